import { createHmac, timingSafeEqual } from 'node:crypto';
import { IMAGE_FILE_MESSAGES } from '@petmitra/core/uploads/image-file';
import { isUuid } from '@petmitra/core/marketplace/ids';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../auth/session-user';
import { AppError, notFound } from '../../http/errors';
import { UPLOADS_URL_PREFIX, type ObjectInfo, type StoredObject } from '../../infra/uploads';
import {
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  SIGNED_LINK_SECONDS,
  ownerPrefixes,
  privateKey,
  publicKey,
  type PrivateFileKind,
  type PublicFileKind,
} from './kinds';
import { createFileRepository, type StoredFileRow } from './repository';

export const FILE_JOBS = {
  remove: 'files.remove',
  removeOwner: 'files.remove-owner',
  sweep: 'files.sweep',
} as const;

/** Objects no row points at are removed by the sweep once they are older than this. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

export const FILE_MESSAGES = {
  notFound: 'File not found',
  linkExpired: 'This link has expired. Please request a new one.',
} as const;

/** A file whose bytes are stored; it is part of the product only once its row commits. */
export interface StoredPublicFile {
  key: string;
  url: string;
}

/**
 * Who may read a private file besides its owner and the super admin (e.g. both people in a
 * conversation for a message attachment). Modules that store private files register theirs.
 */
export type ReadPolicy = (ctx: AppContext, user: UserRow, file: StoredFileRow) => Promise<boolean>;
const readPolicies = new Map<PrivateFileKind, ReadPolicy>();
export function allowRead(kind: PrivateFileKind, policy: ReadPolicy) {
  readPolicies.set(kind, policy);
}

export interface SweepResult {
  scanned: number;
  removed: number;
  /** Old enough, but a row still points at them. */
  kept: number;
}

const uploadFailed = () =>
  new AppError('internal', IMAGE_FILE_MESSAGES.uploadFailed, undefined, 503);

/**
 * Files above the store: public or private (modules/files/kinds.ts decides), nothing half-stored
 * and no orphans. The rule every caller follows:
 *  1. store the bytes under a new key (nothing points at it yet);
 *  2. commit the row that points at it — `attach()` removes the new object if that fails;
 *  3. files the committed change no longer points at are removed after the commit by the
 *     `files.remove` job, queued in the same transaction (`removeAfterCommit`), retried;
 *  4. whatever still slips through (a crash between 1 and 2) is found by the daily sweep.
 */
