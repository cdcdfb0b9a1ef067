import type { Quota } from './quota-schema';
import { indiaDate, indiaMonthStart } from './india-time';

/**
 * The freemium quota (spec part 2, sections 1 and 9; DESIGN section 6): one free request per
 * pet parent and one free response per provider each calendar month, counted in India time;
 * after that each costs ₹45 unless a monthly or annual plan is active (the payments issue).
 */
export const FREE_REQUESTS_PER_MONTH = 1;
export const FREE_RESPONSES_PER_MONTH = 1;
export const PER_USE_FEE_INR = 45;
export const PER_USE_FEE_PAISE = PER_USE_FEE_INR * 100;
export const MONTHLY_PLAN_INR = 125;
export const ANNUAL_PLAN_INR = 1250;

export type QuotaKind = 'request' | 'response';

/** The first instant of the current calendar month in India (Asia/Kolkata). */
export function monthStart(now: Date): Date {
  return indiaMonthStart(now);
}

/** When the quota resets: the first instant of next month in India. */
export function nextMonthStart(now: Date): Date {
  return indiaMonthStart(now, 1);
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The day the free quota renews, as a person in India reads it ('1 December'): the reset
 * instant is midnight in India, which a browser in UTC would call the last day of the month.
 */
export function renewalDay(resetsAt: string): string {
  const [, month, day] = indiaDate(new Date(resetsAt)).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return `${day} ${MONTH_NAMES[month - 1]}`;
}

export const QUOTA_MESSAGES = {
  requestUsed: `You have used your free request for this month. Each extra request costs ₹${PER_USE_FEE_INR}, or choose a monthly or annual plan.`,
  responseUsed: `You have used your free response for this month. Each extra response costs ₹${PER_USE_FEE_INR}, or choose a monthly or annual plan.`,
} as const;

export function quotaMessage(kind: QuotaKind): string {
  return kind === 'request' ? QUOTA_MESSAGES.requestUsed : QUOTA_MESSAGES.responseUsed;
}

export function freeLimitFor(kind: QuotaKind): number {
  return kind === 'request' ? FREE_REQUESTS_PER_MONTH : FREE_RESPONSES_PER_MONTH;
}

// The reply's schema is in quota-schema.ts: this module stays free of zod for the pages
// that quote the rules (the FAQ, the policies) without checking a reply.
export type { Quota } from './quota-schema';

export function quotaFor(kind: QuotaKind, used: number, now: Date, unlimited = false): Quota {
  const limit = freeLimitFor(kind);
  return {
    unlimited,
    used,
    limit,
    remaining: unlimited ? Math.max(1, limit - used) : Math.max(0, limit - used),
    monthStart: monthStart(now).toISOString(),
    resetsAt: nextMonthStart(now).toISOString(),
    perUseFeeInr: PER_USE_FEE_INR,
  };
}
