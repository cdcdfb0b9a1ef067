import { Badge, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isApiError, messageForError } from '@petmitra/core/errors';
import {
  CANCELLATION_WINDOWS,
  LIFECYCLE_MESSAGES,
  WITHDRAW_REASON_MAX_LENGTH,
  cancellationWindowFor,
} from '@petmitra/core/marketplace/lifecycle';
import type { RequestDetail } from '@petmitra/core/marketplace/request-detail';
import { toast } from '../../../lib/toast';
import { useWithdrawAcceptance } from '../api/withdraw-acceptance';

/**
 * Withdraw an acceptance before the service: a reason is required, and the FAQ's cancellation
 * windows are shown with the one that applies now marked.
 */
export function WithdrawAcceptanceModal({
  request,
  opened,
  onClose,
}: {
  request: RequestDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const withdraw = useWithdrawAcceptance();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The window that applies when the dialog opens (it is mounted on opening).
  const [openedAt] = useState(() => Date.now());
  const applies = cancellationWindowFor(new Date(request.scheduledAt).getTime() - openedAt);

  const submit = () => {
    if (!reason.trim()) {
      setError(LIFECYCLE_MESSAGES.withdrawReasonRequired);
      return;
    }
    setError(null);
    withdraw.mutate(
      { requestId: request.id, reason },
      {
        onSuccess: () => {
          toast.success(LIFECYCLE_MESSAGES.withdrawn);
          setReason('');
          onClose();
        },
        onError: (failure) => {
          const fields = isApiError(failure)
            ? (failure.details as { fieldErrors?: Record<string, string[]> } | undefined)
                ?.fieldErrors
            : undefined;
          setError(fields?.reason?.[0] ?? messageForError(failure));
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={LIFECYCLE_MESSAGES.withdrawTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          {request.selectedProvider
            ? `${request.selectedProvider.name} will be told, with your reason. `
            : ''}
          The other providers' responses become open again, so you can choose another.
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={600} id="cancellation-windows">
            Cancellation policy (FAQ)
          </Text>
          <List size="sm" spacing={4} aria-labelledby="cancellation-windows">
            {CANCELLATION_WINDOWS.map((w) => (
              <List.Item key={w.window}>
                <Group gap="xs" component="span">
                  <span>
                    {w.when} the service: {w.outcome}
                  </span>
                  {w.window === applies ? (
                    <Badge size="sm" variant="light" color="orange">
                      Applies now
                    </Badge>
                  ) : null}
                </Group>
              </List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed">
            Service fees are paid to the provider directly; settle any refund with them.
          </Text>
        </Stack>
        <Textarea
          label="Reason for withdrawing"
          required
          autosize
          minRows={3}
          maxLength={WITHDRAW_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep Acceptance
          </Button>
          <Button loading={withdraw.isPending} onClick={submit}>
            Withdraw Acceptance
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
