import { fileTypeFromBuffer } from 'file-type';
import { isUuid } from '@petmitra/core/marketplace/ids';
import {
  DOCUMENT_RETENTION_DAYS,
  VERIFICATION_DOCUMENT_LABELS,
  VERIFICATION_MESSAGES,
  validateVerificationFile,
  type AdminVerification,
  type MyVerification,
  type Verification,
  type VerificationDecision,
  type VerificationDocument,
  type VerificationStatus,
} from '@petmitra/core/trust/verification';
import type { AppContext } from '../../context';
import type { UserRow } from '../../auth/session-user';
import { conflict, notFound, permissionError, validationError } from '../../http/errors';
import { prepareImage, type UploadedImage } from '../../infra/images';
import { createFileService } from '../files/service';
import { createNotificationService } from '../notifications/service';
import { createVerificationRepository, type VerificationWithFiles } from './repository';

export const TRUST_JOBS = { purgeDocuments: 'trust.purge-documents' } as const;

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toVerification(row: VerificationWithFiles): Verification {
  return {
    id: row.id,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    rejectionReason: row.rejectionReason,
    idDocument: row.idDocument,
    addressProof: row.addressProof,
    documentsDeletedAt: iso(row.documentsDeletedAt),
  };
}

/**
 * What is stored for one document: an image is decoded and encoded again as photos are (only
 * the picture is kept, never metadata or a polyglot's tail); a PDF must start as a PDF. The
 * type comes from the bytes, never the name.
 */
async function prepareDocument(
  file: UploadedImage,
): Promise<{ bytes: Buffer; contentType: string; filename: string }> {
  const detected = (await fileTypeFromBuffer(file.bytes))?.mime ?? 'application/octet-stream';
  const problem = validateVerificationFile({
    name: file.filename,
    type: detected,
    size: file.bytes.length,
  });
  if (problem) throw validationError(problem);
  const base = file.filename.replace(/\.[^.]*$/, '').slice(0, 80) || 'document';
  if (detected === 'application/pdf') {
    return { bytes: file.bytes, contentType: 'application/pdf', filename: `${base}.pdf` };
  }
  const image = await prepareImage(file, { allowGif: false });
  return {
    bytes: image.bytes,
    contentType: detected,
    filename: `${base}.${image.ext}`,
  };
}

/** Provider verification (issue 13, item 4): submit, review, the badge, the purge. */
export function createVerificationService(ctx: AppContext) {
  const repo = createVerificationRepository(ctx.db);
  const files = createFileService(ctx);
  const notifications = createNotificationService(ctx);

  return {
    async mine(user: UserRow): Promise<MyVerification> {
      const latest = await repo.latestFor(user.id);
      return {
        verifiedAt: iso(user.providerVerifiedAt),
        latest: latest ? toVerification(latest) : null,
      };
    },

    async submit(
      user: UserRow,
      uploads: Partial<Record<VerificationDocument, UploadedImage>>,
    ): Promise<Verification> {
      if (user.role !== 'service_provider') throw permissionError();
      if (user.providerVerifiedAt) throw conflict(VERIFICATION_MESSAGES.alreadyVerified);
      if (await repo.pendingFor(user.id)) throw conflict(VERIFICATION_MESSAGES.alreadyPending);
      const idUpload = uploads.idDocument;
      const addressUpload = uploads.addressProof;
      if (!idUpload || !addressUpload) {
        const missing = !idUpload ? 'idDocument' : 'addressProof';
        throw validationError(
          VERIFICATION_MESSAGES.documentRequired(VERIFICATION_DOCUMENT_LABELS[missing]),
          {
            [missing]: [
              VERIFICATION_MESSAGES.documentRequired(VERIFICATION_DOCUMENT_LABELS[missing]),
            ],
          },
        );
      }
      // Both are checked before anything is stored.
      const idDocument = await prepareDocument(idUpload);
      const addressProof = await prepareDocument(addressUpload);

      const first = await files.createPrivate({
        kind: 'verification_document',
        ownerId: user.id,
        ...idDocument,
      });
      try {
        const { result } = await files.createPrivate(
          { kind: 'verification_document', ownerId: user.id, ...addressProof },
          async (tx, file) => {
            const repoTx = createVerificationRepository(tx);
            // The unique index on pending rows settles a race between two submissions.
            if (await repoTx.pendingFor(user.id)) {
              throw conflict(VERIFICATION_MESSAGES.alreadyPending);
            }
            return repoTx.insert({
              providerId: user.id,
              idDocumentId: first.file.id,
              addressProofId: file.id,
            });
          },
        );
        const row = await repo.find(result!.id);
        return toVerification(row!);
      } catch (error) {
        // Nothing half-stored: the first document goes too.
        await ctx.db.transaction((tx) => files.deletePrivate(tx, first.file.id));
        throw error;
      }
    },

    async queue(status: VerificationStatus): Promise<AdminVerification[]> {
      const rows = await repo.queue(status);
      return rows.map((row) => ({ ...toVerification(row), provider: row.provider }));
    },

    async decide(
      admin: UserRow,
      id: string,
      decision: VerificationDecision,
      now = new Date(),
    ): Promise<AdminVerification> {
      if (!isUuid(id)) throw notFound(VERIFICATION_MESSAGES.notFound);
      const providerId = await ctx.db.transaction(async (tx) => {
        const repoTx = createVerificationRepository(tx);
        const row = await repoTx.lock(id);
        if (!row) throw notFound(VERIFICATION_MESSAGES.notFound);
        if (row.status !== 'pending') throw conflict(VERIFICATION_MESSAGES.alreadyDecided);
        const approved = decision.decision === 'approve';
        await repoTx.decide(
          id,
          {
            status: approved ? 'approved' : 'rejected',
            decidedBy: admin.id,
            reason: approved ? null : decision.reason,
          },
          now,
        );
        if (approved) await repoTx.setProviderVerifiedAt(row.providerId, now);
        return row.providerId;
      });
      await notifications.notify(
        providerId,
        decision.decision === 'approve'
          ? {
              type: 'profile_update',
              title: 'You are verified',
              message:
                'PetMitra checked your documents: the Verified badge now shows on your profile, services and responses.',
              data: { link: '/provider-home' },
            }
          : {
              type: 'profile_update',
              title: 'Verification not approved',
              message: `PetMitra could not verify your documents: ${decision.reason}`,
              data: { link: '/verification' },
            },
        { dedupeKey: `verification:${id}` },
      );
      const [row] = (
        await repo.queue(decision.decision === 'approve' ? 'approved' : 'rejected')
      ).filter((r) => r.id === id);
      return { ...toVerification(row!), provider: row!.provider };
    },

    /**
     * Deletes the documents of submissions decided more than 30 days ago (DPDP data
     * minimisation); the decision and the verified date stay. Returns how many were purged.
     */
    async purgeDocuments(now = new Date()): Promise<number> {
      const due = await repo.dueForPurge(
        new Date(now.getTime() - DOCUMENT_RETENTION_DAYS * DAY_MS),
      );
      for (const row of due) {
        await ctx.db.transaction(async (tx) => {
          const repoTx = createVerificationRepository(tx);
          await repoTx.markDocumentsDeleted(row.id, now);
          if (row.idDocumentId) await files.deletePrivate(tx, row.idDocumentId);
          if (row.addressProofId) await files.deletePrivate(tx, row.addressProofId);
        });
      }
      return due.length;
    },
  };
}