export function createFileService(ctx: AppContext) {
  const store = ctx.uploads;
  const repo = createFileRepository(ctx.db);

  /** Both URL forms a public key may be stored as (before and after storage:copy-to-s3). */
  const urlsOf = (key: string) => {
    const urls = [`${UPLOADS_URL_PREFIX}${key}`];
    const shown = store.publicUrl(key);
    if (!urls.includes(shown)) urls.push(shown);
    return urls;
  };

  const referenced = (keys: string[]) => repo.referenced(keys, urlsOf);

  let linkSecret: Promise<string> | undefined;
  const sign = async (id: string, expires: number) =>
    createHmac('sha256', await (linkSecret ??= repo.linkSecret()))
      .update(`${id}.${expires}`)
      .digest('base64url');

  async function removeUnreferenced(objects: ObjectInfo[]) {
    const stillUsed = await referenced(objects.map((o) => o.key));
    let removed = 0;
    for (const object of objects) {
      if (stillUsed.has(object.key)) continue;
      await store.remove(object.key);
      removed += 1;
    }
    return { removed, kept: stillUsed.size };
  }

  const service = {
    /** Stores a public image (pet photo, profile picture) under a new unique key. */
    async storePublic(
      kind: PublicFileKind,
      ownerId: string,
      image: { bytes: Buffer; ext: string; contentType: string },
    ): Promise<StoredPublicFile> {
      const key = publicKey(kind, ownerId, image.ext);
      try {
        await store.put(key, image.bytes, {
          contentType: image.contentType,
          cacheControl: PUBLIC_CACHE_CONTROL,
        });
      } catch (error) {
        ctx.log.error({ err: error, key }, 'storing an upload failed');
        throw uploadFailed();
      }
      return { key, url: store.publicUrl(key) };
    },

    /**
     * Runs `commit` (the transaction that writes the row pointing at the new file). When it
     * fails, the new object is removed (by a job, so an unreachable store is retried).
     */
    async attach<T>(file: { key: string }, commit: () => Promise<T>): Promise<T> {
      try {
        return await commit();
      } catch (error) {
        await service.discard(file.key);
        throw error;
      }
    },

    /** Queues the removal of an object no committed row points at. */
    async discard(key: string) {
      await ctx.jobs.send(FILE_JOBS.remove, { key }).catch((error: unknown) => {
        // The sweep removes it after a day.
        ctx.log.error({ err: error, key }, 'queueing an upload removal failed');
      });
    },

    /**
     * Queues, in the caller's transaction, the removal of a file the change stops pointing at:
     * it runs only if the transaction commits. Takes a public URL or a key; ignores values that
     * are not ours (an external URL, null).
     */
    async removeAfterCommit(tx: Executor, urlOrKey: string | null | undefined) {
      if (!urlOrKey) return;
      const key = store.keyOf(urlOrKey) ?? (urlOrKey.includes(':') ? null : urlOrKey);
      if (!key) return;
      await ctx.jobs.send(FILE_JOBS.remove, { key }, { tx });
    },

    /** Queues, in the transaction that deletes an account, the removal of all its files. */
    async removeOwnerAfterCommit(tx: Executor, ownerId: string) {
      await ctx.jobs.send(FILE_JOBS.removeOwner, { ownerId }, { tx });
    },

    /**
     * Stores a private file, then records it (and whatever `commit` writes with it, such as the
     * invoice row that points at it) in one transaction. If that transaction fails the object
     * is removed. The file is then readable only through `read()` / `GET /api/files/:id` or a
     * signed link.
     */
    async createPrivate<T = void>(
      input: {
        kind: PrivateFileKind;
        ownerId: string;
        filename: string;
        contentType: string;
        bytes: Buffer;
      },
      commit?: (tx: Executor, file: StoredFileRow) => Promise<T>,
    ): Promise<{ file: StoredFileRow; result: T | undefined }> {
      const key = privateKey(input.kind, input.ownerId);
      try {
        await store.put(key, input.bytes, {
          contentType: input.contentType,
          cacheControl: PRIVATE_CACHE_CONTROL,
        });
      } catch (error) {
        ctx.log.error({ err: error, key }, 'storing a private file failed');
        throw new AppError('internal', 'Upload failed', undefined, 503);
      }
      return service.attach({ key }, () =>
        ctx.db.transaction(async (tx) => {
          const file = await createFileRepository(tx).insert({
            objectKey: key,
            kind: input.kind,
            ownerId: input.ownerId,
            filename: input.filename,
            contentType: input.contentType,
            sizeBytes: input.bytes.length,
          });
          const result = commit ? await commit(tx, file) : undefined;
          return { file, result };
        }),
      );
    },

    /** Deletes a private file's row in the caller's transaction; the object goes after commit. */
    async deletePrivate(tx: Executor, fileId: string) {
      const row = isUuid(fileId) ? await createFileRepository(tx).delete(fileId) : null;
      if (row) await ctx.jobs.send(FILE_JOBS.remove, { key: row.objectKey }, { tx });
      return row;
    },

    /** The private file if `user` may read it; anyone else learns nothing (not found). */
    async authorise(user: UserRow, fileId: string): Promise<StoredFileRow> {
      const file = isUuid(fileId) ? await repo.find(fileId) : null;
      if (!file) throw notFound(FILE_MESSAGES.notFound);
      if (file.ownerId === user.id || user.role === 'super_admin') return file;
      const policy = readPolicies.get(file.kind as PrivateFileKind);
      if (policy && (await policy(ctx, user, file))) return file;
      throw notFound(FILE_MESSAGES.notFound);
    },

    async open(file: StoredFileRow): Promise<StoredObject> {
      const object = await store.get(file.objectKey);
      if (!object) throw notFound(FILE_MESSAGES.notFound);
      return object;
    },

    /**
     * A link to a private file that works without a session for SIGNED_LINK_SECONDS: the
     * bucket's own signed URL on S3, an HMAC-signed API URL on local disk.
     */
    async link(user: UserRow, fileId: string) {
      const file = await service.authorise(user, fileId);
      const expiresAt = new Date(Date.now() + SIGNED_LINK_SECONDS * 1000);
      const signed = await store.signedUrl(file.objectKey, {
        seconds: SIGNED_LINK_SECONDS,
        filename: file.filename,
        contentType: file.contentType,
      });
      if (signed) return { url: signed, expiresAt: expiresAt.toISOString() };
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const signature = await sign(file.id, expires);
      return {
        url: `${ctx.env.appUrl}/api/files/${file.id}?expires=${expires}&signature=${signature}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The file a signed local link names, when its signature is right and it has not expired. */
    async verifyLink(fileId: string, expires: number, signature: string) {
      const nowSeconds = Math.floor(Date.now() / 1000);
      if (!isUuid(fileId)) throw notFound(FILE_MESSAGES.notFound);
      const expected = Buffer.from(await sign(fileId, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw notFound(FILE_MESSAGES.notFound);
      }
      if (expires < nowSeconds || expires > nowSeconds + SIGNED_LINK_SECONDS + 60) {
        throw new AppError('permission', FILE_MESSAGES.linkExpired);
      }
      const file = await repo.find(fileId);
      if (!file) throw notFound(FILE_MESSAGES.notFound);
      return file;
    },

    /** A public file for /uploads/: null for private keys and for keys with no object. */
    async openPublic(key: string): Promise<StoredObject | null> {
      return store.get(key);
    },

    /** The job: removes one object unless a row points at it again (keys are never reused). */
    async removeObject(key: string) {
      await removeUnreferenced([{ key, size: 0, lastModified: new Date(0) }]);
    },

    /** The job: removes every object of a deleted account that no row points at. */
    async removeOwnerObjects(ownerId: string) {
      let removed = 0;
      for (const prefix of ownerPrefixes(ownerId)) {
        for await (const page of store.list(prefix)) {
          removed += (await removeUnreferenced(page)).removed;
        }
      }
      return removed;
    },

    /**
     * Removes objects no row points at that are older than a day (younger ones may belong to
     * an upload whose row is still being written), and counts them.
     */
    async sweep(options: { now?: Date; minAgeMs?: number } = {}): Promise<SweepResult> {
      const cutoff =
        (options.now ?? new Date()).getTime() - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
      const result: SweepResult = { scanned: 0, removed: 0, kept: 0 };
      for await (const page of store.list('')) {
        result.scanned += page.length;
        const old = page.filter((o) => o.lastModified.getTime() <= cutoff);
        const { removed, kept } = await removeUnreferenced(old);
        result.removed += removed;
        result.kept += kept;
      }
      return result;
    },
  };
  return service;
}

export type FileService = ReturnType<typeof createFileService>;
