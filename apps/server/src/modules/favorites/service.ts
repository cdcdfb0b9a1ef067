import type { FavoriteProvider } from '@petmitra/core/discovery/providers';
import { PROVIDER_MESSAGES } from '@petmitra/core/discovery/providers';
import { roundToTenth } from '@petmitra/core/discovery/ratings';
import type { UserRow } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { isoString } from '../../db/sql-helpers';
import { createAccountService } from '../users/service';
import { createFavoriteRepository } from './repository';

/** A pet parent's favourite providers: theirs alone (every query is scoped to the user). */
export function createFavoriteService(ctx: AppContext) {
  const repo = createFavoriteRepository(ctx.db);
  const accounts = createAccountService(ctx);

  return {
    async list(user: UserRow): Promise<FavoriteProvider[]> {
      const rows = await repo.list(user.id);
      return rows.map((row) => {
        const count = Number(row.review_count ?? 0);
        return {
          id: row.id,
          name: row.name,
          profilePic: row.profile_pic,
          city: row.city,
          country: row.country,
          averageRating: count ? roundToTenth(Number(row.rating_sum ?? 0) / count) : 0,
          totalReviews: count,
          categories: row.categories ?? [],
          favoritedAt: isoString(row.favorited_at),
        };
      });
    },

    async add(user: UserRow, providerId: string) {
      if (!(await accounts.isListedProvider(providerId))) {
        throw notFound(PROVIDER_MESSAGES.notFound);
      }
      const created = await repo.add(user.id, providerId);
      return { created };
    },

    async remove(user: UserRow, providerId: string) {
      await repo.remove(user.id, providerId);
    },

    isFavorite(userId: string, providerId: string) {
      return repo.exists(userId, providerId);
    },
  };
}

export type FavoriteService = ReturnType<typeof createFavoriteService>;
