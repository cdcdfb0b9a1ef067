import { randomBytes } from 'node:crypto';
import { eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileLinkSecret, storedFiles } from '../../db/schema/files';
import { users } from '../../db/schema/foundation';
import { pets } from '../../db/schema/marketplace';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

export function createFileRepository(db: Db) {
  return {
    async insert(file: NewStoredFile) {
      const [row] = await db.insert(storedFiles).values(file).returning();
      return row!;
    },
    async find(id: string) {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
      return row ?? null;
    },
    async delete(id: string) {
      const [row] = await db.delete(storedFiles).where(eq(storedFiles.id, id)).returning();
      return row ?? null;
    },

    /**
     * Which of these objects a row still points at. The files module owns this one cross-table
     * read on purpose: it is the list of every column that holds a file, so the sweep and the
     * removal jobs never delete a file something still shows. A new column that stores a file
     * URL or key must be added here.
     */
    async referenced(keys: string[], urlsOf: (key: string) => string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const byUrl = new Map<string, string>();
      for (const key of keys) for (const url of urlsOf(key)) byUrl.set(url, key);
      const urls = [...byUrl.keys()];
      const [petPics, profilePics, privateKeys] = await Promise.all([
        db.select({ url: pets.pic }).from(pets).where(inArray(pets.pic, urls)),
        db.select({ url: users.profilePic }).from(users).where(inArray(users.profilePic, urls)),
        db
          .select({ key: storedFiles.objectKey })
          .from(storedFiles)
          .where(inArray(storedFiles.objectKey, keys)),
      ]);
      const found = new Set<string>();
      for (const { url } of [...petPics, ...profilePics]) {
        const key = url ? byUrl.get(url) : undefined;
        if (key) found.add(key);
      }
      for (const { key } of privateKeys) found.add(key);
      return found;
    },

    /**
     * Rewrites stored public URLs that start with `from` to start with `to` (moving files to a
     * bucket served from S3_PUBLIC_URL). Same list of columns as `referenced`. Returns the
     * number of rows changed per column.
     */
    async rewritePublicUrls(from: string, to: string) {
      const pattern = `${from.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rewrite = (column: string) =>
        sql`${to} || substr(${sql.raw(column)}, ${from.length + 1})`;
      const petRows = await db
        .update(pets)
        .set({ pic: rewrite('pic') })
        .where(like(pets.pic, pattern))
        .returning({ id: pets.id });
      const userRows = await db
        .update(users)
        .set({ profilePic: rewrite('profile_pic') })
        .where(like(users.profilePic, pattern))
        .returning({ id: users.id });
      return { 'pets.pic': petRows.length, 'users.profile_pic': userRows.length };
    },

    /** The secret that signs links to private files on local disk, made on first use. */
    async linkSecret(): Promise<string> {
      await db
        .insert(fileLinkSecret)
        .values({ id: 1, secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(fileLinkSecret).where(eq(fileLinkSecret.id, 1));
      return row!.secret;
    },
  };
}

export type FileRepository = ReturnType<typeof createFileRepository>;
