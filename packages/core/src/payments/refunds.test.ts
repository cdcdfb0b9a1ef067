import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REFUND_MESSAGES,
  gatewayFee,
  refundBlockedReason,
  refundBreakdown,
  refundDecision,
  type RefundablePayment,
} from './refunds';

const HOUR = 3_600_000;
const paidAt = new Date('2026-03-01T10:00:00Z');
const payment = (over: Partial<RefundablePayment> = {}): RefundablePayment => ({
  amount: 12_500,
  currency: 'INR',
  gateway: 'razorpay',
  status: 'completed',
  paidAt,
  refundStatus: null,
  ...over,
});
const at = (hours: number) => new Date(paidAt.getTime() + hours * HOUR);

describe('gateway fees', () => {
  it('are Razorpay 2% + 18% GST on the fee', () => {
    // ₹125: fee ₹2.50 + GST ₹0.45 = ₹2.95.
    expect(gatewayFee(12_500, 'INR', 'razorpay')).toBe(295);
    expect(refundBreakdown(4500, 'INR', 'razorpay')).toEqual({
      originalAmount: 4500,
      gatewayCharges: 106,
      refundableAmount: 4394,
      currency: 'INR',
    });
  });

  it('are PayPal 3.49% + 0.49 USD or 40 INR', () => {
    // $1.50: 5.235 cents -> 5, + 49.
    expect(gatewayFee(150, 'USD', 'paypal')).toBe(54);
    expect(gatewayFee(100_000, 'INR', 'paypal')).toBe(3490 + 4000);
    // $0.54 less $0.51 of fees leaves 3 cents.
    expect(refundBreakdown(54, 'USD', 'paypal').refundableAmount).toBe(3);
    // 0.01 USD (the test payment) is all fee.
    expect(refundBreakdown(1, 'USD', 'paypal').refundableAmount).toBe(0);
  });

  it('never refund the fee and never refund more than was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.constantFrom('INR' as const, 'USD' as const),
        fc.constantFrom('razorpay' as const, 'paypal' as const),
        (amount, currency, gateway) => {
          const b = refundBreakdown(amount, currency, gateway);
          expect(b.gatewayCharges + b.refundableAmount).toBe(amount);
          expect(b.refundableAmount).toBeGreaterThanOrEqual(0);
          expect(b.gatewayCharges).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(b.gatewayCharges)).toBe(true);
        },
      ),
    );
  });
});

describe('refund eligibility', () => {
  it('refunds a completed payment within 24 hours, less the fee', () => {
    const d = refundDecision(payment(), at(2));
    expect(d).toMatchObject({ ok: true, amount: 12_205 });
  });

  it('refuses with the spec words', () => {
    expect(refundDecision(payment({ status: 'refunded' }), at(1))).toEqual({
      ok: false,
      message: REFUND_MESSAGES.alreadyRefunded,
    });
    expect(refundDecision(payment({ refundStatus: 'processing' }), at(1))).toMatchObject({
      ok: false,
      message: 'Payment has already been refunded',
    });
    expect(refundDecision(payment({ status: 'pending' }), at(1))).toMatchObject({
      message: 'Only completed payments can be refunded',
    });
    expect(refundDecision(payment(), at(30))).toMatchObject({
      message:
        'Refund requests must be made within 24 hours of payment. Your payment was made 30 hours ago.',
    });
    const over = refundDecision(payment(), at(1), { requested: 12_206 });
    expect(over).toEqual({
      ok: false,
      message: 'Refund amount exceeds refundable amount',
      detail: 'Maximum refundable amount is ₹122.05 (after gateway charges of ₹2.95)',
    });
  });

  it('lets support refund after the window, with the same arithmetic', () => {
    expect(refundDecision(payment(), at(100), { admin: true })).toMatchObject({
      ok: true,
      amount: 12_205,
    });
  });

  it('allows a failed refund to be asked again', () => {
    expect(refundDecision(payment({ refundStatus: 'failed' }), at(1)).ok).toBe(true);
  });

  it("explains Payment History's missing button", () => {
    expect(refundBlockedReason({ ...payment(), refundStatus: 'processed' }, at(1))).toBe(
      'Refund processed',
    );
    expect(refundBlockedReason(payment(), at(27))).toBe('Refund window expired (3h ago)');
    expect(refundBlockedReason(payment(), at(3))).toBeNull();
  });
});
