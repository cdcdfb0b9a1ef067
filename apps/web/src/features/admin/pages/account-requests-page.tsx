import { Button, Card, Container, Group, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUserX } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_REQUEST_STATUS_LABELS,
  ACCOUNT_REQUEST_STATUSES,
  ACCOUNT_REQUEST_TYPE_LABELS,
  ACCOUNT_REQUEST_TYPES,
  roleLabel,
  type AccountRequestStatus,
  type AccountRequestType,
  type AdminAccountRequest,
} from '@petmitra/core/account/account';
import { messageForError } from '@petmitra/core/errors';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListFilters } from '../../../components/list-filters';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { AccountRequestStatusBadge } from '../../../components/account-request-status-badge';
import { usePageTitle } from '../../../hooks/use-page-title';
import { toast } from '../../../lib/toast';
import { useAccountRequestQueue, useDecideAccountRequest } from '../api/account-requests';
import { Panel } from '../components/panel';

const STATUS_FILTERS = [
  ...ACCOUNT_REQUEST_STATUSES.map((s) => ({ value: s, label: ACCOUNT_REQUEST_STATUS_LABELS[s] })),
  { value: 'all', label: 'All' },
];
const TYPE_FILTERS = [
  { value: 'all', label: 'All Types' },
  ...ACCOUNT_REQUEST_TYPES.map((t) => ({ value: t, label: ACCOUNT_REQUEST_TYPE_LABELS[t] })),
];

const APPROVE_TEXT: Record<AccountRequestType, string> = {
  deactivate:
    'They are signed out everywhere and hidden from search, profiles and boards until they sign in again. They are emailed.',
  delete:
    'Their personal data is erased for good: profile, pets, services, favourites, notifications and open requests. Payments, invoices and reviews stay without their identity. They are signed out everywhere and emailed. This cannot be undone.',
};

/** The super admin's queue of deactivation and deletion requests (issue 14). */
export function AccountRequestsPage() {
  usePageTitle('Account Requests');
  const [status, setStatus] = useState('pending');
  const [type, setType] = useState('all');
  const [page, setPage] = useState(1);
  const decide = useDecideAccountRequest();
  const queue = useAccountRequestQueue({
    ...(status !== 'all' ? { status: status as AccountRequestStatus } : {}),
    ...(type !== 'all' ? { type: type as AccountRequestType } : {}),
    page,
  });

  const confirmApprove = (r: AdminAccountRequest) =>
    modals.openConfirmModal({
      title: `Approve: ${ACCOUNT_REQUEST_TYPE_LABELS[r.type]} for ${r.user.name}?`,
      children: <Text size="sm">{APPROVE_TEXT[r.type]}</Text>,
      labels: { confirm: 'Approve', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        decide.mutate(
          { id: r.id, approve: true },
          {
            onSuccess: () => toast.success('Request approved. The user has been emailed.'),
            onError: (error) => toast.error(messageForError(error)),
          },
        ),
    });

  const confirmReject = (r: AdminAccountRequest) => {
    let note = '';
    modals.openConfirmModal({
      title: `Reject the request from ${r.user.name}?`,
      children: (
        <Textarea
          label="Note to the user (optional)"
          maxLength={ACCOUNT_LIMITS.noteMax}
          autosize
          minRows={2}
          onChange={(event) => {
            note = event.currentTarget.value;
          }}
        />
      ),
      labels: { confirm: 'Reject', cancel: 'Cancel' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        decide.mutate(
          { id: r.id, approve: false, note },
          {
            onSuccess: () => toast.success('Request rejected. The user has been emailed.'),
            onError: (error) => toast.error(messageForError(error)),
          },
        ),
    });
  };

  let list;
  if (queue.isPending) list = <PageLoader label="Loading requests..." />;
  else if (queue.isError)
    list = (
      <ErrorState
        title="Could not load requests"
        message={messageForError(queue.error)}
        onRetry={() => void queue.refetch()}
      />
    );
  else if (queue.data.requests.length === 0)
    list = (
      <EmptyState icon={<IconUserX size={40} aria-hidden />} title="No requests">
        Nothing matches these filters.
      </EmptyState>
    );
  else
    list = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {queue.data.total} request{queue.data.total === 1 ? '' : 's'}
        </Text>
        {queue.data.requests.map((r) => (
          <Card key={r.id} withBorder component="article" aria-labelledby={`ar-${r.id}`}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Text fw={600} id={`ar-${r.id}`}>
                  {ACCOUNT_REQUEST_TYPE_LABELS[r.type]} — {r.user.name}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {r.user.email} ·{' '}
                  <span style={{ textTransform: 'capitalize' }}>{roleLabel(r.user.role)}</span> ·
                  member since {new Date(r.user.createdAt).toLocaleDateString('en-IN')}
                </Text>
                <Text size="xs" c="dimmed">
                  Requested {new Date(r.createdAt).toLocaleString('en-IN')}
                  {r.decidedAt
                    ? ` · decided ${new Date(r.decidedAt).toLocaleString('en-IN')}${r.decidedByEmail ? ` by ${r.decidedByEmail}` : ''}`
                    : ''}
                </Text>
              </Stack>
              <AccountRequestStatusBadge status={r.status} />
            </Group>
            <Text mt="xs" size="sm">
              <strong>Reason:</strong> {r.reason}
            </Text>
            {r.comments ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                <strong>Comments:</strong> {r.comments}
              </Text>
            ) : null}
            {r.decisionNote ? (
              <Text size="sm">
                <strong>Note:</strong> {r.decisionNote}
              </Text>
            ) : null}
            {r.status === 'pending' ? (
              <Group mt="sm" gap="xs">
                <Button
                  size="xs"
                  disabled={decide.isPending}
                  onClick={() => confirmApprove(r)}
                  aria-label={`Approve ${ACCOUNT_REQUEST_TYPE_LABELS[r.type].toLowerCase()} for ${r.user.name}`}
                >
                  Approve
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={decide.isPending}
                  onClick={() => confirmReject(r)}
                  aria-label={`Reject request from ${r.user.name}`}
                >
                  Reject
                </Button>
              </Group>
            ) : null}
          </Card>
        ))}
        <ListPagination
          pages={Math.ceil(queue.data.total / queue.data.pageSize)}
          page={page}
          onChange={setPage}
        />
      </Stack>
    );

  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Account Requests"
        description={`Deactivation and deletion requests, to review within ${ACCOUNT_LIMITS.reviewHours} hours.`}
      />
      <Panel title="Requests">
        <Stack mb="md">
          <ListFilters
            status={status}
            statuses={STATUS_FILTERS}
            onStatus={(value) => {
              setStatus(value);
              setPage(1);
            }}
            type={type}
            types={TYPE_FILTERS}
            onType={(value) => {
              setType(value);
              setPage(1);
            }}
          />
        </Stack>
        {list}
      </Panel>
    </Container>
  );
}
