import type { ComponentType } from 'react';
import { Button, Text } from '@mantine/core';
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
import { EmptyState } from '../../../components/empty-state';
import { StatTile } from '../../../components/stat-tile';
import { StatusListPage, useStatusFilter } from '../../../components/status-list-page';
import { usePageTitle } from '../../../hooks/use-page-title';
import { toast } from '../../../lib/toast';
import { useCancelRequest } from '../api/cancel-request';
import { useMyRequests } from '../api/get-my-requests';
import { EditRequestModal } from '../components/edit-request-modal';
import { MyRequestCard } from '../components/my-request-card';
import { ViewResponsesModal } from '../components/view-responses-modal';

const STATUS_OPTIONS = REQUEST_STATUSES.map((status) => ({
  value: status,
  label: REQUEST_STATUS_LABELS[status],
}));

/** The review action for a completed request; the route passes the reviews feature's button. */
export type ReviewAction = ComponentType<{
  serviceRequestId: string;
  providerId: string;
  hasReview: boolean;
}>;

const newRequestButton = (label: string) => (
  <Button component={Link} to="/request-service" leftSection={<IconPlus size={18} aria-hidden />}>
    {label}
  </Button>
);

export function MyServiceRequestsPage({ ReviewAction }: { ReviewAction?: ReviewAction }) {
  usePageTitle('My Service Requests');
  const filter = useStatusFilter<RequestStatus>();
  const requests = useMyRequests({ status: filter.status, page: filter.page });
  const cancel = useCancelRequest();
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

  // Keep the open modal's request current after an accept or edit refreshes the list.
  const current = (request: MyRequest | null) =>
    request ? (requests.data?.requests.find((r) => r.id === request.id) ?? request) : null;

  return (
    <StatusListPage
      title="My Service Requests"
      description="Your requests, the responses from providers and their progress."
      actions={newRequestButton('New Request')}
      query={requests}
      loadingLabel="Loading your service requests..."
      errorTitle={REQUEST_MESSAGES.loadError}
      errorMessage={() => REQUEST_MESSAGES.fetchFailed}
      statuses={STATUS_OPTIONS}
      allLabel="All Requests"
      filter={filter}
      noun={['request', 'requests']}
      tiles={({ tiles }) => (
        <>
          <StatTile label="Total requests" value={tiles.total} />
          <StatTile label="Open" value={tiles.open} />
          <StatTile label="In progress" value={tiles.inProgress} />
          <StatTile label="Completed" value={tiles.completed} />
          <StatTile label="Total responses" value={tiles.totalResponses} />
        </>
      )}
      listLabel="Your requests"
      items={(data) =>
        data.requests.map((request) => (
          <MyRequestCard
            key={request.id}
            request={request}
            onViewResponses={setViewing}
            onEdit={setEditing}
            onCancel={confirmCancel}
            reviewAction={
              ReviewAction && request.status === 'completed' && request.selectedProvider ? (
                <ReviewAction
                  serviceRequestId={request.id}
                  providerId={request.selectedProvider.id}
                  hasReview={request.hasReview}
                />
              ) : null
            }
            busy={cancel.isPending && cancel.variables === request.id}
          />
        ))
      }
      empty={
        <EmptyState
          icon={<IconClipboardList size={48} aria-hidden />}
          title={REQUEST_MESSAGES.empty}
          maw={420}
          action={newRequestButton('Request a Service')}
        >
          {filter.filter === 'all'
            ? 'Post a request and providers who offer the service will respond with a price.'
            : 'No requests have this status. Choose another filter or post a new request.'}
        </EmptyState>
      }
    >
      <ViewResponsesModal request={current(viewing)} onClose={() => setViewing(null)} />
      <EditRequestModal request={current(editing)} onClose={() => setEditing(null)} />
    </StatusListPage>
  );
}
