import { Badge, Container, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messageForError } from '@petmitra/core/errors';
import { MESSAGING_MESSAGES, type Conversation } from '@petmitra/core/messaging/messaging';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSessionUser } from '../../../lib/use-session-user';
import { useInbox, useLiveMessages } from '../api/messaging';
import { ParticipantAvatar, StatusMarker, aboutText } from '../components/participant';
import classes from './messaging.module.css';

function when(iso: string) {
  const at = new Date(iso);
  const today = new Date().toDateString() === at.toDateString();
  return today
    ? at.toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' })
    : at.toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });
}

function ConversationItem({ conversation, me }: { conversation: Conversation; me: string }) {
  const about = aboutText(conversation);
  const last = conversation.lastMessage;
  const unread = conversation.unread > 0;
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={`/messages/${conversation.id}`}
        className={classes.item}
        data-unread={unread || undefined}
      >
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ParticipantAvatar other={conversation.other} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={unread ? 700 : 600} truncate>
                {conversation.other.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {when(conversation.lastActivityAt)}
              </Text>
            </Group>
            <StatusMarker status={conversation.other.status} />
            {about ? (
              <Text size="xs" c="dimmed" truncate>
                {about}
              </Text>
            ) : null}
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate fw={unread ? 600 : 400}>
                {last
                  ? `${last.senderId === me ? 'You: ' : ''}${last.body}`
                  : MESSAGING_MESSAGES.noMessages}
              </Text>
              {unread ? (
                <Badge size="sm" circle={conversation.unread < 10} style={{ flexShrink: 0 }}>
                  {conversation.unread > 9 ? '9+' : conversation.unread}
                  <span className="visually-hidden"> unread</span>
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** /messages: every conversation, newest activity first, unread ones marked. */
export function InboxPage() {
  usePageTitle('Messages');
  useLiveMessages();
  const inbox = useInbox();
  const { user } = useSessionUser();

  return (
    <Container size="md" py="xl">
      <PageHeader
        title="Messages"
        description="Your conversations with pet parents and service providers."
      />
      {inbox.isPending ? (
        <PageLoader label="Loading your conversations..." />
      ) : inbox.isError ? (
        <ErrorState
          title="Could not load your messages"
          message={messageForError(inbox.error)}
          onRetry={() => void inbox.refetch()}
        />
      ) : inbox.data.conversations.length === 0 ? (
        <EmptyState icon={<IconMessages size={48} aria-hidden />} title={MESSAGING_MESSAGES.empty}>
          Start one with Send Message on a provider&apos;s profile, or from a request&apos;s
          responses.
        </EmptyState>
      ) : (
        <Paper withBorder radius="md">
          <ul className={classes.list} aria-label="Conversations">
            {inbox.data.conversations.map((c) => (
              <ConversationItem key={c.id} conversation={c} me={user?.id ?? ''} />
            ))}
          </ul>
        </Paper>
      )}
    </Container>
  );
}
