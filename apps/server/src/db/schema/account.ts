import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccountRequestStatus, AccountRequestType } from '@petmitra/core/account/account';
import { users } from './foundation';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Deactivation and deletion requests (migration 0020; modules/account). */
export const accountRequests = pgTable(
  'account_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<AccountRequestType>().notNull(),
    reason: text('reason').notNull(),
    comments: text('comments'),
    status: text('status').$type<AccountRequestStatus>().notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    decisionNote: text('decision_note'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_requests_one_pending_key')
      .on(t.userId)
      .where(sql`status = 'pending'::text`),
    index('account_requests_status_created_idx').on(t.status, t.createdAt.desc()),
    index('account_requests_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
