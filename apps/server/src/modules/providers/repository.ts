import type { MarketplaceCurrency } from '@petmitra/core/marketplace/money';
import { sql } from 'drizzle-orm';
import type { PetType } from '@petmitra/core/marketplace/pets';
import type { ServiceCategory, ServiceCharge } from '@petmitra/core/marketplace/services';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { contactSharedBetween } from '../../db/contact-sharing';

export interface ProviderRow {
  id: string;
  name: string;
  profile_pic: string | null;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string;
  verified: boolean;
  created_at: Date | string;
  review_count: number | null;
  rating_sum: number | null;
  completed_requests: number;
  responses: number;
  /** The viewing parent accepted a response of this provider's (docs: contact sharing). */
  contact_shared: boolean;
  /** The provider offers an active emergency / 24×7 service: their phone is on the call list. */
  emergency: boolean;
}

export interface ProfileServiceRow {
  id: string;
  name: string;
  category: ServiceCategory;
  is_active: boolean;
  pet_types_accepted: PetType[];
  home_service_available: boolean;
  charges: ServiceCharge[];
  currency: MarketplaceCurrency;
  created_at: Date | string;
}

export interface ProfileReviewRow {
  id: string;
  rating: number;
  comment: string;
  reviewer_name: string;
  reviewer_pic: string | null;
  service_name: string | null;
  created_at: Date | string;
}

/** The provider public profile, read in three indexed queries. */
export function createProviderRepository(db: Db) {
  return {
    /**
     * A listed provider: role service_provider and not suspended; null otherwise. With a
     * viewing parent, whether their contact details are shared with that parent.
     */
    async findListed(id: string, parentId: string | null = null) {
      const [row] = rowsOf<ProviderRow>(
        await db.execute(sql`
          SELECT u.id, u.name, u.profile_pic, u.city, u.country, u.latitude, u.longitude,
                 u.phone, u.email, (u.provider_verified_at IS NOT NULL) AS verified, u.created_at,
                 r.review_count, r.rating_sum,
                 (SELECT count(*) FROM service_requests sr
                   WHERE sr.selected_provider_id = u.id AND sr.status = 'completed')::int
                   AS completed_requests,
                 (SELECT count(*) FROM service_responses sp WHERE sp.provider_id = u.id)::int
                   AS responses,
                 ${parentId ? contactSharedBetween(sql`${parentId}::uuid`, sql`u.id`) : sql`false`}
                   AS contact_shared,
                 EXISTS (SELECT 1 FROM services s
                          WHERE s.provider_id = u.id AND s.emergency AND s.is_active) AS emergency
          FROM users u
          LEFT JOIN provider_ratings r ON r.provider_id = u.id
          WHERE u.id = ${id} AND u.role = 'service_provider' AND u.suspended_at IS NULL`),
      );
      return row ?? null;
    },

    activeServices(providerId: string) {
      return db
        .execute(
          sql`
          SELECT id, name, category, is_active, pet_types_accepted, home_service_available,
                 charges, currency, created_at
          FROM services
          WHERE provider_id = ${providerId} AND is_active
          ORDER BY created_at DESC, id`,
        )
        .then((result) => rowsOf<ProfileServiceRow>(result));
    },

    latestReviews(providerId: string, limit: number) {
      return db
        .execute(
          sql`
          SELECT rv.id, rv.rating, rv.comment, rv.created_at,
                 u.name AS reviewer_name, u.profile_pic AS reviewer_pic,
                 sr.service_name
          FROM reviews rv
          JOIN users u ON u.id = rv.reviewer_id
          LEFT JOIN service_requests sr ON sr.id = rv.service_request_id
          WHERE rv.reviewee_id = ${providerId}
          ORDER BY rv.created_at DESC, rv.id DESC
          LIMIT ${limit}`,
        )
        .then((result) => rowsOf<ProfileReviewRow>(result));
    },
  };
}
