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
import { IconClipboardList, IconMessageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageForError } from '@petmitra/core/errors';
import {
  RESPONSE_MESSAGES,
  RESPONSE_STATUS_LABELS,
  RESPONSE_STATUSES,
  type MyResponse,
  type ResponseStatus,
} from '@petmitra/core/marketplace/responses';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { toast } from '../../../lib/toast';
import { useCompleteResponse } from '../api/complete-response';
import { useMyResponses } from '../api/get-my-responses';
import { EditResponseModal } from '../components/edit-response-modal';
import { MyResponseCard } from '../components/my-response-card';
import { StatTile } from '../../../components/stat-tile';
import { PageHeader } from '../../../components/page-header';
import { ListPagination } from '../../../components/list-pagination';

type StatusFilter = ResponseStatus | 'all';

const FILTER_OPTIONS = [
  { value: 'all', label: 'All Responses' },
  ...RESPONSE_STATUSES.map((status) => ({ value: status, label: RESPONSE_STATUS_LABELS[status] })),
];

export function MyResponsesPage() {
  usePageTitle('My Responses');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const responses = useMyResponses({ status: filter === 'all' ? undefined : filter, page });
  const complete = useCompleteResponse();
  const [editing, setEditing] = useState<MyResponse | null>(null);

  const markCompleted = (response: MyResponse) =>
    complete.mutate(response.id, {
      onSuccess: () => toast.success(RESPONSE_MESSAGES.markedCompleted),
      onError: (error) => toast.error(messageForError(error)),
    });

  let body;
  if (responses.isPending) {
    body = <PageLoader label="Loading your responses..." />;
  } else if (responses.isError) {
    body = (
      <ErrorState
        title="We couldn't load your responses"
        message={messageForError(responses.error)}
        onRetry={() => void responses.refetch()}
      />
    );
  } else {
    const { tiles, total, pageSize } = responses.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    body = (
      <Stack gap="lg">
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 5 }}
          spacing="md"
          component="section"
          aria-label="Summary"
        >
          <StatTile label="Total responses" value={tiles.total} />
          <StatTile label="Pending" value={tiles.pending} />
          <StatTile label="Accepted" value={tiles.accepted} />
          <StatTile label="Completed" value={tiles.completed} />
          <StatTile
            label="Average rating"
            value={tiles.averageRating > 0 ? tiles.averageRating.toFixed(1) : 'No reviews yet'}
          />
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
            {total} {total === 1 ? 'response' : 'responses'}
          </Text>
        </Group>
        {responses.data.responses.length === 0 ? (
          <Stack align="center" ta="center" gap="sm" py={48}>
            <IconMessageOff size={48} aria-hidden />
            <Title order={2} size="h3">
              {filter === 'all' ? 'No responses yet' : 'No responses with this status'}
            </Title>
            <Text c="dimmed" maw={420}>
              Find requests from pet parents in your categories and send your first response.
            </Text>
            <Button
              component={Link}
              to="/open-requests"
              leftSection={<IconClipboardList size={18} aria-hidden />}
            >
              Browse Open Requests
            </Button>
          </Stack>
        ) : (
          <Stack gap="md" component="section" aria-label="Your responses">
            {responses.data.responses.map((response) => (
              <MyResponseCard
                key={response.id}
                response={response}
                onEdit={setEditing}
                onComplete={markCompleted}
                completing={complete.isPending && complete.variables === response.id}
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
        title="My Responses"
        description="The responses you sent to pet parents and where each one stands."
      />
      {body}
      <EditResponseModal response={editing} onClose={() => setEditing(null)} />
    </Container>
  );
}
