import {
  bigint,
  bigserial,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './foundation';

/** The admin audit log (migration 0013; modules/admin): who did what, before and after. */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetId: uuid('target_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_events_created_idx').on(t.createdAt.desc()),
    index('admin_audit_events_target_idx').on(t.targetId, t.createdAt.desc()),
  ],
);

/** An account's authenticator (migration 0024; modules/admin/two-factor.ts). */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Encrypted with the settings key (enc:v1:…). */
  secret: text('secret').notNull(),
  /** Null while the setup is not confirmed with a code. */
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  /** The last TOTP time step accepted at sign-in: a code is never accepted twice. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Single-use recovery codes (SHA-256 hashes). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/**
 * Running totals of the analytics and reports (migration 0032, kept by triggers in the
 * transaction of each change; docs/admin.md): rows created per UTC day by kind and key.
 */
export const adminDailyCounts = pgTable(
  'admin_daily_counts',
  {
    /** 'user' (key: role), 'request' (key: service name), 'response' (key: ''). */
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day, t.key] })],
);

/** Net revenue (less processed refunds) per UTC day paid, currency and product (0032). */
export const adminDailyRevenue = pgTable(
  'admin_daily_revenue',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    product: text('product').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** How many payments the amount is (a day's row with 0 payments is not revenue). */
    payments: bigint('payments', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency, t.product] })],
);

/** The UTC day of each account's latest action, for Active Users (0032). */
export const adminUserActivity = pgTable(
  'admin_user_activity',
  {
    userId: uuid('user_id').primaryKey(),
    lastActiveOn: date('last_active_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('admin_user_activity_day_idx').on(t.lastActiveOn)],
);
