import { z } from 'zod';
import { plainText } from '../text/fields';
import { marketplaceCurrencySchema } from '../marketplace/money-schemas';
import { PET_TYPES } from '../marketplace/pets';
import { SERVICE_CATEGORIES } from '../marketplace/services';
import { RADIUS_OPTIONS, SUGGESTION_LIMITS } from './search';

export * from './result-labels';

/** What GET /api/search/services and /api/search/suggestions answer. */

export const coordinatesSchema = z.object({ lat: z.number(), lng: z.number() });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** The provider on a service card. */
export const cardProviderSchema = z.object({
  id: z.guid(),
  name: z.string(),
  profilePic: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /**
   * The emergency call list's one-tap call (tel: link); null on every other card: a provider's
   * contact details are on their profile once a parent accepted them.
   */
  phone: z.string().nullable(),
  /** The Verified badge: a super admin approved the provider's documents (modules/trust). */
  verified: z.boolean(),
});

/** A service card in search, the directory and on the map. */
export const serviceCardSchema = z.object({
  id: z.guid(),
  name: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  petTypesAccepted: z.array(z.enum(PET_TYPES)),
  homeServiceAvailable: z.boolean(),
  /** Lowest and highest charge in minor units of `currency`; null means 'Contact for pricing'. */
  priceMin: z.number().int().nullable(),
  priceMax: z.number().int().nullable(),
  /** The service's currency: its provider's country's. */
  currency: marketplaceCurrencySchema,
  provider: cardProviderSchema,
  /** The provider's average rating (one decimal) and review count. */
  averageRating: z.number(),
  totalReviews: z.number().int(),
  /** km from the searched position, one decimal; null when there is none to measure from. */
  distanceKm: z.number().nullable(),
  /** The provider's place (city centre from the gazetteer); null when unknown. */
  coordinates: coordinatesSchema.nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

/** Where the search measured from, when it did. */
export const searchLocationSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  radiusKm: z.number().refine((n) => (RADIUS_OPTIONS as readonly number[]).includes(n)),
  /** 'position' = the browser's coordinates; 'city' = the city placed by the gazetteer. */
  source: z.enum(['position', 'city']),
  /** The place's name when the source is a city. */
  label: z.string().nullable(),
});
export type SearchLocation = z.infer<typeof searchLocationSchema>;

export const searchResultSchema = z.object({
  services: z.array(serviceCardSchema),
  /** Services found; at most 200 (then totalCapped is true and the UI shows "200+"). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  /** Average of the found services' ratings (those with reviews), one decimal; 0 with none. */
  averageRating: z.number(),
  /** Found services within 5 km; null when the search has no position. */
  within5km: z.number().int().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  location: searchLocationSchema.nullable(),
  /**
   * A city was asked for but is not in the gazetteer: the search matched the city's name in
   * the providers' addresses instead of measuring distance.
   */
  cityNotPlaced: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const SUGGESTION_TYPES = ['service', 'provider', 'location'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export const suggestionSchema = z.object({
  type: z.enum(SUGGESTION_TYPES),
  /** What the list shows. */
  label: z.string(),
  /** A second line: the provider's city, the place's country. */
  detail: z.string().nullable(),
  /** A service or location suggestion fills the search (q or city) with this. */
  value: z.string(),
  /** A provider suggestion opens /provider/{providerId}. */
  providerId: z.guid().nullable(),
  category: z.enum(SERVICE_CATEGORIES).nullable(),
  coordinates: coordinatesSchema.nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsQuerySchema = z.object({
  q: plainText().max(100).default(''),
});

export const suggestionsSchema = z.object({
  suggestions: z.array(suggestionSchema).max(SUGGESTION_LIMITS.total),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
