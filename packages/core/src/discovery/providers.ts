import { z } from 'zod';
import { marketplaceCurrencySchema } from '../marketplace/money-schemas';
import { PET_TYPES } from '../marketplace/pets';
import { SERVICE_CATEGORIES } from '../marketplace/services';
import { coordinatesSchema } from './results';
import { PROVIDER_MESSAGES } from './provider-messages';

export * from './provider-messages';

/** The provider public profile (/provider/{id}) and a pet parent's favourites. */

export const providerIdParamsSchema = z.object({
  id: z.guid({ error: PROVIDER_MESSAGES.notFound }),
});

export const profileServiceSchema = z.object({
  id: z.guid(),
  name: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  isActive: z.boolean(),
  petTypesAccepted: z.array(z.enum(PET_TYPES)),
  homeServiceAvailable: z.boolean(),
  charges: z.array(z.object({ description: z.string(), amount: z.number().int() })),
  /** The charges' currency (the provider's country's). */
  currency: marketplaceCurrencySchema,
  createdAt: z.string(),
});

export const profileReviewSchema = z.object({
  id: z.guid(),
  rating: z.number().int(),
  comment: z.string(),
  reviewerName: z.string(),
  reviewerProfilePic: z.string().nullable(),
  serviceName: z.string().nullable(),
  createdAt: z.string(),
});

export const providerProfileSchema = z.object({
  id: z.guid(),
  name: z.string(),
  profilePic: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  coordinates: coordinatesSchema.nullable(),
  /** ISO 8601: "joined". */
  createdAt: z.string(),
  averageRating: z.number(),
  totalReviews: z.number().int(),
  /**
   * Shared with a pet parent once they accepted one of the provider's responses (the provider
   * and the super admin always see them); null until then. The phone of a provider offering
   * emergency / 24×7 care is always shown.
   */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The viewer sees the provider's contact details (see phone). */
  contactShared: z.boolean(),
  verified: z.boolean(),
  /** Active services only, newest first. */
  services: z.array(profileServiceSchema),
  /** The first five reviews, newest first (View All opens /reviews/{id}). */
  reviews: z.array(profileReviewSchema),
  stats: z.object({
    /** Active services. */
    services: z.number().int(),
    /** Requests this provider completed. */
    completedRequests: z.number().int(),
    /** Responses this provider has sent. */
    responses: z.number().int(),
  }),
  /** Signed in as a pet parent: whether this provider is in their favourites; otherwise null. */
  isFavorite: z.boolean().nullable(),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

export const providerProfileReplySchema = z.object({ provider: providerProfileSchema });

export const favoriteProviderSchema = z.object({
  id: z.guid(),
  name: z.string(),
  profilePic: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  averageRating: z.number(),
  totalReviews: z.number().int(),
  /** Categories of the provider's active services. */
  categories: z.array(z.enum(SERVICE_CATEGORIES)),
  /** ISO 8601 */
  favoritedAt: z.string(),
});
export type FavoriteProvider = z.infer<typeof favoriteProviderSchema>;

export const favoritesSchema = z.object({ favorites: z.array(favoriteProviderSchema) });
export const favoriteParamsSchema = z.object({
  providerId: z.guid({ error: PROVIDER_MESSAGES.notFound }),
});
export const favoriteStateSchema = z.object({ providerId: z.guid(), isFavorite: z.boolean() });
