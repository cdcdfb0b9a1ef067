import { z } from 'zod';
import { indiaDate, isIsoDate } from '../marketplace/india-time';
import { PET_TYPES, type PetType } from '../marketplace/pets';
import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  type ServiceCategory,
} from '../marketplace/services';

/**
 * Search and the service directory (spec part 2, sections 2-5 and 9): the filters the web
 * keeps in the URL and the API parses, the spec's relevance score, rating labels and copy.
 */

export const SEARCH_LIMITS = {
  /** Results per page (Load More asks for the next page). */
  pageSize: 20,
  pageSizeMax: 50,
  /** The spec's original fetched this many pages at once and filtered in the browser. */
  originalFetchPages: 5,
  suggestionDebounceMs: 300,
  /** Prices are filtered in whole rupees, 0 to 10,000 by default. */
  priceMin: 0,
  priceMax: 10_000,
  ratingMin: 1,
  ratingMax: 5,
  defaultRadiusKm: 10,
  /** "Nearby" in the counts means within 5 km. */
  nearbyKm: 5,
  /**
   * Counts are exact up to this many matches (ten pages of Load More); beyond it the reply says
   * so (totalCapped) and the UI shows "200+", and the average rating and the number within
   * 5 km describe the first 200 matches in the chosen order. Bounding the matches a page reads
   * is what keeps a search fast at 100,000 services (the spec's original counted at most the
   * 100 rows it fetched).
   */
  countCap: 200,
  queryMaxLength: 200,
  /** Words of the query that are matched (the rest are ignored). */
  maxQueryWords: 6,
  wordMaxLength: 40,
} as const;

export const SUGGESTION_LIMITS = { total: 8, services: 3, providers: 3, locations: 2 } as const;

/** The radius options in km; 10 is the default. */
export const RADIUS_OPTIONS = [1, 5, 10, 25, 50, 100] as const;
export type RadiusKm = (typeof RADIUS_OPTIONS)[number];

export const SEARCH_SORTS = [
  'relevance',
  'rating',
  'price_low',
  'price_high',
  'distance',
  'newest',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Most Relevant',
  rating: 'Highest Rated',
  price_low: 'Price: Low to High',
  price_high: 'Price: High to Low',
  distance: 'Nearest First',
  newest: 'Newest',
};

/**
 * The search categories: 'all', the spec's search list (which says 'boarding') and the
 * directory's 'accommodation'. Boarding and accommodation are one category.
 */
export const SEARCH_CATEGORIES = ['all', 'boarding', ...SERVICE_CATEGORIES] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** The category list in the search filter, in the spec's order. */
export const SEARCH_CATEGORY_OPTIONS = [
  'all',
  'grooming',
  'veterinary',
  'training',
  'walking',
  'sitting',
  'boarding',
  'taxi',
  'pharmacy',
  'stores',
  'adoption',
  'hospitals',
] as const satisfies readonly SearchCategory[];

/** The stored service category a search category means (null for 'all'). */
export function serviceCategoryFor(category: SearchCategory | undefined): ServiceCategory | null {
  if (!category || category === 'all') return null;
  if (category === 'boarding') return 'accommodation';
  return category;
}

export const SEARCH_CATEGORY_TITLES: Record<SearchCategory, string> = {
  all: 'All Pet Services',
  boarding: SERVICE_CATEGORY_LABELS.accommodation,
  ...SERVICE_CATEGORY_LABELS,
};

/** The spec's copy for search, the directory and its cards (part 2, sections 2, 8 and 9). */
export const SEARCH_MESSAGES = {
  searchFailed: 'Search failed',
  tryAgain: 'Please try again or adjust your search criteria.',
  noReviews: 'No reviews yet',
  contactForPricing: 'Contact for pricing',
  viewProfile: 'View Profile',
  loadMore: 'Load More Services',
  refineSearch: 'Refine Search',
  noResultsTitle: 'No services found',
  noResults: 'Try a different search, a wider radius or fewer filters.',
  joinAsProvider: 'Are you a pet service provider? Join PetMitra',
  verified: 'Verified',
  homeService: 'Home Service',
  listView: 'List',
  mapView: 'Map',
  filters: 'Filters',
  // Filter validation (the spec gives no copy for these).
  invalidCategory: 'Please choose a category from the list',
  invalidPetType: 'Please choose pet types from the list',
  invalidPrice: `Price must be between ${SEARCH_LIMITS.priceMin} and ${SEARCH_LIMITS.priceMax}`,
  priceOrder: 'Minimum price cannot be more than the maximum price',
  invalidRating: 'Minimum rating must be from 1 to 5 stars',
  invalidRadius: `Radius must be one of ${RADIUS_OPTIONS.join(', ')} km`,
  invalidCoordinates: 'Please give both latitude and longitude',
  invalidDate: 'Please enter a valid date',
  pastDate: 'Availability date cannot be before today',
  invalidSort: 'Please choose a sort option from the list',
  queryTooLong: `Search text must be at most ${SEARCH_LIMITS.queryMaxLength} characters`,
  cityTooLong: 'City must be at most 100 characters',
} as const;

