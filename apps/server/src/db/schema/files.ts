import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { users } from './foundation';

/** Private files (migration 0007; docs/files.md). Public photos are URLs on their own rows. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    objectKey: text('object_key').notNull().unique('stored_files_object_key_key'),
    kind: text('kind').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerId, t.createdAt.desc())],
);

export const fileLinkSecret = pgTable('file_link_secret', {
  id: smallint('id').primaryKey().default(1),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
