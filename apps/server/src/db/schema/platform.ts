import { sql } from 'drizzle-orm';
import {
  bigserial,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The log of domain events (migration 0005; catalogue in src/events/catalogue.ts). */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('domain_events_created_idx').on(t.createdAt.desc()),
    index('domain_events_type_created_idx').on(t.type, t.createdAt.desc()),
  ],
);

/** Events pushed to a user's open tabs (migration 0009; modules/live). */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('live_events_created_idx').on(t.createdAt),
    uniqueIndex('live_events_user_dedupe_key')
      .on(t.userId, t.dedupeKey)
      .where(sql`dedupe_key IS NOT NULL`),
    index('live_events_user_id_idx').on(t.userId, t.id),
  ],
);
