import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowsMaximize, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messageForError } from '@petmitra/core/errors';
import { AUTO_CONFIRM_HOURS, LIFECYCLE_MESSAGES } from '@petmitra/core/marketplace/lifecycle';
import { REQUEST_MESSAGES, type MyRequest } from '@petmitra/core/marketplace/requests';
import type { RequestDetail } from '@petmitra/core/marketplace/request-detail';
import { formatClock, formatDay } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useCompleteRequest } from '../api/complete-request';
import { useDeclineRequest } from '../api/decline-request';
import { useWidenRequest } from '../api/widen-request';
import { WithdrawAcceptanceModal } from './withdraw-acceptance-modal';

type Scheduled = Pick<MyRequest, 'neededOn' | 'neededAt'>;

/** 'You can mark it as completed from 26 Nov 2026 at 10:30 am.' */
export const completableFrom = (r: Scheduled) =>
  `You can mark it as completed from ${formatDay(r.neededOn)} at ${formatClock(r.neededAt)}.`;

/** '26 Nov 2026, 10:30 am' for an instant, in the viewer's zone. */
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The parent's Mark as Completed (Confirm Completion once the provider marked it done), asked
 * for confirmation, and disabled with the reason before the scheduled time.
 */
export function CompleteRequestButton({
  request,
  size = 'sm',
}: {
  request: Pick<
    MyRequest,
    'id' | 'serviceName' | 'neededOn' | 'neededAt' | 'completable' | 'providerDoneAt'
  >;
  size?: 'xs' | 'sm';
}) {
  const complete = useCompleteRequest();
  const hintId = `complete-hint-${request.id}`;
  const label = request.providerDoneAt ? 'Confirm Completion' : 'Mark as Completed';
  const confirm = () =>
    modals.openConfirmModal({
      title: `${label}?`,
      children: (
        <Text size="sm">
          {request.providerDoneAt
            ? `Confirm that the ${request.serviceName} service was done. You can then review the provider.`
            : `Mark the ${request.serviceName} service as completed? You can then review the provider.`}
        </Text>
      ),
      labels: { confirm: label, cancel: 'Back' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        complete.mutate(request.id, {
          onSuccess: () => toast.success(LIFECYCLE_MESSAGES.confirmed),
          onError: (error) => toast.error(messageForError(error)),
        }),
    });
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size={size}
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={confirm}
        loading={complete.isPending}
        disabled={!request.completable}
        aria-describedby={request.completable ? undefined : hintId}
      >
        {label}
      </Button>
      {request.completable ? null : (
        <Text size="xs" c="dimmed" id={hintId}>
          {completableFrom(request)}
        </Text>
      )}
    </Stack>
  );
}

/** The parent's steps after accepting: confirm the provider's done, complete, or withdraw. */
export function ParentLifecycleActions({ request }: { request: RequestDetail }) {
  const [withdrawing, setWithdrawing] = useState(false);
  if (request.status !== 'responded' || !request.selectedResponseId) return null;
  return (
    <Stack gap="sm">
      {request.providerDoneAt ? (
        <Alert color="blue" title="Marked as done by the provider">
          {LIFECYCLE_MESSAGES.awaitingConfirmation}{' '}
          {request.autoConfirmAt
            ? `Otherwise it confirms itself on ${when(request.autoConfirmAt)} (${AUTO_CONFIRM_HOURS} hours after).`
            : ''}
        </Alert>
      ) : null}
      <Group justify="flex-end" align="flex-start">
        {/* Not completable yet while accepted: the service is still ahead (server's clock). */}
        {!request.providerDoneAt && !request.completable ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setWithdrawing(true)}
          >
            Withdraw Acceptance
          </Button>
        ) : null}
        <CompleteRequestButton request={request} />
      </Group>
      {withdrawing ? (
        <WithdrawAcceptanceModal request={request} opened onClose={() => setWithdrawing(false)} />
      ) : null}
    </Stack>
  );
}

/** A direct request the provider declined or left unanswered: the parent may widen it. */
export function WidenOffer({ request }: { request: RequestDetail }) {
  const widen = useWidenRequest();
  if (!request.directProvider || !request.widenOffered) return null;
  if (request.selectedResponseId || (request.status !== 'open' && request.status !== 'responded'))
    return null;
  return (
    <Alert color="orange" title={`${request.directProvider.name} is not available`}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {request.directProvider.name} declined or did not answer in time. You can send this
          request to every provider nearby.
        </Text>
        <Button
          leftSection={<IconArrowsMaximize size={16} aria-hidden />}
          loading={widen.isPending}
          onClick={() =>
            widen.mutate(request.id, {
              onSuccess: () => toast.success(REQUEST_MESSAGES.widened),
              onError: (error) => toast.error(messageForError(error)),
            })
          }
        >
          Widen to nearby providers
        </Button>
      </Stack>
    </Alert>
  );
}

/** The provider a direct request went to may decline it (the parent is offered to widen it). */
export function DeclineDirectRequest({ request }: { request: RequestDetail }) {
  const decline = useDeclineRequest();
  const navigate = useNavigate();
  if (request.viewer.isRequester || !request.directProvider || !request.viewer.canRespond)
    return null;
  return (
    <Alert color="blue" title="Sent to you only">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {request.requester.name} chose you for this request. If you cannot take it, decline it so
          they can ask other providers nearby.
        </Text>
        <Button
          variant="default"
          loading={decline.isPending}
          onClick={() =>
            modals.openConfirmModal({
              title: 'Decline this request?',
              children: (
                <Text size="sm">{`${request.requester.name} will be offered to send it to other providers nearby.`}</Text>
              ),
              labels: { confirm: 'Decline', cancel: 'Back' },
              closeButtonProps: { 'aria-label': 'Close' },
              onConfirm: () =>
                decline.mutate(request.id, {
                  onSuccess: () => {
                    toast.success('Request declined');
                    void navigate('/open-requests');
                  },
                  onError: (error) => toast.error(messageForError(error)),
                }),
            })
          }
        >
          Decline
        </Button>
      </Stack>
    </Alert>
  );
}
