import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/marketplace';

export type NewNotification = typeof notifications.$inferInsert;

/** Rows per INSERT when fanning out to many users. */
const BATCH = 500;

export function createNotificationRepository(db: Db) {
  return {
    async insertMany(rows: NewNotification[]) {
      for (let i = 0; i < rows.length; i += BATCH) {
        await db
          .insert(notifications)
          .values(rows.slice(i, i + BATCH))
          .onConflictDoNothing();
      }
    },
    async countUnread(userId: string, now: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.read, false),
            or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now)),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
