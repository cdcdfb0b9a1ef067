import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Role } from '@petmitra/core/auth/roles';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role').$type<Role>().notNull().default('pet_parent'),
    city: text('city'),
    country: text('country'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender').$type<'male' | 'female' | 'other' | 'prefer_not_to_say'>(),
    profilePic: text('profile_pic'),
    /** A provider's place on the map (migration 0003; written by the geo module). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** How far a provider's requests may be, km (migration 0022). */
    serviceRadiusKm: integer('service_radius_km').notNull().default(10),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A super admin approved the provider's documents (migration 0023; modules/trust). */
    providerVerifiedAt: timestamp('provider_verified_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * Why an account is out of service (migration 0020; modules/account). `suspendedAt` is the
     * flag every query reads; an approved deactivation also sets `deactivatedAt` (signing in
     * again reactivates), an approved deletion `deletedAt` (the row is anonymised and kept).
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** lower(name), U+0001, lower(email): what the admin user search matches (migration 0034). */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name) || E'\\x01' || lower(email)`),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(email)`),
    index('users_provider_location_idx')
      .using('gist', sql`ll_to_earth(latitude, longitude)`)
      .where(sql`(role = 'service_provider'::text) AND (latitude IS NOT NULL)`),
    index('users_provider_name_trgm_idx')
      .using('gin', sql`lower(name) gin_trgm_ops`)
      .where(sql`role = 'service_provider'::text`),
    index('users_role_created_idx').on(t.role, t.createdAt.desc()),
    // Migration 0013: the admin console's newest-first list; 0034: its search.
    index('users_created_idx').on(t.createdAt.desc()),
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Migration 0023: the search's 'Verified only' filter.
    index('users_provider_verified_idx')
      .on(t.id)
      .where(sql`provider_verified_at IS NOT NULL`),
    // Migration 0033: the accounts out of service, which the provider board leaves out.
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`suspended_at IS NOT NULL`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt), index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Emailed email-verification links (migration 0030): the token's hash, single use, expiring. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: it confirms that address only. */
    email: text('email').notNull(),
    ...timestamps,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    userId: uuid('user_id'),
    email: text('email'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
    /** Events folded into this row (refused requests are counted per type, address and hour). */
    count: integer('count').notNull().default(1),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    bucketKey: text('bucket_key'),
  },
  (t) => [
    uniqueIndex('security_events_bucket_key')
      .on(t.bucketKey)
      .where(sql`bucket_key IS NOT NULL`),
    index('security_events_created_idx').on(t.createdAt.desc()),
    index('security_events_last_seen_idx').on(t.lastSeenAt.desc()),
    index('security_events_type_created_idx').on(t.type, t.createdAt.desc()),
  ],
);

/** Secrets shared by every instance (the CSRF signing key), made once (migration 0006). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    textBody: text('text_body').notNull(),
    template: text('template').notNull(),
    status: text('status')
      .$type<'queued' | 'sent' | 'logged' | 'failed'>()
      .notNull()
      .default('queued'),
    error: text('error'),
    ...timestamps,
    sentAt: timestamp('sent_at', { withTimezone: true }),
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post) sent with the email. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** The account the email is for, when it is for one. */
    userId: uuid('user_id'),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_key')
      .on(t.dedupeKey)
      .where(sql`dedupe_key IS NOT NULL`),
    index('email_outbox_status_created_idx').on(t.status, t.createdAt.desc()),
    index('email_outbox_to_created_idx').on(sql`lower(to_address)`, t.createdAt.desc()),
  ],
);

export const systemSettings = pgTable('system_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: jsonb('setting_value').notNull(),
  category: text('category').notNull(),
  isPublic: boolean('is_public').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
