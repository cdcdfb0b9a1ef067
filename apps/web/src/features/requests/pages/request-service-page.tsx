import { Alert, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPaw, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError, messageForError } from '@petmitra/core/errors';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { serverFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateRequest } from '../api/create-request';
import { usePetChoices } from '../api/get-pet-choices';
import { useRequestQuota } from '../api/get-request-quota';
import { QuotaNotice } from '../components/quota-notice';
import { REQUEST_MESSAGES, REQUEST_SERVICE_NAMES } from '@petmitra/core/marketplace/requests';
import { RequestForm, emptyRequestFields } from '../components/request-form';
import { PlansLink } from '../../../components/plans-link';
import { PageHeader } from '../../../components/page-header';

const SUCCESS_TOAST_MS = 6000;
const FAILURE_TOAST_MS = 5000;

export function RequestServicePage() {
  usePageTitle('Request a Service');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const pets = usePetChoices();
  const quota = useRequestQuota();
  const createRequest = useCreateRequest();
  // A 402 from the API: its message, shown with the way to a plan (no way around it here).
  const [paymentMessage, setPaymentMessage] = useState<string | null>(null);

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
          <RequestForm
            pets={pets.data}
            initialValues={emptyRequestFields(preselected, service)}
            submitLabel="Submit Request"
            submitIcon={<IconSend size={18} aria-hidden />}
            pending={createRequest.isPending}
            disabled={noPets}
            footer={
              <>
                {quota.data ? <QuotaNotice quota={quota.data} /> : null}
                {paymentMessage ? (
                  <Alert
                    color="red"
                    variant="light"
                    title="Free request already used"
                    icon={<IconAlertCircle aria-hidden />}
                  >
                    <Text size="sm">
                      {paymentMessage} <PlansLink>View subscription plans</PlansLink>
                    </Text>
                  </Alert>
                ) : null}
              </>
            }
            onSubmit={(input, setErrors) => {
              setPaymentMessage(null);
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
                    setPaymentMessage(error.message);
                    message = error.message;
                  } else if (isApiError(error) && error.code === 'validation') {
                    setErrors(serverFieldErrors(error));
                    message = error.message || message;
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
