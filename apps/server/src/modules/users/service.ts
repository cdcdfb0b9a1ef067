import type { AdminUsersQuery, RoleCounts } from '@petmitra/core/admin/schemas';
import type { ProfileUpdateInput } from '@petmitra/core/users/profile';
import { AUTH_MESSAGES } from '@petmitra/core/auth/messages';
import { isUuid } from '@petmitra/core/marketplace/ids';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { UserRow } from '../../auth/session-user';
import { prepareImage, type UploadedImage } from '../../infra/images';
import { contentTypeOf } from '../../infra/uploads';
import { createFileService } from '../files/service';
import { notFound } from '../../http/errors';
import { createGeoService } from '../geo/service';
import { createUserRepository, type NewUser, type UserPatch } from './repository';

/** What an admin change of an account runs inside its transaction. */
export interface AccountChangeHooks {
  /** Throws to refuse the change, seeing the locked row. */
  check?: (before: UserRow) => void;
  /** Writes the audit entry with the change. */
  record: (before: UserRow, after: UserRow, tx: Db) => Promise<void>;
}

export function createProfileService(ctx: AppContext) {
  const usersRepo = createUserRepository(ctx.db);
  const geo = createGeoService();
  const files = createFileService(ctx);
  return {
    /** For other modules: an account's name and email, or null. */
    async contact(userId: string) {
      const row = await usersRepo.findById(userId);
      return row ? { id: row.id, name: row.name, email: row.email, role: row.role } : null;
    },

    /** A provider's service radius, km (the requests their board shows). */
    async setServiceRadius(userId: string, radiusKm: number) {
      const row = await usersRepo.update(userId, { serviceRadiusKm: radiusKm });
      if (!row) throw notFound(AUTH_MESSAGES.noUserLoggedIn);
    },

    /**
     * Email is not part of the update schema: it cannot change after registration. The city
     * and country also place the user on the map (offline gazetteer), in the same statement.
     */
    async update(user: UserRow, input: ProfileUpdateInput) {
      const city = input.city ?? null;
      const country = input.country ?? null;
      const updated = await usersRepo.update(user.id, {
        name: input.name,
        phone: input.phone,
        city,
        country,
        ...geo.userCoordinates(city, country),
        dateOfBirth: input.dateOfBirth ?? null,
        gender: input.gender ?? null,
      });
      if (!updated) throw notFound(AUTH_MESSAGES.noUserLoggedIn);
      return updated;
    },

    /**
     * The admin's edit: profile fields and the role, on the locked row, in one transaction with
     * whatever `record` writes (the audit entry); `check` may refuse before anything changes.
     */
    async adminUpdate(
      id: string,
      patch: Pick<UserPatch, 'name' | 'phone' | 'city' | 'country' | 'role'>,
      hooks: AccountChangeHooks,
    ) {
      return ctx.db.transaction(async (tx) => {
        const repo = createUserRepository(tx);
        const before = await repo.lockById(id);
        if (!before) return null;
        hooks.check?.(before);
        const city = patch.city === undefined ? before.city : patch.city;
        const country = patch.country === undefined ? before.country : patch.country;
        const moved = city !== before.city || country !== before.country;
        const after = (await repo.update(id, {
          ...patch,
          ...(moved ? geo.userCoordinates(city, country) : {}),
        }))!;
        await hooks.record(before, after, tx);
        return after;
      });
    },

    /**
     * Suspends (a time) or reactivates (null) an account, on the locked row, with the audit
     * entry in the same transaction. The session lookup refuses a suspended account, so its
     * sessions stop working at the commit; they are deleted right after.
     */
    async setSuspended(id: string, suspendedAt: Date | null, hooks: AccountChangeHooks) {
      const updated = await ctx.db.transaction(async (tx) => {
        const repo = createUserRepository(tx);
        const before = await repo.lockById(id);
        if (!before) return null;
        hooks.check?.(before);
        // Reactivating also ends a deactivation (modules/account): one switch brings it back.
        const after = (await repo.update(
          id,
          suspendedAt ? { suspendedAt } : { suspendedAt, deactivatedAt: null },
        ))!;
        await hooks.record(before, after, tx);
        return after;
      });
      if (updated && suspendedAt) await ctx.sessions.destroyAllForUser(id);
      return updated;
    },

    /**
     * Stores the new picture first, then points the account at it in a transaction that also
     * queues the old picture's removal (docs/files.md). Nothing changes if the store fails.
     */
    async setPhoto(user: UserRow, file: UploadedImage) {
      const image = await prepareImage(file, { allowGif: false });
      const stored = await files.storePublic('profile_photo', user.id, {
        ...image,
        contentType: contentTypeOf(`x.${image.ext}`),
      });
      return files.attach(stored, () =>
        ctx.db.transaction(async (tx) => {
          const repo = createUserRepository(tx);
          const current = await repo.lockById(user.id);
          if (!current) throw notFound(AUTH_MESSAGES.noUserLoggedIn);
          const updated = await repo.update(user.id, { profilePic: stored.url });
          await files.removeAfterCommit(tx, current.profilePic);
          return updated!;
        }),
      );
    },

    /**
     * Deletes an account and everything that cascades from it (pets, services, requests, …);
     * its photos and private files are removed after the commit by a job. For the account
     * deletion flow (admin approval of a deletion request) to call.
     */
    async deleteAccount(userId: string) {
      return ctx.db.transaction(async (tx) => {
        const deleted = await createUserRepository(tx).delete(userId);
        if (deleted) await files.removeOwnerAfterCommit(tx, userId);
        return Boolean(deleted);
      });
    },
  };
}

/**
 * Accounts as other modules see them: the auth module (sign-up, sign-in, password changes),
 * the admin console and the favourites (is this a listed provider?).
 */
export function createAccountService(ctx: Pick<AppContext, 'db'>) {
  const usersRepo = createUserRepository(ctx.db);
  return {
    findByEmail: (email: string) => usersRepo.findByEmail(email),
    findById: (id: string) => usersRepo.findById(id),

    /** A new account, in the caller's transaction; null when the email is taken. */
    create: (user: NewUser, executor: Db = ctx.db) => createUserRepository(executor).insert(user),

    setPasswordHash: (id: string, passwordHash: string) => usersRepo.update(id, { passwordHash }),

    /** A provider the marketplace shows: role service_provider and not suspended. */
    async isListedProvider(id: string): Promise<boolean> {
      return isUuid(id) && usersRepo.isListedProvider(id);
    },

    /** The admin's list: one page of matching accounts, and every account counted by role. */
    async list(query: AdminUsersQuery) {
      const { q, role, page, pageSize } = query;
      const { byRole, ...list } = await usersRepo.list({
        ...(q ? { q } : {}),
        ...(role ? { role } : {}),
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      const counts = {
        pet_parent: byRole.pet_parent ?? 0,
        service_provider: byRole.service_provider ?? 0,
        super_admin: byRole.super_admin ?? 0,
      };
      const roleCounts: RoleCounts = {
        ...counts,
        total: counts.pet_parent + counts.service_provider + counts.super_admin,
      };
      return { rows: list.rows, total: list.total, counts: roleCounts };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
