import { and, asc, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/foundation';
import type { storedFiles } from '../../db/schema/files';
import { providerVerifications } from '../../db/schema/trust';
import type { VerificationStatus } from '@petmitra/core/trust/verification';

export type VerificationRow = typeof providerVerifications.$inferSelect;
type FileRow = Pick<
  typeof storedFiles.$inferSelect,
  'id' | 'filename' | 'contentType' | 'sizeBytes'
>;

export interface VerificationWithFiles extends VerificationRow {
  idDocument: FileRow | null;
  addressProof: FileRow | null;
}

const fileColumns = (column: AnyPgColumn) =>
  sql<FileRow | null>`(SELECT json_build_object('id', f.id, 'filename', f.filename,
    'contentType', f.content_type, 'sizeBytes', f.size_bytes)
    FROM stored_files f WHERE f.id = ${column})`;

const withFiles = {
  row: providerVerifications,
  idDocument: fileColumns(providerVerifications.idDocumentId),
  addressProof: fileColumns(providerVerifications.addressProofId),
};

const flatten = (r: {
  row: VerificationRow;
  idDocument: FileRow | null;
  addressProof: FileRow | null;
}): VerificationWithFiles => ({ ...r.row, idDocument: r.idDocument, addressProof: r.addressProof });

export function createVerificationRepository(db: Executor) {
  return {
    async insert(values: { providerId: string; idDocumentId: string; addressProofId: string }) {
      const [row] = await db.insert(providerVerifications).values(values).returning();
      return row!;
    },

    async latestFor(providerId: string): Promise<VerificationWithFiles | null> {
      const [row] = await db
        .select(withFiles)
        .from(providerVerifications)
        .where(eq(providerVerifications.providerId, providerId))
        .orderBy(desc(providerVerifications.submittedAt))
        .limit(1);
      return row ? flatten(row) : null;
    },

    async pendingFor(providerId: string) {
      const [row] = await db
        .select({ id: providerVerifications.id })
        .from(providerVerifications)
        .where(
          and(
            eq(providerVerifications.providerId, providerId),
            eq(providerVerifications.status, 'pending'),
          ),
        );
      return row ?? null;
    },

    async find(id: string): Promise<VerificationWithFiles | null> {
      const [row] = await db
        .select(withFiles)
        .from(providerVerifications)
        .where(eq(providerVerifications.id, id));
      return row ? flatten(row) : null;
    },

    /** The row, locked for a decision. */
    async lock(id: string) {
      const [row] = await db
        .select()
        .from(providerVerifications)
        .where(eq(providerVerifications.id, id))
        .for('update');
      return row ?? null;
    },

    /** Submissions by status with who sent them: pending oldest first, decided newest first. */
    async queue(status: VerificationStatus, limit = 100) {
      const rows = await db
        .select({
          ...withFiles,
          provider: {
            id: users.id,
            name: users.name,
            email: users.email,
            phone: users.phone,
            city: users.city,
            country: users.country,
          },
        })
        .from(providerVerifications)
        .innerJoin(users, eq(users.id, providerVerifications.providerId))
        .where(eq(providerVerifications.status, status))
        .orderBy(
          status === 'pending'
            ? asc(providerVerifications.submittedAt)
            : desc(providerVerifications.decidedAt),
        )
        .limit(limit);
      return rows.map((r) => ({ ...flatten(r), provider: r.provider }));
    },

    async decide(
      id: string,
      values: { status: 'approved' | 'rejected'; decidedBy: string; reason: string | null },
      at: Date,
    ) {
      await db
        .update(providerVerifications)
        .set({
          status: values.status,
          decidedAt: at,
          decidedBy: values.decidedBy,
          rejectionReason: values.reason,
        })
        .where(eq(providerVerifications.id, id));
    },

    async setProviderVerifiedAt(providerId: string, at: Date | null) {
      await db.update(users).set({ providerVerifiedAt: at }).where(eq(users.id, providerId));
    },

    async providerVerifiedAt(providerId: string) {
      const [row] = await db
        .select({ at: users.providerVerifiedAt })
        .from(users)
        .where(eq(users.id, providerId));
      return row?.at ?? null;
    },

    /** Decided before `before` with documents still kept (the purge job). */
    async dueForPurge(before: Date, limit = 200) {
      return db
        .select({
          id: providerVerifications.id,
          idDocumentId: providerVerifications.idDocumentId,
          addressProofId: providerVerifications.addressProofId,
        })
        .from(providerVerifications)
        .where(
          and(
            isNotNull(providerVerifications.decidedAt),
            isNull(providerVerifications.documentsDeletedAt),
            lt(providerVerifications.decidedAt, before),
          ),
        )
        .limit(limit);
    },

    async markDocumentsDeleted(id: string, at: Date) {
      await db
        .update(providerVerifications)
        .set({ documentsDeletedAt: at, idDocumentId: null, addressProofId: null })
        .where(eq(providerVerifications.id, id));
    },
  };
}
