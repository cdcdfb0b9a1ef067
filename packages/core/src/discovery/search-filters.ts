import { z } from 'zod';
import { plainText } from '../text/fields';
import { indiaDate, isIsoDate } from '../marketplace/india-time';
import { marketplaceCurrencySchema } from '../marketplace/money';
import { PET_TYPES, type PetType } from '../marketplace/pets';
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

/** Repeated (?petTypes=dog&petTypes=cat) or comma-separated (?petTypes=dog,cat) values. */
function listParam(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : [value];
  return items
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .map((item) => (typeof item === 'string' ? item.trim().toLowerCase() : item))
    .filter((item) => item !== '');
}

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no', '']);

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

/** A blank query-string value is "not given". */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;

/** The first problem with an availability date 'YYYY-MM-DD' (today or later in India), or null. */
export function availabilityDateIssue(value: string, now: Date = new Date()): string | null {
  if (!isIsoDate(value)) return SEARCH_MESSAGES.invalidDate;
  if (value < indiaDate(now)) return SEARCH_MESSAGES.pastDate;
  return null;
}

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

/** The filters with nothing chosen. */
export const DEFAULT_SEARCH_FILTERS: SearchFilters = searchFiltersSchema.parse({});

/** True when the price range filters anything (the default 0-10,000 does not). */
export function priceFilterActive(filters: Pick<SearchFilters, 'priceMin' | 'priceMax'>): boolean {
  return filters.priceMin > SEARCH_LIMITS.priceMin || filters.priceMax < SEARCH_LIMITS.priceMax;
}

/** URLSearchParams (core has no DOM types, so it is described by what is used). */
export interface QueryParamsLike {
  forEach(callback: (value: string, key: string) => void): void;
}

type ParamSource = QueryParamsLike | Record<string, string | string[] | undefined>;

function isQueryParams(source: ParamSource): source is QueryParamsLike {
  return typeof (source as QueryParamsLike).forEach === 'function';
}

function paramEntries(source: ParamSource): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const add = (key: string, value: string) => {
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  };
  if (isQueryParams(source)) {
    source.forEach((value, key) => add(key, value));
  } else {
    for (const [key, value] of Object.entries(source)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) add(key, item);
    }
  }
  return out;
}

const FILTER_KEYS = Object.keys(searchFiltersSchema.shape) as (keyof SearchFilters)[];

/**
 * Forgiving parse for the web's URL state: a shared link with one stale or mistyped value
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
  return result.success ? result.data : DEFAULT_SEARCH_FILTERS;
}

function stripUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The URL query for filters (new URLSearchParams(result)): only what differs from the
 * defaults, pet types comma separated, coordinates to 5 decimals (about a metre). `omit`
 * leaves keys out (a category carried by the route, or the page, which Load More does not put
 * in the URL).
 */
export function searchFiltersToParams(
  filters: Partial<SearchFilters>,
  omit: readonly (keyof SearchFilters)[] = [],
): Record<string, string> {
  const params: Record<string, string> = {};
  const put = (key: keyof SearchFilters, value: string | undefined) => {
    if (value !== undefined && value !== '' && !omit.includes(key)) params[key] = value;
  };
  const d = DEFAULT_SEARCH_FILTERS;
  put('q', filters.q?.trim() || undefined);
  if (filters.category && filters.category !== d.category) put('category', filters.category);
  if (filters.petTypes?.length) put('petTypes', filters.petTypes.join(','));
  if (filters.homeServiceOnly) put('homeServiceOnly', 'true');
  if (filters.verifiedOnly) put('verifiedOnly', 'true');
  if (filters.priceMin !== undefined && filters.priceMin !== d.priceMin)
    put('priceMin', String(filters.priceMin));
  if (filters.priceMax !== undefined && filters.priceMax !== d.priceMax)
    put('priceMax', String(filters.priceMax));
  // The currency matters only to a price range.
  if (
    filters.currency &&
    filters.currency !== d.currency &&
    ('priceMin' in params || 'priceMax' in params)
  )
    put('currency', filters.currency);
  if (filters.minRating !== undefined) put('minRating', String(filters.minRating));
  put('city', filters.city?.trim() || undefined);
  if (filters.lat !== undefined && filters.lng !== undefined) {
    put('lat', filters.lat.toFixed(5));
    put('lng', filters.lng.toFixed(5));
  }
  if (filters.radiusKm !== undefined && filters.radiusKm !== d.radiusKm)
    put('radiusKm', String(filters.radiusKm));
  put('availableOn', filters.availableOn);
  if (filters.sort && filters.sort !== d.sort) put('sort', filters.sort);
  if (filters.page !== undefined && filters.page !== d.page) put('page', String(filters.page));
  if (filters.pageSize !== undefined && filters.pageSize !== d.pageSize)
    put('pageSize', String(filters.pageSize));
  return params;
}

/** The pet types a card shows, in the spec's order. */
export function orderedPetTypes(types: readonly PetType[]): PetType[] {
  return PET_TYPES.filter((t) => types.includes(t));
}
