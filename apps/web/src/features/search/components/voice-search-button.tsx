import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMicrophone, IconMicrophoneOff } from '@tabler/icons-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { HoverTooltip } from '../../../components/hover-tooltip';
import { VOICE_SEARCH_MESSAGES } from '@petmitra/core/discovery/devices';
import { useVoiceSearch } from '../hooks/use-voice-search';

// The dialog (Mantine's Modal) loads when the button is pointed at or focused.
const loadVoiceSearchDialog = () => import('./voice-search-dialog');
const VoiceSearchDialog = lazy(async () => ({
  default: (await loadVoiceSearchDialog()).VoiceSearchDialog,
}));

interface VoiceSearchButtonProps {
  /** Receives what was said once the recogniser has a final result. */
  onResult: (text: string) => void;
}

/**
 * The microphone in the search bar. It opens the voice search dialog and starts listening;
 * where the browser has no speech recognition it says so (tooltip, description and dialog)
 * rather than doing nothing.
 */
export function VoiceSearchButton({ onResult }: VoiceSearchButtonProps) {
  const [opened, dialog] = useDisclosure(false);
  const descriptionId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // The dialog's first opening mounts it already open, so it cannot note what had focus: the
  // button takes focus back when the dialog closes.
  const returnFocus = () => {
    setTimeout(() => {
      const opener = button.current;
      if (opener?.isConnected && document.activeElement !== opener) opener.focus();
    }, 0);
  };
  const voice = useVoiceSearch((text) => {
    onResult(text);
    dialog.close();
    returnFocus();
  });

  // Mounted from the first opening on, so closing animates as usual.
  const [dialogUsed, setDialogUsed] = useState(false);
  const open = () => {
    setDialogUsed(true);
    dialog.open();
    if (voice.supported) voice.start();
  };
  const close = () => {
    voice.reset();
    dialog.close();
    returnFocus();
  };

  const label = voice.supported ? 'Voice search' : 'Voice search (not available)';

  return (
    <>
      <ActionIcon
        ref={button}
        variant="subtle"
        color={voice.supported ? 'brand' : 'gray'}
        size="lg"
        aria-label={label}
        aria-describedby={voice.supported ? undefined : descriptionId}
        onClick={open}
        onPointerEnter={() => void loadVoiceSearchDialog()}
        onFocus={() => void loadVoiceSearchDialog()}
      >
        {voice.supported ? (
          <IconMicrophone size={20} aria-hidden />
        ) : (
          <IconMicrophoneOff size={20} aria-hidden />
        )}
      </ActionIcon>
      <HoverTooltip
        target={button}
        label={voice.supported ? 'Search by voice' : VOICE_SEARCH_MESSAGES.unsupported}
        withArrow
      />
      {voice.supported ? null : (
        <span id={descriptionId} hidden>
          {VOICE_SEARCH_MESSAGES.unsupported}
        </span>
      )}

      {dialogUsed ? (
        // Preloaded on hover and focus of the button, so there is nothing to wait for here.
        <Suspense fallback={null}>
          <VoiceSearchDialog opened={opened} onClose={close} voice={voice} />
        </Suspense>
      ) : null}
    </>
  );
}
