import {
  Alert,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  ACCOUNT_REQUEST_REASONS,
  ACCOUNT_REQUEST_TYPE_DESCRIPTIONS,
  ACCOUNT_REQUEST_TYPE_LABELS,
  ACCOUNT_REQUEST_TYPES,
  accountRequestInputSchema,
  roleLabel,
  type AccountRequestInput,
  type AccountRequestType,
} from '@petmitra/core/account/account';
import { isApiError } from '@petmitra/core/errors';
import { AccountRequestStatusBadge } from '../../../components/account-request-status-badge';
import { usePageTitle } from '../../../hooks/use-page-title';
import { showSaveError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSessionUser } from '../../../lib/use-session-user';
import { zodResolver } from '../../../lib/zod-form';
import { useCreateAccountRequest, useDownloadMyData, useMyAccountRequests } from '../api/account';

interface FormValues {
  type: AccountRequestType | '';
  reason: string;
  comments: string;
  acknowledged: boolean;
}

const validateRequest = zodResolver(accountRequestInputSchema);

const EMPTY: FormValues = { type: '', reason: '', comments: '', acknowledged: false };

const ACKNOWLEDGEMENT: Record<AccountRequestType | '', string> = {
  '': 'I understand what this request does.',
  deactivate:
    'I understand that my profile, services and requests will be hidden and I will be signed out until I sign in again.',
  delete: 'I understand that deleting my account erases my personal data and cannot be undone.',
};

/**
 * Account Management (spec part 2, section 2): a deactivation or deletion request for the admin
 * team to review within 24-48 hours, and Download my data.
 */
