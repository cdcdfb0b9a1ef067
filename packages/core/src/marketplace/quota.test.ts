import { describe, expect, it } from 'vitest';
import {
  FREE_REQUESTS_PER_MONTH,
  FREE_RESPONSES_PER_MONTH,
  PER_USE_FEE_INR,
  QUOTA_MESSAGES,
  monthStart,
  nextMonthStart,
  quotaFor,
  quotaMessage,
  renewalDay,
} from './quota';

describe('the free monthly quota', () => {
  it('is one request and one response, then ₹45 each', () => {
    expect(FREE_REQUESTS_PER_MONTH).toBe(1);
    expect(FREE_RESPONSES_PER_MONTH).toBe(1);
    expect(PER_USE_FEE_INR).toBe(45);
    expect(quotaMessage('request')).toBe(
      'You have used your free request for this month. Each extra request costs ₹45, or choose a monthly or annual plan.',
    );
    expect(quotaMessage('response')).toBe(QUOTA_MESSAGES.responseUsed);
    expect(QUOTA_MESSAGES.responseUsed).toContain('free response');
  });

  it('counts calendar months in India time', () => {
    // 00:15 on 1 June in India, still 31 May in UTC.
    const now = new Date('2026-05-31T18:45:00Z');
    expect(monthStart(now).toISOString()).toBe('2026-05-31T18:30:00.000Z');
    expect(nextMonthStart(now).toISOString()).toBe('2026-06-30T18:30:00.000Z');
  });

  it('reports used, limit and remaining', () => {
    const now = new Date('2026-05-10T00:00:00Z');
    expect(quotaFor('request', 0, now)).toEqual({
      unlimited: false,
      used: 0,
      limit: 1,
      remaining: 1,
      monthStart: '2026-04-30T18:30:00.000Z',
      resetsAt: '2026-05-31T18:30:00.000Z',
      perUseFeeInr: 45,
    });
    expect(quotaFor('response', 3, now)).toMatchObject({ used: 3, remaining: 0 });
  });

  it('is unlimited while a paid plan is active', () => {
    const now = new Date('2026-05-10T00:00:00Z');
    expect(quotaFor('request', 7, now, true)).toMatchObject({
      unlimited: true,
      used: 7,
      remaining: 1,
    });
  });

  it("names the renewal day in India time, whatever the reader's time zone", () => {
    // Midnight on 1 December in India is 18:30 UTC on 30 November.
    expect(renewalDay('2026-11-30T18:30:00.000Z')).toBe('1 December');
    expect(renewalDay(nextMonthStart(new Date('2026-12-31T20:00:00Z')).toISOString())).toBe(
      '1 February',
    );
  });
});
