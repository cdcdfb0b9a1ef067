import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck } from '@tabler/icons-react';
import { messageForError } from '@petmitra/core/errors';
import { LIFECYCLE_MESSAGES } from '@petmitra/core/marketplace/lifecycle';
import { formatClock, formatDay } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useCompleteResponse } from '../api/complete-response';

interface MarkDoneButtonProps {
  responseId: string;
  neededOn: string;
  neededAt: string;
  /** The server's word: accepted and the scheduled time has come. */
  completable: boolean;
  providerDoneAt: string | null;
  onDone?: () => void;
}

/**
 * The provider's Mark as Done for an accepted response: from the scheduled time on (disabled
 * with the reason before), asked for confirmation; then it waits for the parent's confirmation.
 */
export function MarkDoneButton({
  responseId,
  neededOn,
  neededAt,
  completable,
  providerDoneAt,
  onDone,
}: MarkDoneButtonProps) {
  const complete = useCompleteResponse();
  const hintId = `done-hint-${responseId}`;
  if (providerDoneAt) {
    return (
      <Text size="sm" c="dimmed">
        You marked this service as done. Waiting for the pet parent to confirm.
      </Text>
    );
  }
  return (
    <Stack gap={4} align="flex-end">
      <Button
        size="sm"
        leftSection={<IconCheck size={16} aria-hidden />}
        loading={complete.isPending}
        disabled={!completable}
        aria-describedby={completable ? undefined : hintId}
        onClick={() =>
          modals.openConfirmModal({
            title: 'Mark as Done?',
            children: <Text size="sm">{LIFECYCLE_MESSAGES.markDoneConfirm}</Text>,
            labels: { confirm: 'Mark as Done', cancel: 'Back' },
            closeButtonProps: { 'aria-label': 'Close' },
            onConfirm: () =>
              complete.mutate(responseId, {
                onSuccess: () => {
                  toast.success(LIFECYCLE_MESSAGES.markedDone);
                  onDone?.();
                },
                onError: (error) => toast.error(messageForError(error)),
              }),
          })
        }
      >
        Mark as Done
      </Button>
      {completable ? null : (
        <Text size="xs" c="dimmed" id={hintId}>
          You can mark it as done from {formatDay(neededOn)} at {formatClock(neededAt)}.
        </Text>
      )}
    </Stack>
  );
}
