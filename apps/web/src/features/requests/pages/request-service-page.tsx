import { Alert, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { IconLock, IconPaw, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError, messageForError } from '@petmitra/core/errors';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { serverFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSessionUser } from '../../../lib/use-session-user';
import { useCreateRequest } from '../api/create-request';
import { usePetChoices } from '../api/get-pet-choices';
import { useRequestQuota } from '../api/get-request-quota';
import { useDirectProvider } from '../api/get-direct-provider';
import { DirectRequestNotice } from '../components/direct-request-notice';
import { QuotaNotice } from '../components/quota-notice';
import { REQUEST_MESSAGES, REQUEST_SERVICE_NAMES } from '@petmitra/core/marketplace/requests';
import { RequestForm, emptyRequestFields } from '../components/request-form';
import { PerUseFeeNotice, usePerUseFee } from '../../../components/payments/per-use-fee';
import { PageHeader } from '../../../components/page-header';

const SUCCESS_TOAST_MS = 6000;
const FAILURE_TOAST_MS = 5000;

export function RequestServicePage() {
  usePageTitle('Request a Service');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const pets = usePetChoices();
  const { user } = useSessionUser();
  const quota = useRequestQuota();
  const createRequest = useCreateRequest();
  // The month's free request is used and no plan is active: the form pays the per-use fee
  // (known from the quota, or learnt from a 402 when the quota changed in another tab).
  const [paymentDue, setPaymentDue] = useState(false);
  const fee = usePerUseFee('request');
  const feeDue =
    paymentDue || Boolean(quota.data && !quota.data.unlimited && quota.data.remaining === 0);
  // From a provider's profile or a favourite: ?provider=<id> sends it to them only.
  const wantedProvider = searchParams.get('provider');
  const direct = useDirectProvider(wantedProvider);
  const [widened, setWidened] = useState(false);
  const directProviderId = direct.data && !widened ? direct.data.id : null;

  let content;
  if (pets.isPending) {
    content = <PageLoader label="Loading your pets..." />;
  } else if (pets.isError) {
    content = (
      <ErrorState
        title="We couldn't load your pets"
        message={messageForError(pets.error)}
        onRetry={() => void pets.refetch()}
      />
    );
  } else {
    const wanted = searchParams.get('pet');
    const preselected = pets.data.some((pet) => pet.id === wanted) ? (wanted ?? '') : '';
    // A provider's profile links here with ?service=<service type> to prefill it.
    const wantedService = searchParams.get('service') ?? '';
    const service = REQUEST_SERVICE_NAMES.find((name) => name === wantedService) ?? '';
    const noPets = pets.data.length === 0;
    content = (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          {noPets ? (
            <Alert
              color="blue"
              variant="light"
              title={REQUEST_MESSAGES.noPets}
              icon={<IconPaw aria-hidden />}
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">Requests are made for one of your pets.</Text>
                <Button component={Link} to="/add-pet" size="xs">
                  Add a Pet
                </Button>
              </Stack>
            </Alert>
          ) : null}
          {direct.data ? (
            <DirectRequestNotice
              providerName={direct.data.name}
              widened={widened}
              onWidenedChange={setWidened}
            />
          ) : direct.isError ? (
            <Alert color="orange" variant="light" title="Provider not found">
              <Text size="sm">
                We could not find the provider you chose, so this request goes to every provider
                nearby.
              </Text>
            </Alert>
          ) : null}
          <RequestForm
            pets={pets.data}
            initialValues={emptyRequestFields(preselected, service, user)}
            submitLabel={feeDue ? `Pay ${fee.fee ?? 'the fee'} and Submit` : 'Submit Request'}
            submitIcon={
              feeDue ? <IconLock size={18} aria-hidden /> : <IconSend size={18} aria-hidden />
            }
            pending={createRequest.isPending || fee.pending}
            disabled={
              noPets || (feeDue && !fee.ready) || (wantedProvider !== null && direct.isPending)
            }
            footer={
              feeDue ? (
                <PerUseFeeNotice unit="request" fee={fee} />
              ) : quota.data ? (
                <QuotaNotice quota={quota.data} />
              ) : null
            }
            onSubmit={(form, setErrors) => {
              const input = { ...form, providerId: directProviderId };
              if (feeDue) {
                void fee.pay({ request: input });
                return;
              }
              createRequest.mutate(input, {
                onSuccess: ({ quota: after }) => {
                  toast.success(
                    after.remaining === 0
                      ? REQUEST_MESSAGES.submittedFreeUsed
                      : `You have ${after.remaining} free ${after.remaining === 1 ? 'request' : 'requests'} left this month.`,
                    { title: REQUEST_MESSAGES.submitted, duration: SUCCESS_TOAST_MS },
                  );
                  void navigate('/my-service-requests');
                },
                onError: (error) => {
                  let message: string = REQUEST_MESSAGES.submitFailed;
                  if (isApiError(error) && error.code === 'payment') {
                    // The notice and the pay button take over; no second message.
                    setPaymentDue(true);
                    return;
                  } else if (isApiError(error) && error.code === 'validation') {
                    setErrors(serverFieldErrors(error));
                    message = error.message || message;
                  } else if (isApiError(error) && error.code === 'email_unverified') {
                    // What to do next: verify (the shell's notice has Resend).
                    message = error.message;
                  }
                  toast.error(message, {
                    title: REQUEST_MESSAGES.submissionFailed,
                    duration: FAILURE_TOAST_MS,
                  });
                },
              });
            }}
          />
        </Stack>
      </Paper>
    );
  }

  return (
    <Container size="md" py="xl">
      <PageHeader
        title="Request a Service"
        description="Describe what your pet needs and when. Providers who offer it will respond with a message and a price."
      />
      {content}
    </Container>
  );
}
