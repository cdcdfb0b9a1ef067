import { z } from 'zod';
import { LIMITS } from '../constants';
import { frozen } from '../frozen';
import { plainText } from '../text/fields';
import { IMAGE_MIME_TYPES, hasDangerousFileName } from '../uploads/image-file';

/**
 * Provider verification (issue 13, item 4): a provider sends an ID document and an address proof,
 * a super admin approves (the Verified badge, with its date) or rejects with a reason the
 * provider reads. The documents are private files, deleted 30 days after the decision (DPDP
 * data minimisation); the decision is kept.
 */
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VERIFICATION_DOCUMENTS = ['idDocument', 'addressProof'] as const;
export type VerificationDocument = (typeof VERIFICATION_DOCUMENTS)[number];

export const VERIFICATION_DOCUMENT_LABELS: Record<VerificationDocument, string> = {
  idDocument: 'ID document',
  addressProof: 'Address proof',
};

/** Images as photos are checked (JPEG, PNG, WebP), and PDF; under 5 MB. */
export const VERIFICATION_MIME_TYPES = [...IMAGE_MIME_TYPES, 'application/pdf'] as const;

/** Documents are deleted this many days after the decision. */
export const DOCUMENT_RETENTION_DAYS = 30;

export const VERIFICATION_LIMITS = frozen({ reasonMax: 500 });

export const VERIFICATION_MESSAGES = frozen({
  typeNotAllowed: 'Only JPEG, PNG, WebP images or PDF files are allowed',
  tooLarge: 'File size must be less than 5MB',
  invalidFileType: 'Invalid file type',
  documentRequired: (label: string) => `Please add your ${label.toLowerCase()}`,
  alreadyPending: 'Your documents are already waiting for review',
  alreadyVerified: 'You are already verified',
  notFound: 'Verification not found',
  alreadyDecided: 'This verification has already been decided',
  reasonRequired: 'Please give a reason the provider will see',
  reasonTooLong: `Reason must be ${VERIFICATION_LIMITS.reasonMax} characters or less`,
  submitted: 'Documents sent. A PetMitra admin will review them soon.',
  approved: 'Provider verified',
  rejected: 'Verification rejected',
});

/** The first problem with a picked document, or null (the server checks the bytes again). */
export function validateVerificationFile(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  if (hasDangerousFileName(file.name)) return VERIFICATION_MESSAGES.invalidFileType;
  const type = file.type.trim().toLowerCase() === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!(VERIFICATION_MIME_TYPES as readonly string[]).includes(type.trim().toLowerCase())) {
    return VERIFICATION_MESSAGES.typeNotAllowed;
  }
  if (!Number.isFinite(file.size) || file.size >= LIMITS.uploadMaxBytes) {
    return VERIFICATION_MESSAGES.tooLarge;
  }
  if (file.size <= 0) return VERIFICATION_MESSAGES.invalidFileType;
  return null;
}

export const verificationFileSchema = z.object({
  id: z.guid(),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

/** A submission as its provider and the admins see it. */
export const verificationSchema = z.object({
  id: z.guid(),
  status: z.enum(VERIFICATION_STATUSES),
  /** ISO 8601 */
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** Null once deleted (30 days after the decision). */
  idDocument: verificationFileSchema.nullable(),
  addressProof: verificationFileSchema.nullable(),
  documentsDeletedAt: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** What the provider's home and the verification page show. */
export const myVerificationSchema = z.object({
  /** ISO 8601: when the provider was verified; null when not (yet). */
  verifiedAt: z.string().nullable(),
  /** The latest submission, if any. */
  latest: verificationSchema.nullable(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

/** A queue row: the submission and who sent it. */
export const adminVerificationSchema = verificationSchema.extend({
  provider: z.object({
    id: z.guid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
  }),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;

export const verificationQueueQuerySchema = z.object({
  status: z.enum(VERIFICATION_STATUSES).default('pending'),
});

/** Approve, or reject with the reason the provider reads. */
export const verificationDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('reject'),
    reason: plainText({ error: VERIFICATION_MESSAGES.reasonRequired })
      .min(1, VERIFICATION_MESSAGES.reasonRequired)
      .max(VERIFICATION_LIMITS.reasonMax, VERIFICATION_MESSAGES.reasonTooLong),
  }),
]);
export type VerificationDecision = z.output<typeof verificationDecisionSchema>;
