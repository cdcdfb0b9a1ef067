import type { ProfileUpdateInput } from '@petmitra/core/users/profile';
import { AUTH_MESSAGES } from '@petmitra/core/auth/messages';
import type { AppContext } from '../../context';
import type { UserRow } from '../../auth/session-user';
import { prepareImage, type UploadedImage } from '../../infra/images';
import { notFound } from '../../http/errors';
import { createUserRepository } from './repository';

export function createProfileService(ctx: AppContext) {
  const usersRepo = createUserRepository(ctx.db);
  return {
    /** Email is not part of the update schema: it cannot change after registration. */
    async update(user: UserRow, input: ProfileUpdateInput) {
      const updated = await usersRepo.update(user.id, {
        name: input.name,
        phone: input.phone,
        city: input.city ?? null,
        country: input.country ?? null,
        dateOfBirth: input.dateOfBirth ?? null,
        gender: input.gender ?? null,
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
