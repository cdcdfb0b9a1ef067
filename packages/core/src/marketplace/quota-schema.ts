import { z } from 'zod';

/** The free allowance of a month, as the API answers it (quota.ts computes it). */
export const quotaSchema = z.object({
  used: z.number(),
  limit: z.number(),
  remaining: z.number(),
  /** ISO 8601: the start of the counted month (India time). */
  monthStart: z.string(),
  /** ISO 8601: when the free quota renews. */
  resetsAt: z.string(),
  /** ₹ per extra use once the free quota is used. */
  perUseFeeInr: z.number(),
  /** A paid plan is active: no limit this month (∞ on the home pages). */
  unlimited: z.boolean(),
});
export type Quota = z.infer<typeof quotaSchema>;
