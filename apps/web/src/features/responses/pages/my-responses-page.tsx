import { Button } from '@mantine/core';
import { IconClipboardList, IconMessageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageForError } from '@petmitra/core/errors';
import {
  RESPONSE_STATUS_LABELS,
  RESPONSE_STATUSES,
  type MyResponse,
  type ResponseStatus,
} from '@petmitra/core/marketplace/responses';
import { EmptyState } from '../../../components/empty-state';
import { StatTile } from '../../../components/stat-tile';
import { StatusListPage, useStatusFilter } from '../../../components/status-list-page';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useMyResponses } from '../api/get-my-responses';
import { EditResponseModal } from '../components/edit-response-modal';
import { MyResponseCard } from '../components/my-response-card';

const STATUS_OPTIONS = RESPONSE_STATUSES.map((status) => ({
  value: status,
  label: RESPONSE_STATUS_LABELS[status],
}));

export function MyResponsesPage() {
  usePageTitle('My Responses');
  const filter = useStatusFilter<ResponseStatus>();
  const responses = useMyResponses({ status: filter.status, page: filter.page });
  const [editing, setEditing] = useState<MyResponse | null>(null);

  return (
    <StatusListPage
      title="My Responses"
      description="The responses you sent to pet parents and where each one stands."
      query={responses}
      loadingLabel="Loading your responses..."
      errorTitle="We couldn't load your responses"
      errorMessage={messageForError}
      statuses={STATUS_OPTIONS}
      allLabel="All Responses"
      filter={filter}
      noun={['response', 'responses']}
      tiles={({ tiles }) => (
        <>
          <StatTile label="Total responses" value={tiles.total} />
          <StatTile label="Pending" value={tiles.pending} />
          <StatTile label="Accepted" value={tiles.accepted} />
          <StatTile label="Completed" value={tiles.completed} />
          <StatTile
            label="Average rating"
            value={tiles.averageRating > 0 ? tiles.averageRating.toFixed(1) : 'No reviews yet'}
          />
        </>
      )}
      listLabel="Your responses"
      items={(data) =>
        data.responses.map((response) => (
          <MyResponseCard key={response.id} response={response} onEdit={setEditing} />
        ))
      }
      empty={
        <EmptyState
          icon={<IconMessageOff size={48} aria-hidden />}
          title={filter.filter === 'all' ? 'No responses yet' : 'No responses with this status'}
          maw={420}
          action={
            <Button
              component={Link}
              to="/open-requests"
              leftSection={<IconClipboardList size={18} aria-hidden />}
            >
              Browse Open Requests
            </Button>
          }
        >
          Find requests from pet parents in your categories and send your first response.
        </EmptyState>
      }
    >
      <EditResponseModal response={editing} onClose={() => setEditing(null)} />
    </StatusListPage>
  );
}
