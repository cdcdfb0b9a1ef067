import {
  Badge,
  Button,
  Code,
  Group,
  SegmentedControl,
  Spoiler,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { messageForError } from '@petmitra/core/errors';
import { EMAIL_STATUSES } from '@petmitra/core/notifications/schemas';
import { ErrorState } from '../../../components/error-state';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { toast } from '../../../lib/toast';
import { useOutbox, useRetryEmail } from '../api/outbox';

type Status = (typeof EMAIL_STATUSES)[number];
const STATUS_LABELS: Record<Status, { label: string; color: string }> = {
  queued: { label: 'Pending', color: 'yellow' },
  sent: { label: 'Sent', color: 'teal' },
  logged: { label: 'Logged (no SMTP)', color: 'gray' },
  failed: { label: 'Failed', color: 'red' },
};
const PAGE_SIZE = 20;

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/**
 * /admin/outbox: every email the platform wrote, by status, with attempts and the last error
 * (a pending email with attempts was retried); links that act for the recipient are redacted.
 */
export function AdminOutboxPage() {
  usePageTitle('Email Outbox');
  const [status, setStatus] = useState<Status | 'all'>('all');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [to] = useDebouncedValue(search.trim(), 300);
  const outbox = useOutbox({
    ...(status === 'all' ? {} : { status }),
    ...(to ? { to } : {}),
    page,
    pageSize: PAGE_SIZE,
  });
  const retry = useRetryEmail();
  const counts = outbox.data?.counts ?? {};

  return (
    <Stack gap="md">
      <PageHeader
        title="Email Outbox"
        description="Every email PetMitra sent or tried to send. Reset and verification links are redacted."
      />
      <TextInput
        label="Recipient"
        placeholder="Search by email address"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      <SegmentedControl
        value={status}
        onChange={(value) => {
          setStatus(value as Status | 'all');
          setPage(1);
        }}
        data={[
          { value: 'all', label: 'All' },
          ...EMAIL_STATUSES.map((s) => ({
            value: s,
            label: `${STATUS_LABELS[s].label} (${counts[s] ?? 0})`,
          })),
        ]}
        aria-label="Status"
      />
      {outbox.isPending ? <PageLoader label="Loading the outbox..." /> : null}
      {outbox.isError ? (
        <ErrorState
          title="We couldn't load the outbox"
          message={messageForError(outbox.error)}
          onRetry={() => void outbox.refetch()}
        />
      ) : null}
      {outbox.isSuccess && outbox.data.emails.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No emails here.
        </Text>
      ) : null}
      {outbox.isSuccess && outbox.data.emails.length > 0 ? (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Created</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Attempts</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outbox.data.emails.map((email) => (
                <Table.Tr key={email.id}>
                  <Table.Td>{when(email.createdAt)}</Table.Td>
                  <Table.Td>{email.to}</Table.Td>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {email.subject}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {email.template}
                    </Text>
                    <Spoiler maxHeight={0} showLabel="Show text" hideLabel="Hide text">
                      <Code block>{email.text}</Code>
                    </Spoiler>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_LABELS[email.status].color} variant="light">
                      {STATUS_LABELS[email.status].label}
                    </Badge>
                    {email.sentAt ? (
                      <Text size="xs" c="dimmed">
                        {when(email.sentAt)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {email.attempts}
                      {email.status === 'queued' && email.attempts > 0 ? ' (retrying)' : ''}
                    </Text>
                    {email.error ? (
                      <Text size="xs" c="red">
                        {email.error}
                      </Text>
                    ) : null}
                    {email.status === 'failed' ? (
                      <Button
                        size="compact-xs"
                        mt={4}
                        variant="default"
                        loading={retry.isPending && retry.variables === email.id}
                        onClick={() =>
                          retry.mutate(email.id, {
                            onSuccess: () => toast.success('Email queued again'),
                            onError: (e) => toast.error(messageForError(e)),
                          })
                        }
                      >
                        Retry
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Group justify="center">
        <ListPagination
          pages={Math.ceil((outbox.data?.total ?? 0) / PAGE_SIZE)}
          page={page}
          onChange={setPage}
        />
      </Group>
    </Stack>
  );
}
