import { indiaDate, isIsoDate } from '../marketplace/india-time';
import { MARKETPLACE_CURRENCIES } from '../marketplace/money';
import { PET_TYPES } from '../marketplace/pet-types';
import { stripControlCharacters } from '../text/control-characters';
import type { SearchFilters } from './search-filters';
import {
  RADIUS_OPTIONS,
  SEARCH_CATEGORIES,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  SEARCH_SORTS,
  type RadiusKm,
} from './search';

/**
 * The web's URL state for search without zod: `readSearchFilters` gives what
 * `searchFiltersFromParams` (search-filters.ts, through `searchFiltersSchema`) gives for every
 * input — a unit test compares the two over generated inputs — so that the search page's first
 * load does not bring zod. The schema stays the rule the API applies; search-filters.ts
 * re-exports everything here.
 */

/** Repeated (?petTypes=dog&petTypes=cat) or comma-separated (?petTypes=dog,cat) values. */
export function listParam(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : [value];
  return items
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .map((item) => (typeof item === 'string' ? item.trim().toLowerCase() : item))
    .filter((item) => item !== '');
}

export const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
export const FALSE_WORDS = new Set(['false', '0', 'off', 'no', '']);

/** A blank query-string value is "not given". */
export const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;

/** The first problem with an availability date 'YYYY-MM-DD' (today or later in India), or null. */
export function availabilityDateIssue(value: string, now: Date = new Date()): string | null {
  if (!isIsoDate(value)) return SEARCH_MESSAGES.invalidDate;
  if (value < indiaDate(now)) return SEARCH_MESSAGES.pastDate;
  return null;
}

/** True when the price range filters anything (the default 0-10,000 does not). */
export function priceFilterActive(filters: Pick<SearchFilters, 'priceMin' | 'priceMax'>): boolean {
  return filters.priceMin > SEARCH_LIMITS.priceMin || filters.priceMax < SEARCH_LIMITS.priceMax;
}

/** URLSearchParams (core has no DOM types, so it is described by what is used). */
export interface QueryParamsLike {
  forEach(callback: (value: string, key: string) => void): void;
}

export type ParamSource = QueryParamsLike | Record<string, string | string[] | undefined>;

function isQueryParams(source: ParamSource): source is QueryParamsLike {
  return typeof (source as QueryParamsLike).forEach === 'function';
}

