import type { ComponentType } from 'react';
import {
  Button,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageForError } from '@petmitra/core/errors';
import {
  REQUEST_MESSAGES,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type MyRequest,
  type RequestStatus,
} from '@petmitra/core/marketplace/requests';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { toast } from '../../../lib/toast';
import { useCancelRequest } from '../api/cancel-request';
import { useCompleteRequest } from '../api/complete-request';
import { useMyRequests } from '../api/get-my-requests';
import { EditRequestModal } from '../components/edit-request-modal';
import { MyRequestCard } from '../components/my-request-card';
import { StatTile } from '../../../components/stat-tile';
import { ViewResponsesModal } from '../components/view-responses-modal';
import { PageHeader } from '../../../components/page-header';
import { ListPagination } from '../../../components/list-pagination';

type StatusFilter = RequestStatus | 'all';

const FILTER_OPTIONS = [
  { value: 'all', label: 'All Requests' },
  ...REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_LABELS[status] })),
];

/** The review action for a completed request; the route passes the reviews feature's button. */
export type ReviewAction = ComponentType<{
  serviceRequestId: string;
  providerId: string;
  hasReview: boolean;
}>;

export function MyServiceRequestsPage({ ReviewAction }: { ReviewAction?: ReviewAction }) {
  usePageTitle('My Service Requests');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const requests = useMyRequests({ status: filter === 'all' ? undefined : filter, page });
  const cancel = useCancelRequest();
  const complete = useCompleteRequest();
  const [viewing, setViewing] = useState<MyRequest | null>(null);
  const [editing, setEditing] = useState<MyRequest | null>(null);

  const confirmCancel = (request: MyRequest) =>
    modals.openConfirmModal({
      title: `Cancel your ${request.serviceName} request?`,
      children: <Text size="sm">{REQUEST_MESSAGES.cancelConfirm}</Text>,
      labels: { confirm: 'Cancel Request', cancel: 'Keep Request' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        cancel.mutate(request.id, {
          onSuccess: () => toast.success(REQUEST_MESSAGES.cancelled),
          onError: (error) => toast.error(messageForError(error)),
        }),
    });

  const markCompleted = (request: MyRequest) =>
    complete.mutate(request.id, {
      onSuccess: () => toast.success(REQUEST_MESSAGES.completed),
      onError: (error) => toast.error(messageForError(error)),
    });

  // Keep the open modal's request current after an accept or edit refreshes the list.
  const current = (request: MyRequest | null) =>
    request ? (requests.data?.requests.find((r) => r.id === request.id) ?? request) : null;

  let body;
  if (requests.isPending) {
    body = <PageLoader label="Loading your service requests..." />;
  } else if (requests.isError) {
    body = (
      <ErrorState
        title={REQUEST_MESSAGES.loadError}
        message={REQUEST_MESSAGES.fetchFailed}
        onRetry={() => void requests.refetch()}
      />
    );
  } else {
    const { tiles, total, pageSize } = requests.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    body = (
      <Stack gap="lg">
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 5 }}
          spacing="md"
          component="section"
          aria-label="Summary"
        >
          <StatTile label="Total requests" value={tiles.total} />
          <StatTile label="Open" value={tiles.open} />
          <StatTile label="In progress" value={tiles.inProgress} />
          <StatTile label="Completed" value={tiles.completed} />
          <StatTile label="Total responses" value={tiles.totalResponses} />
        </SimpleGrid>
        <Group justify="space-between" align="flex-end">
          <NativeSelect
            label="Status"
            data={FILTER_OPTIONS}
            value={filter}
            onChange={(event) => {
              setFilter(event.currentTarget.value as StatusFilter);
              setPage(1);
            }}
            w={220}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {total} {total === 1 ? 'request' : 'requests'}
          </Text>
        </Group>
        {requests.data.requests.length === 0 ? (
          <Stack align="center" ta="center" gap="sm" py={48}>
            <IconClipboardList size={48} aria-hidden />
            <Title order={2} size="h3">
              {REQUEST_MESSAGES.empty}
            </Title>
            <Text c="dimmed" maw={420}>
              {filter === 'all'
                ? 'Post a request and providers who offer the service will respond with a price.'
                : 'No requests have this status. Choose another filter or post a new request.'}
            </Text>
            <Button
              component={Link}
              to="/request-service"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Request a Service
            </Button>
          </Stack>
        ) : (
          <Stack gap="md" component="section" aria-label="Your requests">
            {requests.data.requests.map((request) => (
              <MyRequestCard
                key={request.id}
                request={request}
                onViewResponses={setViewing}
                onEdit={setEditing}
                onCancel={confirmCancel}
                onComplete={markCompleted}
                reviewAction={
                  ReviewAction && request.status === 'completed' && request.selectedProvider ? (
                    <ReviewAction
                      serviceRequestId={request.id}
                      providerId={request.selectedProvider.id}
                      hasReview={request.hasReview}
                    />
                  ) : null
                }
                busy={
                  (cancel.isPending && cancel.variables === request.id) ||
                  (complete.isPending && complete.variables === request.id)
                }
              />
            ))}
          </Stack>
        )}
        <ListPagination pages={pages} page={page} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title="My Service Requests"
        description="Your requests, the responses from providers and their progress."
        actions={
          <Button
            component={Link}
            to="/request-service"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            New Request
          </Button>
        }
      />
      {body}
      <ViewResponsesModal request={current(viewing)} onClose={() => setViewing(null)} />
      <EditRequestModal request={current(editing)} onClose={() => setEditing(null)} />
    </Container>
  );
}