/** The error banner: the failure's own message (or 'Search failed') and the advice line. */
export function searchErrorBanner(message?: string | null): { title: string; advice: string } {
  return {
    title: message?.trim() ? message.trim() : SEARCH_MESSAGES.searchFailed,
    advice: SEARCH_MESSAGES.tryAgain,
  };
}

// --- Relevance and ratings ------------------------------------------------------------------

/**
 * The spec's relevance score: 0.4 x average rating + 0.3 x ln(total reviews + 1)
 * + 0.3 x (10 - distance in km). When the distance is unknown (no position to measure from,
 * or a provider without coordinates) the distance term is 0, the value it has at 10 km, the
 * edge of the default radius: a provider of unknown whereabouts never outranks an equally
 * rated one known to be close. The server computes the same number in SQL.
 */
export function relevanceScore(
  averageRating: number,
  totalReviews: number,
  distanceKm: number | null | undefined,
): number {
  const distanceTerm = distanceKm == null ? 0 : 0.3 * (10 - distanceKm);
  return 0.4 * averageRating + 0.3 * Math.log(totalReviews + 1) + distanceTerm;
}

export const RATING_LABELS = ['Excellent', 'Very Good', 'Good', 'Fair', 'Poor'] as const;
export type RatingLabel = (typeof RATING_LABELS)[number];

/** Search's rating words: 4.5 and up Excellent, 4 Very Good, 3 Good, 2 Fair, below Poor. */
export function ratingLabel(averageRating: number): RatingLabel {
  if (averageRating >= 4.5) return 'Excellent';
  if (averageRating >= 4) return 'Very Good';
  if (averageRating >= 3) return 'Good';
  if (averageRating >= 2) return 'Fair';
  return 'Poor';
}

/** A rating shown with one decimal ('4.0'). */
export function formatRating(averageRating: number): string {
  return (Math.round(averageRating * 10) / 10).toFixed(1);
}

/** Rounds to one decimal, as averages are shown and sent. */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

// --- Query text -----------------------------------------------------------------------------

/**
 * Words that say where or how rather than what ('grooming near me'), and words every
 * listing of a pet marketplace carries ('pet', 'service'); they are not matched.
 * 'near' and 'location' are how the spec's original asked for location filtering.
 */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'around',
  'at',
  'by',
  'close',
  'for',
  'from',
  'in',
  'location',
  'me',
  'my',
  'near',
  'nearby',
  'of',
  'on',
  'pet',
  'pets',
  'service',
  'services',
  'the',
  'to',
  'with',
]);

/** Lower case without accents: the same folding the database applies to the documents. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Splits folded text into words the way the database does (letters and digits). */
export function splitWords(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9\u00c0-\u1fff\u2c00-\uffff]+/u)
    .filter(Boolean);
}

/**
 * The words of a query that are matched: folded, without stop words and one-letter words,
 * each at most 40 characters, the first six distinct ones. Empty for a blank query (which the
 * spec ignores).
 */
export function searchWords(query: string | null | undefined): string[] {
  if (!query) return [];
  const words: string[] = [];
  for (const word of splitWords(query)) {
    if (word.length < 2 || SEARCH_STOP_WORDS.has(word)) continue;
    const cut = word.slice(0, SEARCH_LIMITS.wordMaxLength);
    if (!words.includes(cut)) words.push(cut);
    if (words.length === SEARCH_LIMITS.maxQueryWords) break;
  }
  return words;
}

/** True when the query asks for nearby results ('near', 'nearby' or 'location'), as the spec's original did. */
export function queryAsksForLocation(query: string | null | undefined): boolean {
  return splitWords(query ?? '').some((w) => w === 'near' || w === 'nearby' || w === 'location');
}

// --- Filters --------------------------------------------------------------------------------

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
      z.string().trim().max(SEARCH_LIMITS.queryMaxLength, SEARCH_MESSAGES.queryTooLong).optional(),
    ),
    category: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() || 'all' : value),
      z.enum(SEARCH_CATEGORIES, { error: SEARCH_MESSAGES.invalidCategory }).default('all'),
    ),
    /** Services accepting any of these pet types. */
    petTypes: z.preprocess(
      listParam,
      z
        .array(z.enum(PET_TYPES, { error: SEARCH_MESSAGES.invalidPetType }))
        .transform((types) => [...new Set(types)]),
    ),
    homeServiceOnly: flagParam,
    /** Rupees. */
    priceMin: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: SEARCH_MESSAGES.invalidPrice })
        .min(SEARCH_LIMITS.priceMin, SEARCH_MESSAGES.invalidPrice)
        .max(SEARCH_LIMITS.priceMax, SEARCH_MESSAGES.invalidPrice)
        .default(SEARCH_LIMITS.priceMin),
    ),
    /** Rupees. */
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
      z.string().trim().max(100, SEARCH_MESSAGES.cityTooLong).optional(),
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
      z
        .string({ error: SEARCH_MESSAGES.invalidDate })
        .trim()
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
  if (filters.priceMin !== undefined && filters.priceMin !== d.priceMin)
    put('priceMin', String(filters.priceMin));
  if (filters.priceMax !== undefined && filters.priceMax !== d.priceMax)
    put('priceMax', String(filters.priceMax));
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
