import type { Gateway, PaymentCurrency } from './pricing';
import { formatMoneyExact } from './pricing';

/**
 * Refund rules (spec part 2, sections 5 and 9): a refund returns the amount minus the gateway's
 * fee (never refunded), within 24 hours of payment and before the gateway settles (2 days for
 * Razorpay, 1 for PayPal). Computed here once; the API enforces it and the modal mirrors it.
 */
export const REFUND_WINDOW_HOURS = 24;
export const SETTLEMENT_DAYS: Record<Gateway, number> = { razorpay: 2, paypal: 1 };
export const REFUND_TIMING: Record<Gateway, string> = {
  razorpay: '5-7 business days',
  paypal: 'instant',
};

export const REFUND_REASONS = [
  'customer_request',
  'service_cancelled',
  'service_not_provided',
  'duplicate_payment',
  'fraudulent',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  customer_request: 'Customer request',
  service_cancelled: 'Service cancelled',
  service_not_provided: 'Service not provided',
  duplicate_payment: 'Duplicate payment',
  fraudulent: 'Fraudulent',
  other: 'Other',
};

export const REFUND_STATUSES = [
  'pending',
  'processing',
  'processed',
  'failed',
  'cancelled',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_MESSAGES = {
  notFound: 'Payment not found',
  alreadyRefunded: 'Payment has already been refunded',
  notCompleted: 'Only completed payments can be refunded',
  window: (hours: number) =>
    `Refund requests must be made within 24 hours of payment. Your payment was made ${hours} hours ago.`,
  settled: (days: number) =>
    `Payment has been settled to our account (${days} day settlement cycle). Please contact support for manual refund processing.`,
  calculation: 'Refund calculation failed',
  notAllowed: 'Refund not allowed',
  exceeds: 'Refund amount exceeds refundable amount',
  exceedsDetail: (max: string, fee: string) =>
    `Maximum refundable amount is ${max} (after gateway charges of ${fee})`,
  auth: 'You must be logged in to request a refund',
  reasonRequired: 'Please provide a reason for the refund',
  failed: 'Refund processing failed',
  refundNotFound: 'Refund not found',
  existing: (status: string) => `Refund ${status}`,
  expired: (hours: number) => `Refund window expired (${hours}h ago)`,
} as const;

/**
 * The gateway's fee on a payment, in minor units, rounded to the minor unit (two decimals):
 * Razorpay 2% plus 18% GST on that fee (2.36%); PayPal 3.49% plus 0.49 USD or 40 INR.
 */
export function gatewayFee(amount: number, currency: PaymentCurrency, gateway: Gateway): number {
  if (gateway === 'razorpay') {
    // 2% fee + 18% of it = 236 / 10000 of the amount, rounded half up.
    return Math.floor((amount * 236 + 5000) / 10000);
  }
  const fixed = currency === 'USD' ? 49 : 4000;
  return Math.floor((amount * 349 + 5000) / 10000) + fixed;
}

export interface RefundBreakdown {
  originalAmount: number;
  gatewayCharges: number;
  refundableAmount: number;
  currency: PaymentCurrency;
}

export function refundBreakdown(
  amount: number,
  currency: PaymentCurrency,
  gateway: Gateway,
): RefundBreakdown {
  const fee = Math.min(amount, gatewayFee(amount, currency, gateway));
  return {
    originalAmount: amount,
    gatewayCharges: fee,
    refundableAmount: amount - fee,
    currency,
  };
}

export interface RefundablePayment {
  amount: number;
  currency: PaymentCurrency;
  gateway: Gateway;
  status: 'pending' | 'completed' | 'failed' | 'refunded';
  /** When the payment was made (completed). */
  paidAt: Date;
  /** The status of a refund already asked for, if any. */
  refundStatus: RefundStatus | null;
}

export type RefundDecision =
  | { ok: true; breakdown: RefundBreakdown; amount: number }
  | { ok: false; message: string; detail?: string };

const HOUR = 3_600_000;

/**
 * May this payment be refunded now, and for how much? `requested` defaults to the refundable
 * amount. `admin` skips the time limits (a support decision), never the arithmetic.
 */
export function refundDecision(
  payment: RefundablePayment,
  now: Date,
  options: { requested?: number; admin?: boolean } = {},
): RefundDecision {
  if (payment.status === 'refunded') return { ok: false, message: REFUND_MESSAGES.alreadyRefunded };
  if (payment.refundStatus && payment.refundStatus !== 'failed') {
    return { ok: false, message: REFUND_MESSAGES.alreadyRefunded };
  }
  if (payment.status !== 'completed') return { ok: false, message: REFUND_MESSAGES.notCompleted };
  const elapsed = now.getTime() - payment.paidAt.getTime();
  if (!options.admin) {
    if (elapsed > REFUND_WINDOW_HOURS * HOUR) {
      return { ok: false, message: REFUND_MESSAGES.window(Math.floor(elapsed / HOUR)) };
    }
    const days = SETTLEMENT_DAYS[payment.gateway];
    if (elapsed > days * 24 * HOUR) {
      return { ok: false, message: REFUND_MESSAGES.settled(days) };
    }
  }
  const breakdown = refundBreakdown(payment.amount, payment.currency, payment.gateway);
  if (breakdown.refundableAmount <= 0) return { ok: false, message: REFUND_MESSAGES.calculation };
  const amount = options.requested ?? breakdown.refundableAmount;
  if (!Number.isInteger(amount) || amount <= 0) {
    return { ok: false, message: REFUND_MESSAGES.calculation };
  }
  if (amount > breakdown.refundableAmount) {
    return {
      ok: false,
      message: REFUND_MESSAGES.exceeds,
      detail: REFUND_MESSAGES.exceedsDetail(
        formatMoneyExact(breakdown.refundableAmount, payment.currency),
        formatMoneyExact(breakdown.gatewayCharges, payment.currency),
      ),
    };
  }
  return { ok: true, breakdown, amount };
}

/** Payment History's line instead of a refund button, or null when the button shows. */
export function refundBlockedReason(
  payment: { status: string; paidAt: Date; refundStatus: RefundStatus | null },
  now: Date,
): string | null {
  if (payment.refundStatus) return REFUND_MESSAGES.existing(payment.refundStatus);
  if (payment.status !== 'completed') return null;
  const hours = Math.floor((now.getTime() - payment.paidAt.getTime()) / HOUR);
  if (hours >= REFUND_WINDOW_HOURS) return REFUND_MESSAGES.expired(hours - REFUND_WINDOW_HOURS);
  return null;
}
