import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
