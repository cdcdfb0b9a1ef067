import {
  ActionIcon,
  Button,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { CHATBOT, CHATBOT_MESSAGES, chatbotReply } from '@petmitra/core/help/chatbot';
import { CHATBOT_SUGGESTIONS, HELP_TOPICS } from '@petmitra/core/help/chatbot-knowledge';

interface ChatMessage {
  id: number;
  text: string;
  sender: 'bot' | 'user';
  timestamp: Date;
}

let nextId = 1;
const message = (text: string, sender: ChatMessage['sender']): ChatMessage => ({
  id: nextId++,
  text,
  sender,
  timestamp: new Date(),
});

/**
 * The chat itself. Messages are a log (read out as they arrive); the bot answers after the
 * spec's 800 ms with a typing indicator; Enter sends; Escape closes and returns focus.
 */
export function ChatbotPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    message(CHATBOT_MESSAGES.greeting, 'bot'),
  ]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (opened) inputRef.current?.focus();
  }, [opened]);

  useEffect(() => {
    viewportRef.current?.scrollTo({ top: viewportRef.current.scrollHeight });
  }, [messages, busy]);

  const send = (text: string) => {
    if (busy || !text.trim()) return;
    setMessages((m) => [...m, message(text.trim(), 'user')]);
    setDraft('');
    setBusy(true);
    window.setTimeout(() => {
      setMessages((m) => [...m, message(chatbotReply(text, HELP_TOPICS).text, 'bot')]);
      setBusy(false);
      inputRef.current?.focus();
    }, CHATBOT.replyDelayMs);
  };

  return (
    <Paper
      id="help-chat-panel"
      role="dialog"
      aria-labelledby={titleId}
      hidden={!opened}
      display={opened ? undefined : 'none'}
      shadow="xl"
      radius="md"
      withBorder
      mb="sm"
      w={{ base: 'calc(100vw - 32px)', xs: 360 }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Group
        justify="space-between"
        p="sm"
        bg="var(--mantine-primary-color-filled)"
        style={{ borderRadius: '8px 8px 0 0' }}
      >
        <Text id={titleId} fw={700} c="white" component="h2" m={0} size="md">
          PetMitra Help
        </Text>
      </Group>
      <ScrollArea
        h={300}
        viewportRef={viewportRef}
        // Focusable, so the history scrolls by keyboard too.
        viewportProps={{ tabIndex: 0 }}
        p="sm"
      >
        <Stack gap="xs" role="log" aria-live="polite" aria-label="Chat messages">
          {messages.map((m) => (
            <Paper
              key={m.id}
              p="xs"
              radius="md"
              maw="85%"
              ml={m.sender === 'user' ? 'auto' : undefined}
              bg={
                m.sender === 'user'
                  ? 'var(--mantine-primary-color-light)'
                  : 'var(--mantine-color-default-hover)'
              }
            >
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                <span className="visually-hidden">
                  {m.sender === 'user' ? 'You: ' : 'Assistant: '}
                </span>
                {m.text}
              </Text>
            </Paper>
          ))}
          {busy ? (
            <Text size="sm" c="dimmed" fs="italic">
              PetMitra Help is typing…
            </Text>
          ) : null}
        </Stack>
      </ScrollArea>
      <Stack gap="xs" p="sm" pt={0}>
        <Group gap={6} aria-label="Suggested questions" role="group">
          {CHATBOT_SUGGESTIONS.slice(0, CHATBOT.suggestionCount).map((q) => (
            <Button
              key={q}
              size="compact-xs"
              variant="light"
              disabled={busy}
              onClick={() => send(q)}
            >
              {q}
            </Button>
          ))}
        </Group>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send(draft);
          }}
        >
          <Group gap="xs" wrap="nowrap">
            <TextInput
              ref={inputRef}
              flex={1}
              aria-label="Ask a question"
              placeholder="Ask a question..."
              value={draft}
              maxLength={CHATBOT.maxMessageLength}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
            <ActionIcon type="submit" size={36} aria-label="Send" disabled={busy || !draft.trim()}>
              <IconSend size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