export function AccountManagementPage() {
  usePageTitle('Account Management');
  const { user } = useSessionUser();
  const navigate = useNavigate();
  const create = useCreateAccountRequest();
  const mine = useMyAccountRequests();
  const download = useDownloadMyData();
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    // The blank choices ('' type, unticked box) are what the schema refuses with its messages.
    validate: (values) => validateRequest(values as unknown as AccountRequestInput),
  });
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const type = form.values.type;
  const pending = mine.data?.requests.find((r) => r.status === 'pending');

  if (done) {
    return (
      <Container size="sm" py="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color="green" aria-hidden>
            <IconCircleCheck size={34} />
          </ThemeIcon>
          <Title order={1} ref={doneRef} tabIndex={-1}>
            Request Submitted
          </Title>
          <Text c="dimmed">{ACCOUNT_MESSAGES.submitted}</Text>
          <Group justify="center">
            <Button
              variant="light"
              onClick={() => {
                form.setValues(EMPTY);
                form.resetDirty();
                setDone(false);
              }}
            >
              Submit Another Request
            </Button>
            <Button variant="subtle" onClick={() => void navigate(-1)}>
              Go Back
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Account Management</Title>
          <Text c="dimmed">
            Ask us to deactivate or delete your account. Requests go to our admin team and are
            reviewed within {ACCOUNT_LIMITS.reviewHours} hours; we email you the outcome.
          </Text>
        </Stack>

        <Card withBorder component="section" aria-labelledby="download-heading">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4} style={{ flex: '1 1 18rem' }}>
              <Title order={2} size="h4" id="download-heading">
                Download my data
              </Title>
              <Text size="sm" c="dimmed">
                A copy of everything PetMitra holds about you — profile, pets, services, requests,
                reviews, payments, notifications and sign-ins — as JSON in a zip file.
              </Text>
            </Stack>
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={download.isPending}
              onClick={() =>
                download.mutate(undefined, {
                  onSuccess: () => toast.success('Your data has been downloaded.'),
                  onError: (error) =>
                    toast.error(
                      isApiError(error) && error.message
                        ? error.message
                        : 'Failed to download your data. Please try again.',
                    ),
                })
              }
            >
              Download my data
            </Button>
          </Group>
        </Card>

        {mine.data && mine.data.requests.length > 0 ? (
          <Card withBorder component="section" aria-labelledby="requests-heading">
            <Title order={2} size="h4" id="requests-heading" mb="xs">
              Your requests
            </Title>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {mine.data.requests.map((r) => (
                <Group key={r.id} component="li" justify="space-between" wrap="wrap" gap="xs">
                  <Text size="sm">
                    {ACCOUNT_REQUEST_TYPE_LABELS[r.type]} — {r.reason} ·{' '}
                    {new Date(r.createdAt).toLocaleDateString('en-IN')}
                    {r.decisionNote ? ` · ${r.decisionNote}` : ''}
                  </Text>
                  <AccountRequestStatusBadge status={r.status} />
                </Group>
              ))}
            </Stack>
          </Card>
        ) : null}

        {pending ? (
          <Alert color="blue" title="Request pending" role="status">
            {ACCOUNT_MESSAGES.alreadyPending}
          </Alert>
        ) : (
          <Card withBorder component="section" aria-labelledby="request-heading">
            <Title order={2} size="h4" id="request-heading" mb="sm">
              Deactivate or delete your account
            </Title>
            <form
              noValidate
              onSubmit={form.onSubmit((values) =>
                create.mutate(
                  {
                    type: values.type as AccountRequestType,
                    reason: values.reason,
                    comments: values.comments,
                    acknowledged: values.acknowledged as true,
                  },
                  {
                    onSuccess: () => setDone(true),
                    onError: (error) =>
                      showSaveError(error, form.setErrors, ACCOUNT_MESSAGES.submitFailed),
                  },
                ),
              )}
            >
              <Stack gap="md">
                <Radio.Group
                  label="Request Type"
                  withAsterisk
                  value={type}
                  error={form.errors.type}
                  onChange={(value) => {
                    form.setFieldValue('type', value as AccountRequestType);
                    form.setFieldValue('reason', '');
                  }}
                >
                  <Stack gap="xs" mt="xs">
                    {ACCOUNT_REQUEST_TYPES.map((t) => (
                      <Radio
                        key={t}
                        value={t}
                        label={ACCOUNT_REQUEST_TYPE_LABELS[t]}
                        description={ACCOUNT_REQUEST_TYPE_DESCRIPTIONS[t]}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
                <NativeSelect
                  label="Reason"
                  withAsterisk
                  disabled={!type}
                  data={[
                    { value: '', label: type ? 'Select a reason' : 'Choose a request type first' },
                    ...(type ? ACCOUNT_REQUEST_REASONS[type] : []).map((r) => ({
                      value: r,
                      label: r,
                    })),
                  ]}
                  {...form.getInputProps('reason')}
                />
                <Textarea
                  label="Additional Comments (optional)"
                  autosize
                  minRows={3}
                  maxLength={ACCOUNT_LIMITS.commentsMax}
                  description={`${form.values.comments.length}/${ACCOUNT_LIMITS.commentsMax}`}
                  {...form.getInputProps('comments')}
                />
                <Card withBorder bg="var(--mantine-color-default-hover)" component="section">
                  <Title order={3} size="h5" mb="xs">
                    Account Information
                  </Title>
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
                    {[
                      ['Name', user?.name ?? ''],
                      ['Email', user?.email ?? ''],
                      ['Role', roleLabel(user?.role ?? '')],
                      [
                        'Member Since',
                        user ? new Date(user.createdAt).toLocaleDateString('en-IN') : '',
                      ],
                    ].map(([term, value]) => (
                      <div key={term}>
                        <Text component="dt" size="xs" c="dimmed">
                          {term}
                        </Text>
                        <Text
                          component="dd"
                          m={0}
                          style={{
                            textTransform: term === 'Role' ? 'capitalize' : undefined,
                            overflowWrap: 'anywhere',
                          }}
                        >
                          {value}
                        </Text>
                      </div>
                    ))}
                  </SimpleGrid>
                </Card>
                <Checkbox
                  label={ACKNOWLEDGEMENT[type]}
                  {...form.getInputProps('acknowledged', { type: 'checkbox' })}
                />
                <Button type="submit" disabled={!type || !form.values.reason || create.isPending}>
                  {create.isPending ? 'Submitting...' : 'Submit Request'}
                </Button>
              </Stack>
            </form>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
