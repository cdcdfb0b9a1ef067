import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  type ServiceCategory,
} from '../marketplace/service-categories';

/**
 * Search and the service directory (spec part 2, sections 2-5 and 9): limits, categories,
 * sorts and the spec's copy. The rest is beside it: the filters the web keeps in the URL and
 * the API parses (search-filters.ts), query text (search-text.ts), relevance and rating
 * labels (ratings.ts).
 */

export const SEARCH_LIMITS = {
  /** Results per page (Load More asks for the next page). */
  pageSize: 20,
  pageSizeMax: 50,
  /** The spec's original fetched this many pages at once and filtered in the browser. */
  originalFetchPages: 5,
  suggestionDebounceMs: 300,
  /** Prices are filtered in whole units of the chosen currency, 0 to 10,000 by default. */
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

export function isSearchCategory(value: string): value is SearchCategory {
  return (SEARCH_CATEGORIES as readonly string[]).includes(value);
}

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

/** The line under a search page's title: who each category finds, in words that read right. */
export const SEARCH_CATEGORY_TAGLINES: Record<SearchCategory, string> = {
  all: 'Find trusted pet-care providers near you.',
  adoption: 'Find pet adoption centres and rescues near you.',
  walking: 'Find dog walkers near you.',
  accommodation: 'Find pet boarding near you.',
  boarding: 'Find pet boarding near you.',
  sitting: 'Find pet sitters near you.',
  taxi: 'Find pet taxis near you.',
  training: 'Find pet trainers near you.',
  grooming: 'Find pet groomers near you.',
  pharmacy: 'Find pet pharmacies near you.',
  stores: 'Find pet stores near you.',
  veterinary: 'Find vets near you.',
  hospitals: 'Find pet hospitals near you.',
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
  emergency: '24×7 Emergency',
  listView: 'List',
  mapView: 'Map',
  filters: 'Filters',
  // Filter validation (the spec gives no copy for these).
  invalidCategory: 'Please choose a category from the list',
  /** /search/foo and ?category=foo: never a silent fallback to every service. */
  categoryNotFound: 'Category not found',
  categoryNotFoundDetail: 'There is no such category. Choose one from All Pet Services.',
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
