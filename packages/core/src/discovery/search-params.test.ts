import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indiaDate } from '../marketplace/india-time';
import { MARKETPLACE_CURRENCIES } from '../marketplace/money';
import { PET_TYPES } from '../marketplace/pet-types';
import { RADIUS_OPTIONS, SEARCH_CATEGORIES, SEARCH_SORTS } from './search';
import { searchFiltersFromParams, searchFiltersSchema } from './search-filters';
import { DEFAULT_SEARCH_FILTERS, readSearchFilters, type QueryParamsLike } from './search-params';

const day = (offset: number) => indiaDate(new Date(Date.now() + offset * 86_400_000));

/** Values near every rule's edges, and any string. */
const value = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    ' \t ',
    '\u0001',
    'a\u0000b',
    'true',
    ' YES ',
    'on',
    'no',
    'Off',
    '0',
    '1',
    '-1',
    '2',
    '3.5',
    '5',
    '6',
    ' 25 ',
    '1e3',
    '0x10',
    'Infinity',
    '-Infinity',
    'NaN',
    '9999.5',
    '10000',
    '10001',
    '-90',
    '90.5',
    '180',
    '-180.0001',
    '12.3456789',
    '11',
    '20',
    '50',
    '51',
    '9007199254740993',
    'dog,cat',
    'dog,,Cat',
    ' guinea pig ',
    'lizard',
    'dog,lizard',
    ' Walking ',
    'ALL',
    'inr',
    ' usd ',
    'XYZ',
    '2030-02-30',
    'not a date',
    day(-1),
    day(0),
    day(1),
    ` ${day(3)} `,
    'x'.repeat(100),
    'x'.repeat(101),
    ` ${'q'.repeat(200)} `,
    'q'.repeat(201),
  ),
  fc.constantFrom(
    ...PET_TYPES,
    ...SEARCH_CATEGORIES,
    ...SEARCH_SORTS,
    ...MARKETPLACE_CURRENCIES,
    ...RADIUS_OPTIONS.map(String),
  ),
  fc.string({ maxLength: 12 }),
);

const KEYS = Object.keys(searchFiltersSchema.shape);

/** Mostly good values for each filter, so that whole queries pass too. */
const likely: Record<string, fc.Arbitrary<string>> = {
  q: fc.constantFrom('groomer', ' vet  near me ', '\u0001'),
  category: fc.constantFrom(...SEARCH_CATEGORIES, ' Walking '),
  petTypes: fc.constantFrom(...PET_TYPES, 'dog,cat', 'Dog,dog'),
  homeServiceOnly: fc.constantFrom('true', 'no', ' YES ', ''),
  verifiedOnly: fc.constantFrom('1', 'off', ''),
  currency: fc.constantFrom(...MARKETPLACE_CURRENCIES, ' usd '),
  priceMin: fc.constantFrom('0', '500', '9999.5', ' 25 '),
  priceMax: fc.constantFrom('10000', '600', '1e3'),
  minRating: fc.constantFrom('1', '4', '5', '4.5'),
  city: fc.constantFrom('Pune', ' Kochi '),
  lat: fc.constantFrom('12.97', '-90', '90', '90.5', '-90.1'),
  lng: fc.constantFrom('77.59', '180', '-180', '180.5'),
  radiusKm: fc.constantFrom(...RADIUS_OPTIONS.map(String), '7'),
  availableOn: fc.constantFrom(day(0), day(1), day(-1)),
  sort: fc.constantFrom(...SEARCH_SORTS, ' '),
  page: fc.constantFrom('1', '10', '11', '2.5'),
  pageSize: fc.constantFrom('20', '50', '51', '1'),
};

/** A query: each filter given or not, some repeated, and a key no filter has. */
const query = fc.record(
  Object.fromEntries(
    [...KEYS, 'unknown'].map((key) => [
      key,
      fc.oneof(
        { weight: 6, arbitrary: likely[key] ?? value },
        { weight: 1, arbitrary: value },
        { weight: 1, arbitrary: fc.array(value, { minLength: 2, maxLength: 3 }) },
      ),
    ]),
  ) as Record<string, fc.Arbitrary<string | string[]>>,
  { requiredKeys: [] },
);

describe('readSearchFilters (no zod) reads a URL as searchFiltersFromParams (zod) does', () => {
  it('has the schema defaults', () => {
    expect(DEFAULT_SEARCH_FILTERS).toStrictEqual(searchFiltersSchema.parse({}));
  });

  it('gives the same filters for every query, with or without a route category', () => {
    fc.assert(
      fc.property(query, fc.option(value, { nil: undefined }), (params, category) => {
        const overrides = category === undefined ? {} : { category };
        expect(readSearchFilters(params, overrides)).toStrictEqual(
          searchFiltersFromParams(params, overrides),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the same filters for queries of mostly good values (the strict path)', () => {
    const good = fc.record(likely, { requiredKeys: [] });
    fc.assert(
      fc.property(good, (params) => {
        expect(readSearchFilters(params)).toStrictEqual(searchFiltersFromParams(params));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same filters from a URLSearchParams-like source (its forEach)', () => {
    fc.assert(
      fc.property(query, (params) => {
        const pairs = Object.entries(params).flatMap(([key, v]) =>
          (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((item) => [key, item] as const),
        );
        const search: QueryParamsLike = {
          forEach: (callback) => pairs.forEach(([key, item]) => callback(item, key)),
        };
        expect(readSearchFilters(search)).toStrictEqual(searchFiltersFromParams(search));
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the good filters of a link with one bad one, as the schema does', () => {
    const params = { q: 'groomer', priceMin: '500', priceMax: '100', lat: '12.9', radiusKm: '7' };
    const read = readSearchFilters(params);
    expect(read).toStrictEqual(searchFiltersFromParams(params));
    expect(read).toMatchObject({ q: 'groomer', priceMin: 500, priceMax: 10_000, radiusKm: 10 });
    expect(read).not.toHaveProperty('lat');
  });
});
