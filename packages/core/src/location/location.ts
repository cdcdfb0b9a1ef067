import { z } from 'zod';
import { PAYMENT_GATEWAYS } from '../countries';
import { LOCATION_SOURCES, type Location } from './location-choice';

/**
 * The location the API answers with (spec part 1, sections 3, 5, 7 and 9). What chooses and
 * caches a location is zod-free, in location-choice.ts, re-exported here.
 */
export * from './location-choice';

/** The spec's location result, and where it came from. */
export const locationSchema = z.object({
  country: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  paymentGateway: z.enum(PAYMENT_GATEWAYS),
  timezone: z.string(),
  /** 'ip': the address was found in the database; 'fallback': it was not (private, unknown, IPv6). */
  source: z.enum(LOCATION_SOURCES),
}) satisfies z.ZodType<Location>;
