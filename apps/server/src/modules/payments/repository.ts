import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Gateway } from '@petmitra/core/payments/pricing';
import type { Db } from '../../db/client';
import { invoiceCounters, paymentWebhookEvents, payments, refunds } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type RefundRow = typeof refunds.$inferSelect;

export function createPaymentRepository(db: Db) {
  return {
    /** Inserts a pending payment unless the user already used this idempotency key. */
    async insertPending(row: NewPayment) {
      const [created] = await db
        .insert(payments)
        .values(row)
        .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
        .returning();
      return created ?? null;
    },

    async findByKey(userId: string, key: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)));
      return row ?? null;
    },

    async findById(id: string) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },

    async findOwned(id: string, userId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.userId, userId)));
      return row ?? null;
    },

    /** The payment row locked for the rest of the transaction (one recorder at a time). */
    async lock(id: string) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return row ?? null;
    },

    async findByOrder(gateway: Gateway, orderId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.gateway, gateway), eq(payments.orderId, orderId)));
      return row ?? null;
    },

    async findByTransaction(transactionId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.transactionId, transactionId));
      return row ?? null;
    },

    async update(id: string, patch: Partial<NewPayment>) {
      const [row] = await db
        .update(payments)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(payments.id, id))
        .returning();
      return row!;
    },

    /** The next invoice number of the year: gapless, taken in the recording transaction. */
    async nextInvoiceNumber(year: number) {
      const [row] = await db
        .insert(invoiceCounters)
        .values({ year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: invoiceCounters.year,
          set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
        })
        .returning();
      return `PM-${year}-${String(row!.lastNumber).padStart(6, '0')}`;
    },

    async history(userId: string, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(payments)
          .where(eq(payments.userId, userId))
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(payments).where(eq(payments.userId, userId)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Pending payments with a gateway order older than `before` (reconciliation). */
    async stalePending(before: Date, limit: number) {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            lt(payments.createdAt, before),
            sql`${payments.orderId} IS NOT NULL`,
            sql`${payments.createdAt} > now() - interval '3 days'`,
          ),
        )
        .orderBy(payments.createdAt)
        .limit(limit);
    },

    /** Stores a webhook event once; false when this event id was already stored. */
    async storeWebhookEvent(
      gateway: Gateway,
      eventId: string,
      eventType: string,
      payload: unknown,
    ) {
      const rows = await db
        .insert(paymentWebhookEvents)
        .values({ gateway, eventId, eventType, payload, processedAt: new Date() })
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      return rows.length === 1;
    },

    // ---- refunds
    async latestRefunds(paymentIds: string[]) {
      if (paymentIds.length === 0) return new Map<string, RefundRow>();
      const rows = await db
        .select()
        .from(refunds)
        .where(inArray(refunds.paymentId, paymentIds))
        .orderBy(desc(refunds.createdAt));
      const map = new Map<string, RefundRow>();
      for (const row of rows) if (!map.has(row.paymentId)) map.set(row.paymentId, row);
      return map;
    },

    async insertRefund(row: typeof refunds.$inferInsert) {
      const [created] = await db.insert(refunds).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    async updateRefund(id: string, patch: Partial<typeof refunds.$inferInsert>) {
      const [row] = await db
        .update(refunds)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(refunds.id, id))
        .returning();
      return row!;
    },

    async lockRefundByGatewayId(refundId: string) {
      const [row] = await db
        .select()
        .from(refunds)
        .where(eq(refunds.refundId, refundId))
        .for('update');
      return row ?? null;
    },

    async lockRefund(id: string) {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for('update');
      return row ?? null;
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
