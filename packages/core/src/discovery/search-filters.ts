import { z } from 'zod';
import { plainText } from '../text/fields';
import { marketplaceCurrencySchema } from '../marketplace/money-schemas';
import { PET_TYPES } from '../marketplace/pet-types';
import {
  FALSE_WORDS,
  TRUE_WORDS,
  availabilityDateIssue,
  blankToUndefined,
  listParam,
  paramEntries,
  stripUndefined,
  type ParamSource,
} from './search-params';
import {
  RADIUS_OPTIONS,
  SEARCH_CATEGORIES,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  SEARCH_SORTS,
  type RadiusKm,
} from './search';

/**
 * Every search filter: parsed from a URL query string by the API (GET /api/search/services)
 * and by the web's URL state, and written back to a query string.
 */

/** A query-string flag: true/1/on/yes or false/0/off/no/blank. */
const flagParam = z.preprocess((value) => {
  if (typeof value === 'boolean' || value === undefined) return value;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return value;
}, z.boolean().default(false));

/**
 * Every search filter, parsed from a URL query string (all values are strings there) or from
 * an object. Blank values mean "not set"; the price range defaults to 0-10,000 rupees, which
 * filters nothing. Used by GET /api/search/services and by the web's URL state.
 */
export const searchFiltersSchema = z
  .object({
    /** Free text; blank is ignored. */
    q: z.preprocess(
      blankToUndefined,
      plainText().max(SEARCH_LIMITS.queryMaxLength, SEARCH_MESSAGES.queryTooLong).optional(),
    ),
    category: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() || 'all' : value),
      z.enum(SEARCH_CATEGORIES, { error: SEARCH_MESSAGES.invalidCategory }).default('all'),
    ),
    /** Services accepting any of these pet types. */
    petTypes: z
      .preprocess(
        listParam,
        z
          .array(z.enum(PET_TYPES, { error: SEARCH_MESSAGES.invalidPetType }))
          .transform((types) => [...new Set(types)]),
      )
      .default([]),
    homeServiceOnly: flagParam,
    /** Only providers a super admin has verified (the Verified badge). */
    verifiedOnly: flagParam,
    /**
     * The price range's currency (the visitor's). Prices in other currencies are compared at
     * the fixed rates of money.ts (decision 0026).
     */
    currency: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
      marketplaceCurrencySchema.default('INR'),
    ),
    /** Major units of `currency`. */
    priceMin: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: SEARCH_MESSAGES.invalidPrice })
        .min(SEARCH_LIMITS.priceMin, SEARCH_MESSAGES.invalidPrice)
        .max(SEARCH_LIMITS.priceMax, SEARCH_MESSAGES.invalidPrice)
        .default(SEARCH_LIMITS.priceMin),
    ),
    /** Major units of `currency`. */
    priceMax: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: SEARCH_MESSAGES.invalidPrice })
        .min(SEARCH_LIMITS.priceMin, SEARCH_MESSAGES.invalidPrice)
        .max(SEARCH_LIMITS.priceMax, SEARCH_MESSAGES.invalidPrice)
        .default(SEARCH_LIMITS.priceMax),
    ),
    /** Minimum average rating, 1-5 stars. */
    minRating: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: SEARCH_MESSAGES.invalidRating })
        .int(SEARCH_MESSAGES.invalidRating)
        .min(SEARCH_LIMITS.ratingMin, SEARCH_MESSAGES.invalidRating)
        .max(SEARCH_LIMITS.ratingMax, SEARCH_MESSAGES.invalidRating)
        .optional(),
    ),
    /** A city name, placed through the gazetteer. */
    city: z.preprocess(
      blankToUndefined,
      plainText().max(100, SEARCH_MESSAGES.cityTooLong).optional(),
    ),
    /** The browser's position (both or neither). */
    lat: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: SEARCH_MESSAGES.invalidCoordinates })
        .min(-90, SEARCH_MESSAGES.invalidCoordinates)
        .max(90, SEARCH_MESSAGES.invalidCoordinates)
        .optional(),
    ),
    lng: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: SEARCH_MESSAGES.invalidCoordinates })
        .min(-180, SEARCH_MESSAGES.invalidCoordinates)
        .max(180, SEARCH_MESSAGES.invalidCoordinates)
        .optional(),
    ),
    radiusKm: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: SEARCH_MESSAGES.invalidRadius })
        .refine(
          (n) => (RADIUS_OPTIONS as readonly number[]).includes(n),
          SEARCH_MESSAGES.invalidRadius,
        )
        .transform((n) => n as RadiusKm)
        .default(SEARCH_LIMITS.defaultRadiusKm),
    ),
    /** 'YYYY-MM-DD', today or later (India). */
    availableOn: z.preprocess(
      blankToUndefined,
      plainText({ error: SEARCH_MESSAGES.invalidDate })
        .superRefine((value, ctx) => {
          const issue = availabilityDateIssue(value);
          if (issue) ctx.addIssue({ code: 'custom', message: issue });
        })
        .optional(),
    ),
    sort: z.preprocess(
      blankToUndefined,
      z.enum(SEARCH_SORTS, { error: SEARCH_MESSAGES.invalidSort }).default('relevance'),
    ),
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .int()
        .min(1)
        .max(SEARCH_LIMITS.countCap / SEARCH_LIMITS.pageSize)
        .default(1),
    ),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(SEARCH_LIMITS.pageSizeMax).default(SEARCH_LIMITS.pageSize),
    ),
  })
  .superRefine((filters, ctx) => {
    if (filters.priceMin > filters.priceMax) {
      ctx.addIssue({ code: 'custom', path: ['priceMin'], message: SEARCH_MESSAGES.priceOrder });
    }
    if ((filters.lat === undefined) !== (filters.lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [filters.lat === undefined ? 'lat' : 'lng'],
        message: SEARCH_MESSAGES.invalidCoordinates,
      });
    }
  });

export type SearchFilters = z.output<typeof searchFiltersSchema>;
export type SearchFiltersInput = z.input<typeof searchFiltersSchema>;

export * from './search-params';

const FILTER_KEYS = Object.keys(searchFiltersSchema.shape) as (keyof SearchFilters)[];

/**
 * The schema's forgiving parse, the reference for `readSearchFilters` (search-params.ts), which
 * the web uses and a unit test holds to the same result for every input. For the URL state: a shared link with one stale or mistyped value
 * (yesterday's date, radius=7) keeps every other filter and drops only that one.
 * `category` may come from the route (/search/grooming) and wins over the query string.
 */
export function searchFiltersFromParams(
  source: ParamSource,
  overrides: Partial<Record<keyof SearchFilters, string>> = {},
): SearchFilters {
  const raw: Record<string, unknown> = { ...paramEntries(source), ...stripUndefined(overrides) };
  const strict = searchFiltersSchema.safeParse(raw);
  if (strict.success) return strict.data;
  const kept: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    if (raw[key] === undefined) continue;
    const one = searchFiltersSchema.safeParse({ ...kept, [key]: raw[key] });
    if (one.success) kept[key] = raw[key];
  }
  const result = searchFiltersSchema.safeParse(kept);
  return result.success ? result.data : searchFiltersSchema.parse({});
}
