import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './foundation';
import { serviceRequests, services } from './marketplace';
import { storedFiles } from './files';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const seq = (name: string) => bigint(name, { mode: 'number' });

/** Conversations between a pet parent and a provider (migration 0021; modules/messaging). */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => serviceRequests.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    startedBy: uuid('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentReadSeq: seq('parent_read_seq').notNull().default(0),
    providerReadSeq: seq('provider_read_seq').notNull().default(0),
    lastMessageSeq: seq('last_message_seq').notNull().default(0),
    lastActivityAt: ts('last_activity_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_request_key')
      .on(t.parentId, t.providerId, t.requestId)
      .where(sql`request_id IS NOT NULL`),
    uniqueIndex('conversations_pair_general_key')
      .on(t.parentId, t.providerId)
      .where(sql`request_id IS NULL`),
    index('conversations_parent_activity_idx').on(t.parentId, t.lastActivityAt.desc()),
    index('conversations_provider_activity_idx').on(t.providerId, t.lastActivityAt.desc()),
    index('conversations_request_idx')
      .on(t.requestId)
      .where(sql`request_id IS NOT NULL`),
  ],
);

/** Messages as written; masking is applied when they are shown (migration 0021). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Empty for a photo message (migration 0029). */
    body: text('body').notNull(),
    clientKey: text('client_key').notNull(),
    /** A photo message's picture: a private message_attachment file both people may read. */
    photoFileId: uuid('photo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientKey),
    index('messages_conversation_seq_idx').on(t.conversationId, t.seq.desc()),
    index('messages_photo_file_idx')
      .on(t.photoFileId)
      .where(sql`photo_file_id IS NOT NULL`),
  ],
);

/** One person's block of another (migration 0021): neither can send while it stands. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

/** Reported conversations, the super admin's queue (migration 0021). */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: ts('resolved_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('conversation_reports_status_created_idx').on(t.status, t.createdAt.desc())],
);
