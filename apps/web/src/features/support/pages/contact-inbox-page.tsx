import { Button, Card, Container, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { messageForError } from '@petmitra/core/errors';
import {
  CONTACT_CATEGORY_LABELS,
  SUPPORT_LIMITS,
  type ContactMessage,
  type InboxStatus,
} from '@petmitra/core/support/support';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListFilters } from '../../../components/list-filters';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { toast } from '../../../lib/toast';
import { useContactInbox, useReplyContact, useSetContactStatus } from '../api/inboxes';
import { InboxItemHeader } from '../components/inbox-item-header';
import { STATUS_FILTERS } from '../components/status-select';

function MessageCard({ message }: { message: ContactMessage }) {
  const setStatus = useSetContactStatus();
  const reply = useReplyContact();
  const [draft, setDraft] = useState('');
  const headingId = `contact-${message.id}`;
  return (
    <Card withBorder component="article" aria-labelledby={headingId}>
      <InboxItemHeader
        headingId={headingId}
        subject={message.subject}
        status={message.status}
        pending={setStatus.isPending}
        onStatus={(status, onError) => setStatus.mutate({ id: message.id, status }, { onError })}
      >
        <Text size="sm">
          {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
          {message.phone ? ` · ${message.phone}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {CONTACT_CATEGORY_LABELS[message.category]} ·{' '}
          {new Date(message.createdAt).toLocaleString('en-IN')}
        </Text>
      </InboxItemHeader>
      <Text mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {message.message}
      </Text>
      {message.reply ? (
        <Card bg="var(--mantine-color-default-hover)" mt="sm" p="sm">
          <Text size="xs" fw={600}>
            Replied {message.repliedAt ? new Date(message.repliedAt).toLocaleString('en-IN') : ''}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.reply}
          </Text>
        </Card>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          reply.mutate(
            { id: message.id, reply: draft },
            {
              onSuccess: () => {
                setDraft('');
                toast.success(`Reply emailed to ${message.email}`);
              },
              onError: (e) => toast.error(messageForError(e)),
            },
          );
        }}
      >
        <Stack gap="xs" mt="sm">
          <Textarea
            label={`Reply to ${message.name}`}
            autosize
            minRows={2}
            maxLength={SUPPORT_LIMITS.replyMax}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" size="xs" disabled={!draft.trim() || reply.isPending}>
              {reply.isPending ? 'Sending...' : 'Send Reply'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** The super admin's inbox of Contact Us messages. */
export function ContactInboxPage() {
  usePageTitle('Contact Messages');
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const inbox = useContactInbox({
    ...(status !== 'all' ? { status: status as InboxStatus } : {}),
    page,
  });
  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Contact Messages"
        description="Messages sent with the Contact Us form. Replies are emailed to the sender."
      />
      <Stack gap="md">
        <ListFilters
          status={status}
          statuses={STATUS_FILTERS}
          onStatus={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        {inbox.isPending ? (
          <PageLoader />
        ) : inbox.isError ? (
          <ErrorState
            title="Could not load messages"
            message={messageForError(inbox.error)}
            onRetry={() => void inbox.refetch()}
          />
        ) : inbox.data.messages.length === 0 ? (
          <EmptyState icon={<IconInbox size={40} aria-hidden />} title="No messages">
            Nothing here with this status.
          </EmptyState>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {inbox.data.total} message{inbox.data.total === 1 ? '' : 's'}
            </Text>
            {inbox.data.messages.map((m) => (
              <MessageCard key={m.id} message={m} />
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
