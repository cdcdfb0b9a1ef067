import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMicrophone, IconMicrophoneOff, IconPlayerStop } from '@tabler/icons-react';
import { useId } from 'react';
import { VOICE_SEARCH_MESSAGES } from '@petmitra/core/discovery/devices';
import { useVoiceSearch } from '../hooks/use-voice-search';

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
  const voice = useVoiceSearch((text) => {
    onResult(text);
    dialog.close();
  });

  const open = () => {
    dialog.open();
    if (voice.supported) voice.start();
  };
  const close = () => {
    voice.reset();
    dialog.close();
  };

  const label = voice.supported ? 'Voice search' : 'Voice search (not available)';

  return (
    <>
      <Tooltip
        label={voice.supported ? 'Search by voice' : VOICE_SEARCH_MESSAGES.unsupported}
        withArrow
      >
        <ActionIcon
          variant="subtle"
          color={voice.supported ? 'brand' : 'gray'}
          size="lg"
          aria-label={label}
          aria-describedby={voice.supported ? undefined : descriptionId}
          onClick={open}
        >
          {voice.supported ? (
            <IconMicrophone size={20} aria-hidden />
          ) : (
            <IconMicrophoneOff size={20} aria-hidden />
          )}
        </ActionIcon>
      </Tooltip>
      {voice.supported ? null : (
        <span id={descriptionId} hidden>
          {VOICE_SEARCH_MESSAGES.unsupported}
        </span>
      )}

      <Modal
        opened={opened}
        onClose={close}
        title="Voice Search"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {!voice.supported ? (
          <Alert color="yellow" variant="light" icon={<IconMicrophoneOff aria-hidden />}>
            {VOICE_SEARCH_MESSAGES.unsupported}. Type your search instead.
          </Alert>
        ) : (
          <Stack align="center" gap="md" ta="center" aria-live="polite">
            <ThemeIcon
              size={72}
              radius="xl"
              variant={voice.state === 'listening' ? 'filled' : 'light'}
              color={voice.state === 'error' ? 'red' : 'brand'}
              aria-hidden
            >
              {voice.state === 'error' ? (
                <IconMicrophoneOff size={36} />
              ) : (
                <IconMicrophone size={36} />
              )}
            </ThemeIcon>
            {voice.state === 'listening' ? (
              <>
                <Text fw={600}>Listening... Speak now</Text>
                {voice.transcript ? <Text c="dimmed">“{voice.transcript}”</Text> : null}
                <Button
                  variant="default"
                  leftSection={<IconPlayerStop size={16} aria-hidden />}
                  onClick={close}
                >
                  Stop
                </Button>
              </>
            ) : null}
            {voice.state === 'done' ? (
              <Text fw={600}>Searching for “{voice.transcript}”</Text>
            ) : null}
            {voice.state === 'error' && voice.error ? (
              <>
                <Text c="red.8" fw={600} role="alert">
                  {voice.error}
                </Text>
                <Group justify="center">
                  <Button onClick={voice.start}>Try Again</Button>
                  <Button variant="default" onClick={close}>
                    Cancel
                  </Button>
                </Group>
              </>
            ) : null}
            {voice.state === 'idle' ? (
              <>
                <Text>Say what you are looking for, such as “dog grooming in Pune”.</Text>
                <Button
                  leftSection={<IconMicrophone size={16} aria-hidden />}
                  onClick={voice.start}
                >
                  Start Listening
                </Button>
              </>
            ) : null}
          </Stack>
        )}
      </Modal>
    </>
  );
}
