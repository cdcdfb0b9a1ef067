import { and, eq, sql } from 'drizzle-orm';
import type { ServiceCategory } from '@petmitra/core/marketplace/services';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { favorites } from '../../db/schema/discovery';

export interface FavoriteRow {
  id: string;
  name: string;
  profile_pic: string | null;
  city: string | null;
  country: string | null;
  review_count: number | null;
  rating_sum: number | null;
  categories: ServiceCategory[] | null;
  favorited_at: Date | string;
}

export function createFavoriteRepository(db: Db) {
  return {
    /** A parent's favourite providers (still listed providers only), newest first. */
    async list(userId: string) {
      return rowsOf<FavoriteRow>(
        await db.execute(sql`
          SELECT u.id, u.name, u.profile_pic, u.city, u.country,
                 r.review_count, r.rating_sum,
                 ARRAY(
                   SELECT DISTINCT s.category FROM services s
                   WHERE s.provider_id = u.id AND s.is_active ORDER BY s.category
                 ) AS categories,
                 f.created_at AS favorited_at
          FROM favorites f
          JOIN users u ON u.id = f.provider_id
          LEFT JOIN provider_ratings r ON r.provider_id = u.id
          WHERE f.user_id = ${userId}
            AND u.role = 'service_provider'
            AND u.suspended_at IS NULL
          ORDER BY f.created_at DESC, u.id`),
      );
    },

    async add(userId: string, providerId: string) {
      const [row] = await db
        .insert(favorites)
        .values({ userId, providerId })
        .onConflictDoNothing()
        .returning({ providerId: favorites.providerId });
      return row !== undefined;
    },

    async remove(userId: string, providerId: string) {
      const rows = await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.providerId, providerId)))
        .returning({ providerId: favorites.providerId });
      return rows.length > 0;
    },

    async exists(userId: string, providerId: string) {
      const [row] = await db
        .select({ providerId: favorites.providerId })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.providerId, providerId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
