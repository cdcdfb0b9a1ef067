import { ActionIcon, Affix, Tooltip } from '@mantine/core';
import { IconMessageChatbot, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';

// The panel (and its knowledge base) loads on first open, keeping every page's first load small.
const ChatbotPanel = lazy(async () => ({
  default: (await import('./chatbot-panel')).ChatbotPanel,
}));

/** The help chatbot on every page: a button in the corner that opens the chat panel. */
export function ChatbotLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={300} className="no-print">
      {loaded ? (
        <Suspense fallback={null}>
          <ChatbotPanel opened={open} onClose={close} />
        </Suspense>
      ) : null}
      <Tooltip label={open ? 'Close help chat' : 'Help chat'} position="left">
        <ActionIcon
          ref={toggleRef}
          size={56}
          radius="xl"
          variant="filled"
          aria-label={open ? 'Close help chat' : 'Open help chat'}
          aria-expanded={open}
          aria-controls="help-chat-panel"
          onClick={() => {
            setLoaded(true);
            setOpen((o) => !o);
          }}
          style={{ float: 'right' }}
        >
          {open ? <IconX size={26} aria-hidden /> : <IconMessageChatbot size={28} aria-hidden />}
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}
