import { REVIEW_LIMITS } from '@petmitra/core/discovery/reviews';
import { PROVIDER_MESSAGES, type ProviderProfile } from '@petmitra/core/discovery/providers';
import { roundToTenth } from '@petmitra/core/discovery/ratings';
import { isUuid } from '@petmitra/core/marketplace/ids';
import type { UserRow } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { isoString, numberOrNull } from '../../db/sql-helpers';
import { createFavoriteService } from '../favorites/service';
import { createProviderRepository, type ProviderRow } from './repository';

/**
 * A provider's phone and email as `viewer` sees them (issue 15): the provider themself and the
 * super admin always; a pet parent once they accepted one of the provider's responses (the one
 * rule in db/contact-sharing.ts, as messaging unmasks by it). Until then a parent talks to the
 * provider through Send Message, so neither side is pushed off the platform before a booking.
 * A provider with an active emergency / 24×7 service publishes the phone: emergency care is a
 * call list.
 */
function contactFor(
  provider: ProviderRow,
  viewer: UserRow | null,
): Pick<ProviderProfile, 'phone' | 'email' | 'contactShared'> {
  const shared =
    viewer?.id === provider.id || viewer?.role === 'super_admin' || provider.contact_shared;
  return {
    phone: shared || provider.emergency ? provider.phone : null,
    email: shared ? provider.email : null,
    contactShared: shared,
  };
}

/** Public provider profiles: only users with role service_provider (and not suspended). */
export function createProviderDirectory(ctx: AppContext) {
  const repo = createProviderRepository(ctx.db);
  const favorites = createFavoriteService(ctx);

  return {
    /**
     * The profile as `viewer` sees it: a pet parent also learns whether the provider is in
     * their favourites (null for anyone else).
     */
    async profile(id: string, viewer: UserRow | null): Promise<ProviderProfile> {
      const parentId = viewer?.role === 'pet_parent' ? viewer.id : null;
      const provider = isUuid(id) ? await repo.findListed(id, parentId) : null;
      if (!provider) throw notFound(PROVIDER_MESSAGES.notFound);
      const [services, reviews, isFavorite] = await Promise.all([
        repo.activeServices(id),
        repo.latestReviews(id, REVIEW_LIMITS.providerPageReviews),
        viewer?.role === 'pet_parent' ? favorites.isFavorite(viewer.id, id) : null,
      ]);
      const count = Number(provider.review_count ?? 0);
      const lat = numberOrNull(provider.latitude);
      const lng = numberOrNull(provider.longitude);
      return {
        id: provider.id,
        name: provider.name,
        profilePic: provider.profile_pic,
        city: provider.city,
        country: provider.country,
        coordinates: lat !== null && lng !== null ? { lat, lng } : null,
        createdAt: isoString(provider.created_at),
        averageRating: count ? roundToTenth(Number(provider.rating_sum ?? 0) / count) : 0,
        totalReviews: count,
        ...contactFor(provider, viewer),
        verified: provider.verified,
        services: services.map((s) => ({
          id: s.id,
          name: s.name,
          category: s.category,
          isActive: s.is_active,
          petTypesAccepted: s.pet_types_accepted,
          homeServiceAvailable: s.home_service_available,
          charges: s.charges,
          currency: s.currency,
          createdAt: isoString(s.created_at),
        })),
        reviews: reviews.map((r) => ({
          id: r.id,
          rating: Number(r.rating),
          comment: r.comment,
          reviewerName: r.reviewer_name,
          reviewerProfilePic: r.reviewer_pic,
          serviceName: r.service_name,
          createdAt: isoString(r.created_at),
        })),
        stats: {
          services: services.length,
          completedRequests: Number(provider.completed_requests),
          responses: Number(provider.responses),
        },
        isFavorite,
      };
    },
  };
}

export type ProviderDirectory = ReturnType<typeof createProviderDirectory>;
