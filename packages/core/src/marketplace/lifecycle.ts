import { z } from 'zod';
import { POLICY } from '../help/policies';
import { plainText } from '../text/fields';

/**
 * The deliberate end of a request's life (issue 13, item 3; decision 0025): accepting a
 * response is confirmed; the service can be completed only from its scheduled date and time
 * on, the provider marks it done and the parent confirms (or it confirms itself after
 * AUTO_CONFIRM_HOURS); before the service the parent may withdraw an acceptance, with a reason.
 */

/** A service the provider marked done confirms itself this long after, unless the parent did. */
export const AUTO_CONFIRM_HOURS = 48;

export const WITHDRAW_REASON_MAX_LENGTH = 500;

export const LIFECYCLE_MESSAGES = {
  acceptTitle: 'Accept this response?',
  acceptConfirm: 'Accept and notify',
  accepted: 'Response accepted',
  othersTold: 'The other providers who responded will be told that you chose someone else.',
  markDoneConfirm: 'Mark this service as done? The pet parent will be asked to confirm.',
  markedDone: 'Marked as done. The pet parent will be asked to confirm.',
  alreadyMarkedDone: 'You have already marked this service as done',
  confirmed: 'Service request marked as completed',
  awaitingConfirmation: 'The provider marked this service as done. Please confirm it.',
  withdrawTitle: 'Withdraw your acceptance',
  withdrawReasonRequired: 'Please give a reason for withdrawing',
  withdrawReasonTooLong: `Reason must be at most ${WITHDRAW_REASON_MAX_LENGTH} characters`,
  notWithdrawable: 'An acceptance can be withdrawn only before the service',
  withdrawn: 'Acceptance withdrawn. You can accept another response.',
  noAcceptance: 'There is no accepted response to withdraw',
} as const;

/** The refusal of a completion before the service's scheduled date and time. */
export function completeTooEarlyMessage(neededOn: string, neededAt: string): string {
  return `This service is scheduled for ${neededOn} at ${neededAt.slice(0, 5)} (India time). It can be marked as completed from then on.`;
}

export const withdrawAcceptanceSchema = z.object({
  reason: plainText({ error: LIFECYCLE_MESSAGES.withdrawReasonRequired })
    .max(WITHDRAW_REASON_MAX_LENGTH, LIFECYCLE_MESSAGES.withdrawReasonTooLong)
    .refine((value) => value.length > 0, LIFECYCLE_MESSAGES.withdrawReasonRequired),
});
export type WithdrawAcceptanceInput = z.output<typeof withdrawAcceptanceSchema>;

export type CancellationWindow = 'full' | 'half' | 'none';

const { fullRefundHours, halfRefundHours, halfRefundPercent } = POLICY.cancellation;

/** The FAQ's cancellation windows, in order, with the words the FAQ uses. */
export const CANCELLATION_WINDOWS: readonly {
  window: CancellationWindow;
  when: string;
  outcome: string;
}[] = [
  { window: 'full', when: `${fullRefundHours} hours or more before`, outcome: 'full refund' },
  {
    window: 'half',
    when: `Between ${halfRefundHours} and ${fullRefundHours} hours before`,
    outcome: `${halfRefundPercent}% refund`,
  },
  { window: 'none', when: `Less than ${halfRefundHours} hours before`, outcome: 'no refund' },
];

/** Which of the FAQ's windows a withdrawal `msBefore` the service falls in. */
export function cancellationWindowFor(msBefore: number): CancellationWindow {
  const hours = msBefore / 3_600_000;
  if (hours >= fullRefundHours) return 'full';
  if (hours >= halfRefundHours) return 'half';
  return 'none';
}