export function paramEntries(source: ParamSource): Record<string, string | string[]> {
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

export function stripUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A value that does not pass. */
const INVALID = Symbol('invalid');
type Read<T> = T | typeof INVALID;

/** `plainText().max(max)` after blankToUndefined, optional. */
function readText(value: unknown, max: number): Read<string | undefined> {
  const given = blankToUndefined(value);
  if (given === undefined) return undefined;
  if (typeof given !== 'string') return INVALID;
  const text = stripControlCharacters(given).trim();
  return text.length > max ? INVALID : text;
}

/** `z.coerce.number()` with its checks after blankToUndefined; undefined when not given. */
function readNumber(value: unknown, check: (n: number) => boolean): Read<number | undefined> {
  const given = blankToUndefined(value);
  if (given === undefined) return undefined;
  const n = Number(given);
  return Number.isFinite(n) && check(n) ? n : INVALID;
}

const within = (min: number, max: number) => (n: number) => n >= min && n <= max;
const wholeWithin = (min: number, max: number) => (n: number) =>
  Number.isSafeInteger(n) && n >= min && n <= max;

function readFlag(value: unknown): Read<boolean> {
  if (value === undefined) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return INVALID;
}

function readChoice<T extends string>(value: unknown, choices: readonly T[], fallback: T): Read<T> {
  if (value === undefined) return fallback;
  return typeof value === 'string' && (choices as readonly string[]).includes(value)
    ? (value as T)
    : INVALID;
}

/** Each filter on its own, as the schema reads it: its value, or INVALID. */
const READERS: { [K in keyof SearchFilters]-?: (value: unknown) => Read<SearchFilters[K]> } = {
  q: (value) => readText(value, SEARCH_LIMITS.queryMaxLength),
  category: (value) =>
    readChoice(
      typeof value === 'string' ? value.trim().toLowerCase() || 'all' : value,
      SEARCH_CATEGORIES,
      'all',
    ),
  petTypes: (value) => {
    if (value === undefined) return [];
    const items = listParam(value) as unknown[];
    if (!items.every((item) => (PET_TYPES as readonly unknown[]).includes(item))) return INVALID;
    return [...new Set(items as SearchFilters['petTypes'])];
  },
  homeServiceOnly: readFlag,
  verifiedOnly: readFlag,
  currency: (value) =>
    readChoice(
      typeof value === 'string' ? value.trim().toUpperCase() || undefined : value,
      MARKETPLACE_CURRENCIES,
      'INR',
    ),
  priceMin: (value) =>
    readNumber(value, within(SEARCH_LIMITS.priceMin, SEARCH_LIMITS.priceMax)) ??
    SEARCH_LIMITS.priceMin,
  priceMax: (value) =>
    readNumber(value, within(SEARCH_LIMITS.priceMin, SEARCH_LIMITS.priceMax)) ??
    SEARCH_LIMITS.priceMax,
  minRating: (value) =>
    readNumber(value, wholeWithin(SEARCH_LIMITS.ratingMin, SEARCH_LIMITS.ratingMax)),
  city: (value) => readText(value, 100),
  lat: (value) => readNumber(value, within(-90, 90)),
  lng: (value) => readNumber(value, within(-180, 180)),
  radiusKm: (value) =>
    (readNumber(value, (n) => (RADIUS_OPTIONS as readonly number[]).includes(n)) as Read<
      RadiusKm | undefined
    >) ?? SEARCH_LIMITS.defaultRadiusKm,
  availableOn: (value) => {
    const text = readText(value, Infinity);
    if (text === undefined || text === INVALID) return text;
    return availabilityDateIssue(text) ? INVALID : text;
  },
  sort: (value) => readChoice(blankToUndefined(value), SEARCH_SORTS, 'relevance'),
  page: (value) =>
    readNumber(value, wholeWithin(1, SEARCH_LIMITS.countCap / SEARCH_LIMITS.pageSize)) ?? 1,
  pageSize: (value) =>
    readNumber(value, wholeWithin(1, SEARCH_LIMITS.pageSizeMax)) ?? SEARCH_LIMITS.pageSize,
};

const FILTER_KEYS = Object.keys(READERS) as (keyof SearchFilters)[];

/** The filters read from `raw`, or null when one of them does not pass or they disagree. */
function readAll(raw: Record<string, unknown>): SearchFilters | null {
  const out: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = READERS[key](raw[key]);
    if (value === INVALID) return null;
    // As zod's object: a filter not given and without a default is left out.
    if (value !== undefined || key in raw) out[key] = value;
  }
  const filters = out as unknown as SearchFilters;
  if (filters.priceMin > filters.priceMax) return null;
  if ((filters.lat === undefined) !== (filters.lng === undefined)) return null;
  return filters;
}

/** The filters with nothing chosen. */
export const DEFAULT_SEARCH_FILTERS: SearchFilters = readAll({})!;

/**
 * Forgiving read for the web's URL state: a shared link with one stale or mistyped value
 * (yesterday's date, radius=7) keeps every other filter and drops only that one.
 * `category` may come from the route (/search/grooming) and wins over the query string.
 */
export function readSearchFilters(
  source: ParamSource,
  overrides: Partial<Record<keyof SearchFilters, string>> = {},
): SearchFilters {
  const raw: Record<string, unknown> = { ...paramEntries(source), ...stripUndefined(overrides) };
  const strict = readAll(raw);
  if (strict) return strict;
  const kept: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    if (raw[key] === undefined) continue;
    if (readAll({ ...kept, [key]: raw[key] })) kept[key] = raw[key];
  }
  return readAll(kept) ?? DEFAULT_SEARCH_FILTERS;
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
