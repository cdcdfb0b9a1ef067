import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { VerificationStatus } from '@petmitra/core/trust/verification';
import { users } from './foundation';
import { storedFiles } from './files';

/** Provider verification submissions (migration 0023; modules/trust). */
export const providerVerifications = pgTable(
  'provider_verifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<VerificationStatus>().notNull().default('pending'),
    idDocumentId: uuid('id_document_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    addressProofId: uuid('address_proof_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    documentsDeletedAt: timestamp('documents_deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('provider_verifications_pending_idx')
      .on(t.providerId)
      .where(sql`status = 'pending'`),
    index('provider_verifications_provider_idx').on(t.providerId, t.submittedAt.desc()),
    index('provider_verifications_queue_idx')
      .on(t.submittedAt)
      .where(sql`status = 'pending'`),
    index('provider_verifications_purge_idx')
      .on(t.decidedAt)
      .where(sql`decided_at IS NOT NULL AND documents_deleted_at IS NULL`),
  ],
);
