import { describe, expect, it } from 'vitest';
import {
  availabilityDateIssue,
  DEFAULT_SEARCH_FILTERS,
  priceFilterActive,
  searchFiltersFromParams,
  searchFiltersSchema,
  searchFiltersToParams,
} from './search-filters';
import { formatRating, ratingLabel, relevanceScore } from './ratings';
import { queryAsksForLocation, searchWords, splitWords } from './search-text';
import {
  RADIUS_OPTIONS,
  SEARCH_CATEGORY_OPTIONS,
  searchErrorBanner,
  serviceCategoryFor,
} from './search';

const issues = (input: Record<string, unknown>) =>
  searchFiltersSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('search filters from a URL query string', () => {
  it('defaults: everything, 0-10,000 rupees, 10 km, relevance, page 1 of 20', () => {
    expect(DEFAULT_SEARCH_FILTERS).toEqual({
      category: 'all',
      petTypes: [],
      homeServiceOnly: false,
      verifiedOnly: false,
      currency: 'INR',
      priceMin: 0,
      priceMax: 10_000,
      radiusKm: 10,
      sort: 'relevance',
      page: 1,
      pageSize: 20,
    });
    expect(
      searchFiltersSchema.parse({ q: '', city: ' ', minRating: '', lat: '', lng: '' }),
    ).toEqual(DEFAULT_SEARCH_FILTERS);
  });

  it('parses every filter from strings', () => {
    expect(
      searchFiltersSchema.parse({
        q: '  groming ',
        category: 'Boarding',
        petTypes: 'dog, cat,dog',
        homeServiceOnly: 'true',
        priceMin: '100',
        priceMax: '2500.5',
        minRating: '4',
        city: 'Bengaluru',
        lat: '12.97',
        lng: '77.59',
        radiusKm: '25',
        sort: 'price_low',
        page: '3',
        pageSize: '10',
      }),
    ).toEqual({
      q: 'groming',
      category: 'boarding',
      petTypes: ['dog', 'cat'],
      homeServiceOnly: true,
      verifiedOnly: false,
      currency: 'INR',
      priceMin: 100,
      priceMax: 2500.5,
      minRating: 4,
      city: 'Bengaluru',
      lat: 12.97,
      lng: 77.59,
      radiusKm: 25,
      sort: 'price_low',
      page: 3,
      pageSize: 10,
    });
    expect(searchFiltersSchema.parse({ petTypes: ['dog', 'guinea pig'] }).petTypes).toEqual([
      'dog',
      'guinea pig',
    ]);
    expect(searchFiltersSchema.parse({ homeServiceOnly: '0' }).homeServiceOnly).toBe(false);
  });

  it('refuses what the spec does not allow, with messages', () => {
    expect(issues({ radiusKm: '7' })).toEqual(['Radius must be one of 1, 5, 10, 25, 50, 100 km']);
    expect(issues({ minRating: '0' })).toEqual(['Minimum rating must be from 1 to 5 stars']);
    expect(issues({ minRating: '4.5' })).toEqual(['Minimum rating must be from 1 to 5 stars']);
    expect(issues({ priceMax: '10001' })).toEqual(['Price must be between 0 and 10000']);
    expect(issues({ priceMin: '-1' })).toEqual(['Price must be between 0 and 10000']);
    expect(issues({ priceMin: '500', priceMax: '100' })).toEqual([
      'Minimum price cannot be more than the maximum price',
    ]);
    expect(issues({ lat: '12.9' })).toEqual(['Please give both latitude and longitude']);
    expect(issues({ lat: '91', lng: '0' })).toEqual(['Please give both latitude and longitude']);
    expect(issues({ category: 'plumbing' })).toEqual(['Please choose a category from the list']);
    expect(issues({ petTypes: 'dog,dragon' })).toEqual(['Please choose pet types from the list']);
    expect(issues({ sort: 'cheapest' })).toEqual(['Please choose a sort option from the list']);
    expect(issues({ q: 'x'.repeat(201) })).toEqual(['Search text must be at most 200 characters']);
  });

  it('availability: a real date, today or later in India', () => {
    const now = new Date('2026-03-10T20:00:00Z'); // 11 March, 01:30 in India
    expect(availabilityDateIssue('2026-03-11', now)).toBeNull();
    expect(availabilityDateIssue('2026-04-01', now)).toBeNull();
    expect(availabilityDateIssue('2026-03-10', now)).toBe(
      'Availability date cannot be before today',
    );
    expect(availabilityDateIssue('2026-02-30', now)).toBe('Please enter a valid date');
    expect(issues({ availableOn: '2000-01-01' })).toEqual([
      'Availability date cannot be before today',
    ]);
  });

  it('a shared link keeps its good filters and drops a stale or mistyped one', () => {
    // What URLSearchParams('q=vet&radiusKm=7&petTypes=dog&petTypes=cat&...') gives forEach.
    const entries = [
      ['q', 'vet'],
      ['radiusKm', '7'],
      ['petTypes', 'dog'],
      ['petTypes', 'cat'],
      ['availableOn', '2000-01-01'],
      ['sort', 'rating'],
    ] as const;
    const params = {
      forEach: (cb: (v: string, k: string) => void) => entries.forEach(([k, v]) => cb(v, k)),
    };
    expect(searchFiltersFromParams(params)).toMatchObject({
      q: 'vet',
      radiusKm: 10,
      petTypes: ['dog', 'cat'],
      sort: 'rating',
    });
    expect(searchFiltersFromParams(params).availableOn).toBeUndefined();
    expect(searchFiltersFromParams({ q: 'spa' }, { category: 'grooming' })).toMatchObject({
      q: 'spa',
      category: 'grooming',
    });
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    const filters = searchFiltersSchema.parse({
      q: 'dog walker',
      category: 'walking',
      petTypes: 'dog',
      homeServiceOnly: 'true',
      minRating: '3',
      lat: '12.971598',
      lng: '77.594562',
      radiusKm: '5',
      sort: 'distance',
    });
    const params = searchFiltersToParams(filters);
    expect(params).toEqual({
      q: 'dog walker',
      category: 'walking',
      petTypes: 'dog',
      homeServiceOnly: 'true',
      minRating: '3',
      lat: '12.97160',
      lng: '77.59456',
      radiusKm: '5',
      sort: 'distance',
    });
    expect(searchFiltersFromParams(params)).toEqual({ ...filters, lat: 12.9716, lng: 77.59456 });
    expect(searchFiltersToParams(DEFAULT_SEARCH_FILTERS)).toEqual({});
    // The currency goes with a price range only.
    expect(searchFiltersToParams({ ...DEFAULT_SEARCH_FILTERS, currency: 'USD' })).toEqual({});
    const dollars = { ...DEFAULT_SEARCH_FILTERS, currency: 'USD' as const, priceMax: 30 };
    expect(searchFiltersToParams(dollars)).toEqual({ currency: 'USD', priceMax: '30' });
    expect(searchFiltersFromParams({ currency: 'usd', priceMax: '30' })).toEqual(dollars);
    expect(issues({ currency: 'JPY' })).toHaveLength(1);
    expect(searchFiltersToParams(filters, ['category', 'q'])).not.toHaveProperty('category');
  });

  it('boarding and accommodation are one category; all is none', () => {
    expect(serviceCategoryFor('boarding')).toBe('accommodation');
    expect(serviceCategoryFor('accommodation')).toBe('accommodation');
    expect(serviceCategoryFor('all')).toBeNull();
    expect(serviceCategoryFor('grooming')).toBe('grooming');
    expect(SEARCH_CATEGORY_OPTIONS).toHaveLength(12);
    expect(RADIUS_OPTIONS).toEqual([1, 5, 10, 25, 50, 100]);
  });

  it('the price range filters only when moved from 0-10,000', () => {
    expect(priceFilterActive({ priceMin: 0, priceMax: 10_000 })).toBe(false);
    expect(priceFilterActive({ priceMin: 1, priceMax: 10_000 })).toBe(true);
    expect(priceFilterActive({ priceMin: 0, priceMax: 9_999 })).toBe(true);
  });
});

