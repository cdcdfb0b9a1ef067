import type { ProfileUpdateInput } from '@petmitra/core/users/profile';
import { AUTH_MESSAGES } from '@petmitra/core/auth/messages';
import type { AppContext } from '../../context';
import type { UserRow } from '../../auth/session-user';
import { prepareImage, type UploadedImage } from '../../infra/images';
import { notFound } from '../../http/errors';
import { createGeoService } from '../geo/service';
import { createUserRepository } from './repository';

export function createProfileService(ctx: AppContext) {
  const usersRepo = createUserRepository(ctx.db);
  const geo = createGeoService(ctx);
  return {
    /**
     * Email is not part of the update schema: it cannot change after registration. The
     * city and country also place the user on the map (offline gazetteer), in the same
     * transaction.
     */
    async update(user: UserRow, input: ProfileUpdateInput) {
      const updated = await ctx.db.transaction(async (tx) => {
        const row = await createUserRepository(tx).update(user.id, {
          name: input.name,
          phone: input.phone,
          city: input.city ?? null,
          country: input.country ?? null,
          dateOfBirth: input.dateOfBirth ?? null,
          gender: input.gender ?? null,
        });
        if (row) await geo.placeUser(row.id, row.city, row.country, tx);
        return row;
      });
      if (!updated) throw notFound(AUTH_MESSAGES.noUserLoggedIn);
      return updated;
    },

    async setPhoto(user: UserRow, file: UploadedImage) {
      const image = await prepareImage(file, { allowGif: false });
      const url = await ctx.uploads.put('profiles', user.id, image.ext, image.bytes);
      const updated = await usersRepo.update(user.id, { profilePic: url });
      if (!updated) {
        await ctx.uploads.remove(url);
        throw notFound(AUTH_MESSAGES.noUserLoggedIn);
      }
      if (user.profilePic) await ctx.uploads.remove(user.profilePic);
      return updated;
    },
  };
}
