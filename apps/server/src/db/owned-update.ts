import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A table whose rows have an owner and a status (requests, responses). */
type OwnedTable = PgTable & { id: PgColumn; status: PgColumn; updatedAt: PgColumn };

/**
 * Updates one row only while it still belongs to `ownerId` and has one of `statuses`: the check
 * and the write are one statement, so a concurrent change (a cancel, an accept) wins cleanly
 * and the caller gets null instead of overwriting it.
 */
export async function updateOwnedIf<T extends OwnedTable>(
  db: Db,
  table: T,
  owner: { column: PgColumn; id: string },
  id: string,
  statuses: readonly string[],
  patch: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | null> {
  const where: SQL | undefined = and(
    eq(table.id, id),
    eq(owner.column, owner.id),
    inArray(table.status, [...statuses]),
  );
  const rows = (await db
    .update(table)
    .set({ ...patch, updatedAt: new Date() })
    .where(where)
    .returning()) as T['$inferSelect'][];
  return rows[0] ?? null;
}
