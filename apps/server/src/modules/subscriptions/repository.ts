import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema/payments';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

export function createSubscriptionRepository(db: Db) {
  return {
    /** The user's active plan whose end date is still ahead, or null. */
    async active(userId: string, now: Date) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.isActive, true),
            gt(subscriptions.subscriptionEndDate, now),
          ),
        )
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The active row even past its end (before the expiry job ran), locked for a change. */
    async lockActive(userId: string) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true)))
        .for('update');
      return row ?? null;
    },

    async findByPayment(paymentId: string) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.paymentId, paymentId));
      return row ?? null;
    },

    async insert(row: NewSubscription) {
      const [created] = await db.insert(subscriptions).values(row).returning();
      return created!;
    },

    async end(id: string, now: Date, reason: 'expired' | 'refunded' | 'upgraded') {
      const [row] = await db
        .update(subscriptions)
        .set({ isActive: false, endedAt: now, endReason: reason, updatedAt: now })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.isActive, true)))
        .returning();
      return row ?? null;
    },

    async cancelRenewal(id: string, reason: string, now: Date) {
      const [row] = await db
        .update(subscriptions)
        .set({ autoRenew: false, cancelReason: reason, cancelledAt: now, updatedAt: now })
        .where(
          and(
            eq(subscriptions.id, id),
            eq(subscriptions.isActive, true),
            eq(subscriptions.autoRenew, true),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Active plans whose end date has passed (the expiry job). */
    async endedIds(now: Date, limit: number) {
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.isActive, true), lte(subscriptions.subscriptionEndDate, now)))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Marks plans ending before `until` as reminded, once; returns them. */
    async takeReminders(now: Date, until: Date, limit: number) {
      return db
        .update(subscriptions)
        .set({ remindedAt: now, updatedAt: now })
        .where(
          sql`${subscriptions.id} IN (
            SELECT id FROM subscriptions
             WHERE is_active AND reminded_at IS NULL
               AND subscription_end_date > ${now.toISOString()}::timestamptz
               AND subscription_end_date <= ${until.toISOString()}::timestamptz
             LIMIT ${limit})`,
        )
        .returning();
    },

    async byId(id: string) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row ?? null;
    },
  };
}
