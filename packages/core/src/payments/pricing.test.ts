import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  fromDecimalString,
  inrPaiseToUsdCents,
  paymentRoute,
  planButtonLabel,
  planEndDate,
  plansFor,
  productPrice,
  toDecimalString,
} from './pricing';

describe('prices', () => {
  it('are ₹45 per use, ₹125 a month and ₹1,250 a year, in paise', () => {
    expect(productPrice('request_fee', 'INR')).toEqual({ amount: 4500, currency: 'INR' });
    expect(productPrice('response_fee', 'INR').amount).toBe(4500);
    expect(productPrice('plan_monthly', 'INR').amount).toBe(12_500);
    expect(productPrice('plan_annual', 'INR').amount).toBe(125_000);
  });

  it('are INR × 0.012 in US cents, rounded to the cent', () => {
    expect(productPrice('request_fee', 'USD')).toEqual({ amount: 54, currency: 'USD' });
    expect(productPrice('plan_monthly', 'USD').amount).toBe(150);
    expect(productPrice('plan_annual', 'USD').amount).toBe(1500);
    expect(inrPaiseToUsdCents(4167)).toBe(50); // 50.004 cents
    expect(inrPaiseToUsdCents(125)).toBe(2); // 1.5 rounds half up
  });

  it('converts like the decimal arithmetic for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (paise) => {
        const exact = (paise * 12) / 1000;
        const cents = inrPaiseToUsdCents(paise);
        expect(Number.isInteger(cents)).toBe(true);
        expect(Math.abs(cents - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('formats INR without decimals and USD with two', () => {
    expect(formatMoney(125_000, 'INR')).toBe('₹1,250');
    expect(formatMoney(10_000_000, 'INR')).toBe('₹1,00,000');
    expect(formatMoney(54, 'USD')).toBe('$0.54');
    expect(formatMoney(150_000, 'USD')).toBe('$1,500.00');
  });

  it('writes and reads gateway decimal strings', () => {
    expect(toDecimalString(54)).toBe('0.54');
    expect(toDecimalString(1500)).toBe('15.00');
    expect(fromDecimalString('0.5')).toBe(50);
    expect(fromDecimalString('1,5')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (n) => {
        expect(fromDecimalString(toDecimalString(n))).toBe(n);
      }),
    );
  });
});

describe('gateway by country', () => {
  it('sends India and unknown countries to Razorpay in INR, the rest to PayPal in USD', () => {
    expect(paymentRoute('IN')).toEqual({ gateway: 'razorpay', currency: 'INR' });
    expect(paymentRoute(null)).toEqual({ gateway: 'razorpay', currency: 'INR' });
    expect(paymentRoute('??')).toEqual({ gateway: 'razorpay', currency: 'INR' });
    expect(paymentRoute('us')).toEqual({ gateway: 'paypal', currency: 'USD' });
    expect(paymentRoute('GB')).toEqual({ gateway: 'paypal', currency: 'USD' });
  });
});

describe('plans', () => {
  it('are request-based for parents and response-based for providers', () => {
    const parent = plansFor('pet_parent', 'INR');
    expect(parent.map((p) => p.type)).toEqual(['free', 'monthly', 'annual']);
    expect(parent[0]!.features[0]).toBe('1 free request every month');
    expect(parent[2]!.saving).toEqual({ amount: 25_000, currency: 'INR' });
    expect(plansFor('service_provider', 'USD')[1]!.features[0]).toBe('Unlimited responses');
    expect(plansFor('service_provider', 'USD')[0]!.features[1]).toBe('$0.54 per extra response');
  });

  it('labels buttons by plan order', () => {
    expect(planButtonLabel('free', null)).toBe('Current Plan');
    expect(planButtonLabel('free', null, 'home')).toBe('Get Started');
    expect(planButtonLabel('monthly', null)).toBe('Subscribe Now');
    expect(planButtonLabel('monthly', 'monthly')).toBe('Current Plan');
    expect(planButtonLabel('monthly', 'monthly', 'home')).toBe('Manage Subscription');
    expect(planButtonLabel('annual', 'monthly')).toBe('Upgrade Now');
    expect(planButtonLabel('monthly', 'annual')).toBe('Downgrade Now');
    expect(planButtonLabel('free', 'annual')).toBe('Downgrade Now');
  });

  it('run one month or twelve, clamped to the month end', () => {
    const start = new Date('2026-01-31T10:00:00Z');
    expect(planEndDate(start, 'monthly').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(planEndDate(start, 'annual').toISOString()).toBe('2027-01-31T10:00:00.000Z');
  });
});
