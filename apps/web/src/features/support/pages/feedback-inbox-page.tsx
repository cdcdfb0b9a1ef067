import { Card, Container, Group, Stack, Text } from '@mantine/core';
import { IconMessageHeart } from '@tabler/icons-react';
import { useState } from 'react';
import { messageForError } from '@petmitra/core/errors';
import {
  FEEDBACK_RATING_LABELS,
  FEEDBACK_TYPES,
  FEEDBACK_TYPE_LABELS,
  type FeedbackType,
  type InboxStatus,
} from '@petmitra/core/support/support';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListFilters } from '../../../components/list-filters';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { Stars } from '../../../components/stars';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useFeedbackInbox, useSetFeedbackStatus } from '../api/inboxes';
import { InboxItemHeader } from '../components/inbox-item-header';
import { STATUS_FILTERS } from '../components/status-select';

const TYPE_FILTERS = [
  { value: 'all', label: 'All Types' },
  ...FEEDBACK_TYPES.map((t) => ({ value: t, label: FEEDBACK_TYPE_LABELS[t] })),
];

/** The super admin's inbox of feedback, filtered by type and status. */
export function FeedbackInboxPage() {
  usePageTitle('Feedback Inbox');
  const [status, setStatus] = useState('all');
  const [type, setType] = useState('all');
  const [page, setPage] = useState(1);
  const setEntryStatus = useSetFeedbackStatus();
  const inbox = useFeedbackInbox({
    ...(status !== 'all' ? { status: status as InboxStatus } : {}),
    ...(type !== 'all' ? { type: type as FeedbackType } : {}),
    page,
  });
  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Feedback Inbox"
        description="Feedback from pet parents, providers and guests."
      />
      <Stack gap="md">
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
        {inbox.isPending ? (
          <PageLoader />
        ) : inbox.isError ? (
          <ErrorState
            title="Could not load feedback"
            message={messageForError(inbox.error)}
            onRetry={() => void inbox.refetch()}
          />
        ) : inbox.data.entries.length === 0 ? (
          <EmptyState icon={<IconMessageHeart size={40} aria-hidden />} title="No feedback">
            Nothing matches these filters.
          </EmptyState>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {inbox.data.total} entr{inbox.data.total === 1 ? 'y' : 'ies'}
            </Text>
            {inbox.data.entries.map((entry) => (
              <Card
                key={entry.id}
                withBorder
                component="article"
                aria-labelledby={`fb-${entry.id}`}
              >
                <InboxItemHeader
                  headingId={`fb-${entry.id}`}
                  subject={entry.subject}
                  status={entry.status}
                  pending={setEntryStatus.isPending}
                  onStatus={(next, onError) =>
                    setEntryStatus.mutate({ id: entry.id, status: next }, { onError })
                  }
                >
                  <Text size="xs" c="dimmed">
                    {FEEDBACK_TYPE_LABELS[entry.type]} · {entry.userName ?? 'Guest'} ·{' '}
                    {new Date(entry.createdAt).toLocaleString('en-IN')}
                  </Text>
                </InboxItemHeader>
                {entry.rating ? (
                  <Group gap="xs" mt={4}>
                    <Stars value={entry.rating} />
                    <Text size="sm">
                      {entry.rating}/5 — {FEEDBACK_RATING_LABELS[entry.rating - 1]}
                    </Text>
                  </Group>
                ) : null}
                <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.message}
                </Text>
              </Card>
            ))}
            <ListPagination
              pages={Math.ceil(inbox.data.total / inbox.data.pageSize)}
              page={page}
              onChange={setPage}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
