import { Button, Container, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInbox, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  BOARD_FILTER_LABELS,
  BOARD_FILTERS,
  BOARD_SORT_LABELS,
  BOARD_SORTS,
  REQUEST_MESSAGES,
  type BoardFilter,
  type BoardSort,
} from '@petmitra/core/marketplace/requests';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useOpenRequests } from '../api/get-open-requests';
import { OpenRequestCard } from '../components/open-request-card';
import { ServiceArea } from '../components/service-area';
import { StatTile } from '../../../components/stat-tile';
import { PageHeader } from '../../../components/page-header';
import { ListPagination } from '../../../components/list-pagination';

const FILTER_OPTIONS = BOARD_FILTERS.map((value) => ({ value, label: BOARD_FILTER_LABELS[value] }));
const SORT_OPTIONS = BOARD_SORTS.map((value) => ({ value, label: BOARD_SORT_LABELS[value] }));

export function OpenRequestsPage() {
  usePageTitle('Open Service Requests');
  const [filter, setFilter] = useState<BoardFilter>('all');
  const [sort, setSort] = useState<BoardSort>('nearest');
  const [page, setPage] = useState(1);
  const board = useOpenRequests({ filter, sort, page });

  let body;
  if (board.isPending) {
    body = <PageLoader label="Loading open requests..." />;
  } else if (board.isError) {
    body = (
      <ErrorState
        title={REQUEST_MESSAGES.openLoadError}
        message={REQUEST_MESSAGES.openFetchFailed}
        onRetry={() => void board.refetch()}
      />
    );
  } else {
    const { counts, total, pageSize, requests, area } = board.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    body = (
      <Stack gap="lg">
        <ServiceArea area={area} />
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" component="section" aria-label="Summary">
          <StatTile label="Total requests" value={counts.total} />
          <StatTile label="Open" value={counts.open} />
          <StatTile label="Urgent" value={counts.urgent} />
          <StatTile label="No responses yet" value={counts.noResponses} />
        </SimpleGrid>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="sm" align="flex-end">
            <NativeSelect
              label="Filter"
              data={FILTER_OPTIONS}
              value={filter}
              onChange={(event) => {
                setFilter(event.currentTarget.value as BoardFilter);
                setPage(1);
              }}
              w={200}
            />
            <NativeSelect
              label="Sort by"
              data={SORT_OPTIONS}
              value={sort}
              onChange={(event) => {
                setSort(event.currentTarget.value as BoardSort);
                setPage(1);
              }}
              w={200}
            />
          </Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            {board.isFetching ? 'Updating...' : `${total} ${total === 1 ? 'request' : 'requests'}`}
          </Text>
        </Group>
        {requests.length === 0 ? (
          <EmptyState
            icon={<IconInbox size={48} aria-hidden />}
            title={REQUEST_MESSAGES.openEmpty}
            maw={460}
            action={
              filter === 'all' ? (
                <Button
                  component={Link}
                  to="/add-service"
                  variant="light"
                  leftSection={<IconPlus size={18} aria-hidden />}
                >
                  Add a Service
                </Button>
              ) : (
                <Button variant="light" onClick={() => setFilter('all')}>
                  Show all requests
                </Button>
              )
            }
          >
            {filter === 'all'
              ? `Requests from pet parents within ${area.radiusKm} km for the services you offer appear here. Widen your service radius or add services in more categories to see more requests.`
              : 'No requests match this filter. Try another filter.'}
          </EmptyState>
        ) : (
          <Stack gap="md" component="section" aria-label="Requests">
            {requests.map((request) => (
              <OpenRequestCard key={request.id} request={request} />
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
        title="Open Service Requests"
        description="Requests from pet parents near you in your service categories, most urgent and nearest first. Open one to respond with a message and your price."
      />
      {body}
    </Container>
  );
}
