import { Container, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ErrorState } from './error-state';
import { ListPagination } from './list-pagination';
import { PageHeader } from './page-header';
import { PageLoader } from './page-loader';

/** A status filter ('all' or one status) and the page, which goes back to 1 on a new filter. */
export function useStatusFilter<S extends string>() {
  const [filter, setFilterState] = useState<S | 'all'>('all');
  const [page, setPage] = useState(1);
  return {
    filter,
    /** What the API is asked for: no status for 'all'. */
    status: filter === 'all' ? undefined : filter,
    setFilter: (next: S | 'all') => {
      setFilterState(next);
      setPage(1);
    },
    page,
    setPage,
  };
}

interface ListReply {
  total: number;
  pageSize: number;
}

/**
 * A "My ..." page: the summary tiles, a status filter with the count, the cards (or an empty
 * state) and the page numbers. My Service Requests and My Responses are this page.
 */
export function StatusListPage<S extends string, D extends ListReply>({
  title,
  description,
  actions,
  query,
  loadingLabel,
  errorTitle,
  errorMessage,
  statuses,
  allLabel,
  filter,
  noun,
  tiles,
  items,
  listLabel,
  empty,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  query: {
    data: D | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  loadingLabel: string;
  errorTitle: string;
  errorMessage: (error: unknown) => string;
  /** The statuses with their labels, in the filter's order. */
  statuses: readonly { value: S; label: string }[];
  /** The filter's first choice ('All Requests'). */
  allLabel: string;
  filter: ReturnType<typeof useStatusFilter<S>>;
  /** Singular and plural, for the count ('1 request', '3 requests'). */
  noun: [string, string];
  tiles: (data: D) => ReactNode;
  /** The cards of this page; none shows `empty`. */
  items: (data: D) => ReactNode[];
  listLabel: string;
  empty: ReactNode;
  /** Modals and the like, after the list. */
  children?: ReactNode;
}) {
  let body;
  if (query.isPending) {
    body = <PageLoader label={loadingLabel} />;
  } else if (query.isError || !query.data) {
    body = (
      <ErrorState
        title={errorTitle}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const { total, pageSize } = query.data;
    const cards = items(query.data);
    body = (
      <Stack gap="lg">
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 5 }}
          spacing="md"
          component="section"
          aria-label="Summary"
        >
          {tiles(query.data)}
        </SimpleGrid>
        <Group justify="space-between" align="flex-end">
          <NativeSelect
            label="Status"
            data={[{ value: 'all', label: allLabel }, ...statuses]}
            value={filter.filter}
            onChange={(event) => filter.setFilter(event.currentTarget.value as S | 'all')}
            w={220}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {total} {total === 1 ? noun[0] : noun[1]}
          </Text>
        </Group>
        {cards.length === 0 ? (
          empty
        ) : (
          <Stack gap="md" component="section" aria-label={listLabel}>
            {cards}
          </Stack>
        )}
        <ListPagination
          pages={Math.max(1, Math.ceil(total / pageSize))}
          page={filter.page}
          onChange={filter.setPage}
        />
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl">
      <PageHeader title={title} description={description} actions={actions} />
      {body}
      {children}
    </Container>
  );
}
