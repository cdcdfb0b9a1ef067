// Mirrors migrations/0010_payments.sql. Amounts are integer minor units with a currency code.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Gateway, PaymentCurrency, Product } from '@petmitra/core/payments/pricing';
import type { RefundReason, RefundStatus } from '@petmitra/core/payments/refunds';
import type { PaymentStatus } from '@petmitra/core/payments/payments';
import { users } from './foundation';
import { serviceRequests, serviceResponses } from './marketplace';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    product: text('product').$type<Product | 'test_payment'>().notNull(),
    description: text('description').notNull(),
    gateway: text('gateway').$type<Gateway>().notNull(),
    mode: text('mode').$type<'sandbox' | 'live'>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<PaymentCurrency>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    orderId: text('order_id').unique('payments_order_id_key'),
    transactionId: text('transaction_id').unique('payments_transaction_id_key'),
    idempotencyKey: text('idempotency_key').notNull(),
    draft: jsonb('draft').$type<Record<string, unknown> | null>(),
    requestId: uuid('request_id').references(() => serviceRequests.id, { onDelete: 'set null' }),
    responseId: uuid('response_id').references(() => serviceResponses.id, { onDelete: 'set null' }),
    invoiceNumber: text('invoice_number').unique('payments_invoice_number_key'),
    paymentDetails: jsonb('payment_details').$type<Record<string, unknown>>().notNull().default({}),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    failureReason: text('failure_reason'),
    paidAt: ts('paid_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('payments_user_id_idempotency_key_key').on(t.userId, t.idempotencyKey),
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    // Revenue (migration 0027, which also INCLUDEs currency, product and amount).
    index('payments_revenue_idx')
      .on(t.paidAt)
      .where(sql`status IN ('completed', 'refunded') AND product <> 'test_payment'`),
  ],
);

export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    gateway: text('gateway').$type<Gateway>().notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
    processedAt: ts('processed_at'),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type').$type<'monthly' | 'annual'>().notNull(),
    planName: text('plan_name').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<PaymentCurrency>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    startDate: ts('start_date').notNull(),
    subscriptionEndDate: ts('subscription_end_date').notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    paymentId: uuid('payment_id')
      .unique('subscriptions_payment_id_key')
      .references(() => payments.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    cancelledAt: ts('cancelled_at'),
    endedAt: ts('ended_at'),
    endReason: text('end_reason').$type<'expired' | 'refunded' | 'upgraded'>(),
    remindedAt: ts('reminded_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_one_active_idx')
      .on(t.userId)
      .where(sql`is_active`),
    index('subscriptions_end_idx')
      .on(t.subscriptionEndDate)
      .where(sql`is_active`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: text('order_id'),
    originalAmount: integer('original_amount').notNull(),
    gatewayCharges: integer('gateway_charges').notNull(),
    refundAmount: integer('refund_amount').notNull(),
    refundedAmount: integer('refunded_amount'),
    currency: text('currency').$type<PaymentCurrency>().notNull(),
    paymentGateway: text('payment_gateway').$type<Gateway>().notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    reasonDetails: text('reason_details'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<RefundStatus>().notNull().default('processing'),
    paymentDate: ts('payment_date'),
    refundId: text('refund_id').unique('refunds_refund_id_key'),
    errorMessage: text('error_message'),
    processingMs: integer('processing_ms'),
    processedAt: ts('processed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_one_live_idx')
      .on(t.paymentId)
      .where(sql`status IN ('pending', 'processing', 'processed')`),
  ],
);

export const sandboxGatewayOrders = pgTable(
  'sandbox_gateway_orders',
  {
    id: text('id').primaryKey(),
    gateway: text('gateway').$type<Gateway>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    receipt: text('receipt'),
    requestKey: text('request_key'),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('sandbox_gateway_orders_gateway_request_key_key').on(t.gateway, t.requestKey)],
);

export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    id: text('id').primaryKey(),
    gateway: text('gateway').$type<Gateway>().notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxGatewayOrders.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_gateway_payments_captured_idx')
      .on(t.orderId)
      .where(sql`status IN ('captured', 'COMPLETED', 'PENDING')`),
  ],
);

export const sandboxGatewayRefunds = pgTable('sandbox_gateway_refunds', {
  id: text('id').primaryKey(),
  gateway: text('gateway').$type<Gateway>().notNull(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => sandboxGatewayPayments.id),
  amount: integer('amount').notNull(),
  status: text('status').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sandboxGatewayWebhooks = pgTable('sandbox_gateway_webhooks', {
  id: text('id').primaryKey(),
  gateway: text('gateway').$type<Gateway>().notNull(),
  eventType: text('event_type').notNull(),
  body: text('body').notNull(),
  attempts: integer('attempts').notNull().default(0),
  deliveredAt: ts('delivered_at'),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
