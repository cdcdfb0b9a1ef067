import { ActionIcon, Affix } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageChatbot, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { OptionalPart } from '../../../components/optional-part';
import { useHydrated } from '../../../hooks/use-hydrated';

// The panel (and its knowledge base) loads on first open, keeping every page's first load small.
const ChatbotPanel = lazy(async () => ({
  default: (await import('./chatbot-panel')).ChatbotPanel,
}));

// Its tooltip loads the first time a mouse points at the button (help-tooltip.tsx).
const HelpTooltip = lazy(() => import('./help-tooltip'));

/** Whether focus is in a field the user types into (the on-screen keyboard is up on a phone). */
function isTypingField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(
    target.type,
  );
}

/** True while focus is in a typing field outside the chat panel itself. */
function useTypingInPage(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = () => {
      const active = document.activeElement;
      setTyping(isTypingField(active) && !active?.closest('#help-chat-panel'));
    };
    // After focusout, activeElement is the body until the next focusin (if any) lands.
    const later = () => queueMicrotask(update);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);
  return typing;
}

/**
 * The help chatbot on every page: a button in the corner that opens the chat panel. On a phone
 * it steps aside while the person types into the page (it would sit on the field they fill, above
 * the on-screen keyboard), and is a little smaller.
 */
export function ChatbotLauncher() {
  // Not in a prerendered or server-rendered page's markup: Affix's Portal mounts in a layout
  // effect, and that state update, in hydration's commit, made React run every effect of the
  // hydrated page in the same long task. It mounts a task later, with the other after-hydration
  // parts (hooks/use-hydrated.ts).
  if (!useHydrated()) return null;
  return <Launcher />;
}

function Launcher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // Mantine's Tooltip shows on mouse hover only (not on focus or touch); so does this one.
  const [hovered, setHovered] = useState(false);
  const [tooltipWanted, setTooltipWanted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const typing = useTypingInPage();
  const hidden = phone && typing && !open;

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <Affix
      position={{ bottom: 16, right: 16 }}
      zIndex={300}
      className="no-print"
      hidden={hidden}
      data-testid="help-chat-launcher"
    >
      {loaded ? (
        <Suspense fallback={null}>
          <ChatbotPanel opened={open} onClose={close} />
        </Suspense>
      ) : null}
      {tooltipWanted ? (
        <OptionalPart>
          <Suspense fallback={null}>
            <HelpTooltip
              target={toggleRef}
              label={open ? 'Close help chat' : 'Help chat'}
              opened={hovered && !hidden}
            />
          </Suspense>
        </OptionalPart>
      ) : null}
      <ActionIcon
        ref={toggleRef}
        size={phone ? 48 : 56}
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
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse') return;
          setTooltipWanted(true);
          setHovered(true);
        }}
        onPointerLeave={() => setHovered(false)}
      >
        {open ? (
          <IconX size={phone ? 22 : 26} aria-hidden />
        ) : (
          <IconMessageChatbot size={phone ? 24 : 28} aria-hidden />
        )}
      </ActionIcon>
    </Affix>
  );
}
