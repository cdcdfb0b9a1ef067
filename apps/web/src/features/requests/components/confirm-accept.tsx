import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { messageForError } from '@petmitra/core/errors';
import { LIFECYCLE_MESSAGES } from '@petmitra/core/marketplace/lifecycle';
import { formatMoney } from '@petmitra/core/marketplace/money';
import type { RequestResponse } from '@petmitra/core/marketplace/responses';
import { toast } from '../../../lib/toast';
import { useAcceptResponse } from '../api/accept-response';

/**
 * Accept, deliberately: a dialog shows the provider, their quote and the price and asks for
 * confirmation; only then is the response accepted (and the other providers told).
 */
export function useConfirmAccept() {
  const accept = useAcceptResponse();
  const ask = (requestId: string, response: RequestResponse) =>
    modals.openConfirmModal({
      title: LIFECYCLE_MESSAGES.acceptTitle,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            Provider:{' '}
            <Text span fw={700}>
              {response.provider.name}
            </Text>
          </Text>
          <Text size="sm">
            Price:{' '}
            <Text span fw={700}>
              {formatMoney(response.estimatedPrice, response.currency)}
            </Text>
          </Text>
          <Text size="sm" fw={600}>
            Their quote
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {response.message}
          </Text>
          <Text size="sm" c="dimmed">
            {LIFECYCLE_MESSAGES.othersTold}
          </Text>
        </Stack>
      ),
      labels: { confirm: LIFECYCLE_MESSAGES.acceptConfirm, cancel: 'Back' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        accept.mutate(
          { requestId, responseId: response.id },
          {
            onSuccess: () =>
              toast.success(`You chose ${response.provider.name}.`, {
                title: LIFECYCLE_MESSAGES.accepted,
              }),
            onError: (error) => toast.error(messageForError(error)),
          },
        ),
    });
  return { ask, acceptingId: accept.isPending ? accept.variables.responseId : null };
}
