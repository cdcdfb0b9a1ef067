import { Alert, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff, IconPlayerStop } from '@tabler/icons-react';
import { VOICE_SEARCH_MESSAGES } from '@petmitra/core/discovery/devices';
import type { VoiceSearch } from '../hooks/use-voice-search';

/**
 * The voice search dialog, on its own chunk (Mantine's Modal, focus trap and scroll lock): the
 * microphone button (voice-search-button.tsx) loads it when pointed at or focused and mounts it
 * on the first press.
 */
export function VoiceSearchDialog({
  opened,
  onClose,
  voice,
}: {
  opened: boolean;
  onClose: () => void;
  voice: VoiceSearch;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
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
                onClick={onClose}
              >
                Stop
              </Button>
            </>
          ) : null}
          {voice.state === 'done' ? <Text fw={600}>Searching for “{voice.transcript}”</Text> : null}
          {voice.state === 'error' && voice.error ? (
            <>
              <Text c="red.8" fw={600} role="alert">
                {voice.error}
              </Text>
              <Group justify="center">
                <Button onClick={voice.start}>Try Again</Button>
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
              </Group>
            </>
          ) : null}
          {voice.state === 'idle' ? (
            <>
              <Text>Say what you are looking for, such as “dog grooming in Pune”.</Text>
              <Button leftSection={<IconMicrophone size={16} aria-hidden />} onClick={voice.start}>
                Start Listening
              </Button>
            </>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}
