import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconDeviceFloppy, IconEdit, IconSend } from '@tabler/icons-react';
import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { isApiError } from '@petmitra/core/errors';
import { formatMoney } from '@petmitra/core/marketplace/money';
import type { RequestDetail } from '@petmitra/core/marketplace/request-detail';
import { RESPONSE_MESSAGES } from '@petmitra/core/marketplace/responses';
import { serverFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateResponse } from '../api/create-response';
import { useResponseQuota } from '../api/get-response-quota';
import { useUpdateResponse } from '../api/update-response';
import { QuotaLine } from './quota-line';
import { MarkDoneButton } from './mark-done-button';
import { ResponseForm } from './response-form';
import { ResponseStatusBadge } from '../../../components/response-status-badge';
import { PerUseFeeNotice, usePerUseFee } from '../../../components/payments/per-use-fee';

interface RespondPanelProps {
  request: RequestDetail;
  /** Called after the response is created, edited or completed (the page refreshes). */
  onSaved: () => void;
}

/**
 * The provider's side of /request/{id}: the respond form while they may respond, or their own
 * response with what they can still do with it (edit while pending, complete once accepted).
 */
export function RespondPanel({ request, onSaved }: RespondPanelProps) {
  const mine = request.responses.find((r) => r.id === request.viewer.myResponseId) ?? null;
  const quota = useResponseQuota(mine === null && request.viewer.canRespond);
  const create = useCreateResponse();
  const update = useUpdateResponse();
  const [editing, setEditing] = useState(false);
  // The month's free response is used and no plan is active: the form pays the per-use fee.
  const [paymentDue, setPaymentDue] = useState(false);
  const fee = usePerUseFee('response');
  const feeDue =
    paymentDue || Boolean(quota.data && !quota.data.unlimited && quota.data.remaining === 0);

  const failed = (error: unknown, setErrors: (errors: FormErrors) => void) => {
    if (isApiError(error) && error.code === 'payment') {
      // The notice and the pay button take over; no second message.
      setPaymentDue(true);
      return;
    }
    if (isApiError(error) && error.code === 'validation') setErrors(serverFieldErrors(error));
    toast.error(isApiError(error) && error.message ? error.message : RESPONSE_MESSAGES.sendFailed);
  };

  if (!mine) {
    return (
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="respond-heading">
        <Title order={2} size="h4" id="respond-heading" mb="xs">
          Respond to this request
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Tell the pet parent how you can help and what it will cost. You can edit your response
          until they choose a provider.
        </Text>
        <ResponseForm
          currency={request.currency}
          submitLabel={feeDue ? `Pay ${fee.fee ?? 'the fee'} and Send` : 'Send Response'}
          submitIcon={
            feeDue ? <IconLock size={18} aria-hidden /> : <IconSend size={18} aria-hidden />
          }
          pending={create.isPending || fee.pending}
          footer={
            feeDue ? (
              <PerUseFeeNotice unit="response" fee={fee} />
            ) : quota.data ? (
              <QuotaLine quota={quota.data} />
            ) : null
          }
          onSubmit={(input, setErrors, reset) => {
            if (feeDue) {
              void fee.pay({ response: { ...input, requestId: request.id } });
              return;
            }
            create.mutate(
              { requestId: request.id, input },
              {
                onSuccess: () => {
                  toast.success(RESPONSE_MESSAGES.sent);
                  reset();
                  onSaved();
                },
                onError: (error) => failed(error, setErrors),
              },
            );
          }}
        />
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="my-response-heading">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="my-response-heading">
          Your response
        </Title>
        <ResponseStatusBadge status={mine.status} />
      </Group>
      {editing && mine.status === 'pending' ? (
        <ResponseForm
          currency={mine.currency}
          initial={mine}
          submitLabel="Save Response"
          submitIcon={<IconDeviceFloppy size={18} aria-hidden />}
          pending={update.isPending}
          secondaryAction={
            <Button variant="default" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          }
          onSubmit={(input, setErrors) =>
            update.mutate(
              { responseId: mine.id, input },
              {
                onSuccess: () => {
                  toast.success(RESPONSE_MESSAGES.updated);
                  setEditing(false);
                  onSaved();
                },
                onError: (error) => failed(error, setErrors),
              },
            )
          }
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {mine.message}
          </Text>
          <Text size="sm">
            Estimated price:{' '}
            <Text span fw={700}>
              {formatMoney(mine.estimatedPrice, mine.currency)}
            </Text>
          </Text>
          {mine.status === 'withdrawn' ? (
            <Text size="sm" c="dimmed">
              The pet parent withdrew their acceptance
              {mine.withdrawReason ? `: ${mine.withdrawReason}` : '.'}
            </Text>
          ) : null}
          {mine.status === 'rejected' ? (
            <Text size="sm" c="dimmed">
              {RESPONSE_MESSAGES.rejected}
            </Text>
          ) : null}
          {mine.status === 'accepted' ? (
            <Text size="sm">
              The pet parent accepted your response. Their contact details are shown on this page.
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {mine.status === 'pending' ? (
              <Button
                variant="light"
                leftSection={<IconEdit size={16} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                Edit Response
              </Button>
            ) : null}
            {mine.status === 'accepted' && request.status === 'responded' ? (
              <MarkDoneButton
                responseId={mine.id}
                neededOn={request.neededOn}
                neededAt={request.neededAt}
                completable={request.completable}
                providerDoneAt={request.providerDoneAt}
                onDone={onSaved}
              />
            ) : null}
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
