import {
  Alert,
  Anchor,
  Button,
  Container,
  FileButton,
  Group,
  Menu,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconArrowLeft,
  IconDots,
  IconFlag,
  IconLock,
  IconPhoto,
  IconSearch,
  IconSend,
  IconUserOff,
} from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError, messageForError } from '@petmitra/core/errors';
import { acceptedImageTypes, validateImageFile } from '@petmitra/core/uploads/image-file';
import {
  MESSAGE_LIMITS,
  MESSAGING_MESSAGES,
  type ChatMessage,
  type Conversation,
} from '@petmitra/core/messaging/messaging';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { announce } from '../../../lib/announce';
import { toast } from '../../../lib/toast';
import { useSessionUser } from '../../../lib/use-session-user';
import {
  flatten,
  newClientKey,
  pendingMessages,
  useBlock,
  useConversation,
  useHistory,
  useLiveMessages,
  useMarkRead,
  useReport,
  useSendMessage,
  useSendPhoto,
} from '../api/messaging';
import { ParticipantAvatar, StatusMarker, aboutText } from '../components/participant';
import classes from './messaging.module.css';

function time(iso: string) {
  return new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
}

function ReportModal({
  conversationId,
  opened,
  onClose,
}: {
  conversationId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const report = useReport(conversationId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(MESSAGING_MESSAGES.reasonRequired);
      return;
    }
    report.mutate(reason, {
      onSuccess: () => {
        toast.success(MESSAGING_MESSAGES.reported);
        setReason('');
        onClose();
      },
      onError: (e) => setError(messageForError(e)),
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Report this conversation"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Our team will read this conversation and take action if it breaks our rules.
          </Text>
          <Textarea
            label="What is wrong?"
            required
            autosize
            minRows={3}
            maxLength={MESSAGE_LIMITS.reasonMax}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={report.isPending}>
              Send Report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Composer({ conversation }: { conversation: Conversation }) {
  const send = useSendMessage(conversation.id);
  const sendPhoto = useSendPhoto(conversation.id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  // Messages a closed tab left on their way: sent again with their keys (stored once).
  const resent = useRef(false);
  useEffect(() => {
    if (resent.current || !conversation.canSend) return;
    resent.current = true;
    for (const pending of pendingMessages.read(conversation.id)) send.mutate(pending);
  }, [conversation.id, conversation.canSend, send]);

  if (!conversation.canSend) {
    const reason =
      conversation.other.status !== 'active'
        ? MESSAGING_MESSAGES.inactive
        : conversation.blockedByMe
          ? MESSAGING_MESSAGES.youBlocked
          : MESSAGING_MESSAGES.blocked;
    return (
      <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
        {reason}
      </Alert>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setError(MESSAGING_MESSAGES.bodyRequired);
      return;
    }
    if (text.length > MESSAGE_LIMITS.bodyMax) {
      setError(MESSAGING_MESSAGES.bodyTooLong);
      return;
    }
    // Sending the same text again after a failure reuses its key: stored once if it did arrive.
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newClientKey() };
    send.mutate(
      { body: text, clientKey: attempt.current.key },
      {
        onSuccess: () => {
          attempt.current = null;
          setBody('');
          announce('Message sent');
        },
        onError: (e) => {
          const fields = isApiError(e)
            ? (e.details as { fieldErrors?: { body?: string[] } } | undefined)?.fieldErrors
            : undefined;
          setError(
            fields?.body?.[0] ??
              (isApiError(e) ? messageForError(e) : MESSAGING_MESSAGES.sendFailed),
          );
        },
      },
    );
  };

  // A photo is checked here as the server checks it (type, size), then sent with its own key.
  const choosePhoto = (file: File | null) => {
    if (!file) return;
    const problem = validateImageFile(file, { allowGif: false });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    sendPhoto.mutate(
      { file, clientKey: newClientKey() },
      {
        onSuccess: () => announce(MESSAGING_MESSAGES.photoSent),
        onError: (e) =>
          setError(isApiError(e) ? messageForError(e) : MESSAGING_MESSAGES.photoFailed),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <Textarea
          label="Message"
          placeholder="Write a message"
          autosize
          minRows={2}
          maxRows={8}
          value={body}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
          error={error}
          description={`Enter sends, Shift+Enter starts a new line. ${body.length}/${MESSAGE_LIMITS.bodyMax}`}
        />
        <Group justify="flex-end">
          <FileButton onChange={choosePhoto} accept={acceptedImageTypes().join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhoto size={16} aria-hidden />}
                loading={sendPhoto.isPending}
              >
                Send Photo
              </Button>
            )}
          </FileButton>
          <Button
            type="submit"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={send.isPending}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function History({ conversation, me }: { conversation: Conversation; me: string }) {
  const history = useHistory(conversation.id);
  const messages = flatten(history.data);
  const list = useRef<HTMLOListElement>(null);
  const newest = messages.at(-1)?.id;

  // The newest message in view when one arrives (older pages keep the reader's place).
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);

  if (history.isPending) return <PageLoader label="Loading messages..." />;
  if (history.isError) {
    return (
      <ErrorState
        title="Could not load the messages"
        message={messageForError(history.error)}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const lastMine = [...messages].reverse().find((m) => m.senderId === me);
  return (
    <Stack gap="xs">
      {history.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="subtle"
            size="xs"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            Load earlier messages
          </Button>
        </Group>
      ) : null}
      {messages.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {MESSAGING_MESSAGES.noMessages}
        </Text>
      ) : (
        <ol className={classes.history} ref={list} aria-label="Messages" tabIndex={0}>
          {messages.map((m: ChatMessage) => {
            const mine = m.senderId === me;
            return (
              <li key={m.id} className={classes.message} data-mine={mine || undefined}>
                <span className="visually-hidden">{mine ? 'You' : conversation.other.name}: </span>
                {m.photoId ? (
                  <img
                    className={classes.photo}
                    src={`/api/files/${m.photoId}`}
                    alt={`Photo from ${mine ? 'you' : conversation.other.name}`}
                    loading="lazy"
                  />
                ) : (
                  m.body
                )}
                <Text size="xs" c="dimmed" mt={2}>
                  {time(m.createdAt)}
                  {m.id === lastMine?.id
                    ? conversation.otherReadSeq >= m.seq
                      ? ' · Seen'
                      : ' · Sent'
                    : ''}
                </Text>
              </li>
            );
          })}
        </ol>
      )}
    </Stack>
  );
}

/** /messages/{id}: the history, a composer, receipts, block and report. */
export function ConversationPage() {
  const { id = '' } = useParams();
  const { user } = useSessionUser();
  const conversation = useConversation(id);
  const markRead = useMarkRead(id);
  const block = useBlock(id);
  const [reporting, setReporting] = useState(false);
  usePageTitle(conversation.data ? conversation.data.other.name : 'Conversation');

  const me = user?.id ?? '';
  const { mutate: read } = markRead;
  const unread = conversation.data?.unread ?? 0;
  // Opening the page reads it; new arrivals from the other side are read while it is shown.
  useEffect(() => {
    if (conversation.data && unread > 0) read();
  }, [conversation.data, unread, read]);
  useLiveMessages((message) => {
    if (message.conversationId !== id) return;
    if (message.senderId !== me) {
      announce(`New message from ${conversation.data?.other.name ?? 'them'}`);
      if (document.visibilityState === 'visible') read();
    }
  });

  if (conversation.isPending) return <PageLoader label="Loading the conversation..." />;
  if (conversation.isError) {
    if (isApiError(conversation.error) && conversation.error.code === 'not_found') {
      return (
        <Container size="sm" py={64}>
          <Stack align="center" ta="center" gap="sm">
            <IconSearch size={48} aria-hidden />
            <Title order={1}>{MESSAGING_MESSAGES.notFound}</Title>
            <Button component={Link} to="/messages" variant="light">
              Back to Messages
            </Button>
          </Stack>
        </Container>
      );
    }
    return (
      <>
        <Title order={1} className="visually-hidden">
          Conversation
        </Title>
        <ErrorState
          title="Could not load the conversation"
          message={messageForError(conversation.error)}
          onRetry={() => void conversation.refetch()}
        />
      </>
    );
  }

  const c = conversation.data;
  const about = aboutText(c);
  const toggleBlock = () => {
    if (c.blockedByMe) {
      block.mutate(false, {
        onSuccess: () => toast.success(MESSAGING_MESSAGES.unblockedDone),
        onError: (e) => toast.error(messageForError(e)),
      });
      return;
    }
    modals.openConfirmModal({
      title: `Block ${c.other.name}?`,
      children: (
        <Text size="sm">
          Neither of you will be able to send messages in this conversation until you unblock them.
          The messages so far stay here.
        </Text>
      ),
      labels: { confirm: 'Block', cancel: 'Cancel' },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        block.mutate(true, {
          onSuccess: () => toast.success(MESSAGING_MESSAGES.blockedDone),
          onError: (e) => toast.error(messageForError(e)),
        }),
    });
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to="/messages" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            Back to Messages
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ParticipantAvatar other={c.other} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={1} size="h2">
                {c.other.name}
              </Title>
              <StatusMarker status={c.other.status} />
              {about ? (
                <Text size="sm" c="dimmed">
                  {c.request ? (
                    <Anchor component={Link} to={`/request/${c.request.id}`}>
                      {about}
                    </Anchor>
                  ) : (
                    about
                  )}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                size="sm"
                leftSection={<IconDots size={16} aria-hidden />}
                aria-label="Conversation options"
              >
                Options
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconUserOff size={16} aria-hidden />} onClick={toggleBlock}>
                {c.blockedByMe ? 'Unblock' : 'Block'} {c.other.name}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconFlag size={16} aria-hidden />}
                onClick={() => setReporting(true)}
              >
                Report conversation
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>

        {!c.contactsShared ? (
          <Alert variant="light" color="blue" icon={<IconLock aria-hidden />}>
            {MESSAGING_MESSAGES.contactsHidden}
          </Alert>
        ) : null}

        <Paper withBorder radius="md" p="sm">
          <History conversation={c} me={me} />
        </Paper>
        <Composer conversation={c} />
      </Stack>
      <ReportModal conversationId={c.id} opened={reporting} onClose={() => setReporting(false)} />
    </Container>
  );
}