describe('relevance and ratings', () => {
  it("is the spec's formula: 0.4 x rating + 0.3 x ln(reviews + 1) + 0.3 x (10 - km)", () => {
    expect(relevanceScore(5, 1, 1.2)).toBeCloseTo(2 + 0.3 * Math.log(2) + 0.3 * 8.8, 10);
    expect(relevanceScore(4, 20, 6)).toBeCloseTo(1.6 + 0.3 * Math.log(21) + 1.2, 10);
    expect(relevanceScore(0, 0, 0)).toBe(3);
    // Past 10 km the distance term is negative.
    expect(relevanceScore(5, 10, 30)).toBeLessThan(relevanceScore(1, 0, 5));
  });

  it('counts an unknown distance as 10 km (term 0), never as near', () => {
    expect(relevanceScore(4.5, 12, null)).toBe(relevanceScore(4.5, 12, 10));
    expect(relevanceScore(4, 3, undefined)).toBeLessThan(relevanceScore(4, 3, 9.9));
  });

  it('rating words: 4.5 Excellent, 4 Very Good, 3 Good, 2 Fair, below Poor', () => {
    expect([5, 4.5, 4.49, 4, 3.5, 3, 2, 1.99, 0].map(ratingLabel)).toEqual([
      'Excellent',
      'Excellent',
      'Very Good',
      'Very Good',
      'Good',
      'Good',
      'Fair',
      'Poor',
      'Poor',
    ]);
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(3.96)).toBe('4.0');
    expect(formatRating(3.94)).toBe('3.9');
  });
});

describe('query words', () => {
  it('folds case and accents, drops stop words and one-letter words, keeps six', () => {
    expect(searchWords('Grooming NEAR me in Bengaluru')).toEqual(['grooming', 'bengaluru']);
    expect(searchWords('pet taxi services')).toEqual(['taxi']);
    expect(searchWords('Café  crème, a x dog-walker')).toEqual(['cafe', 'creme', 'dog', 'walker']);
    expect(searchWords('one two three four five six seven')).toHaveLength(6);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
    expect(splitWords('🐶dog—cat')).toEqual(['dog', 'cat']);
  });

  it("notices 'near' and 'location' (the spec's trigger for location filtering)", () => {
    expect(queryAsksForLocation('vet near me')).toBe(true);
    expect(queryAsksForLocation('groomer by location')).toBe(true);
    expect(queryAsksForLocation('nearly new toys')).toBe(false);
  });

  it("the error banner: the failure's message or 'Search failed', then the advice", () => {
    expect(searchErrorBanner('Network error. Please check your connection.')).toEqual({
      title: 'Network error. Please check your connection.',
      advice: 'Please try again or adjust your search criteria.',
    });
    expect(searchErrorBanner('').title).toBe('Search failed');
    expect(searchErrorBanner(null).title).toBe('Search failed');
  });
});
