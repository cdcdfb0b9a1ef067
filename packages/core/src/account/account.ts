import { z } from 'zod';
import { isUnsafeText, SUPPORT_MESSAGES } from '../support/support';

/**
 * Account management (spec part 2, sections 2, 3, 5 and 9): deactivation and deletion
 * requests, reviewed by a super admin within 24-48 hours, and the self-service data export.
 */

export const ACCOUNT_REQUEST_TYPES = ['deactivate', 'delete'] as const;
export type AccountRequestType = (typeof ACCOUNT_REQUEST_TYPES)[number];

export const ACCOUNT_REQUEST_TYPE_LABELS: Record<AccountRequestType, string> = {
  deactivate: 'Deactivate Account',
  delete: 'Delete Account',
};

/** What each type does, as the form explains it. */
export const ACCOUNT_REQUEST_TYPE_DESCRIPTIONS: Record<AccountRequestType, string> = {
  deactivate:
    'Temporarily hide your profile, services and requests. Sign in again at any time to reactivate your account.',
  delete:
    'Permanently erase your personal data. Payment and invoice records we must keep by law are retained without your profile.',
};

/** The spec's reasons per type, in its order. */
export const ACCOUNT_REQUEST_REASONS: Record<AccountRequestType, readonly string[]> = {
  deactivate: [
    'Taking a break from the platform',
    'Found alternative service',
    'No longer need pet services',
    'Privacy concerns',
    'Too many notifications',
    'Technical issues',
    'Other',
  ],
  delete: [
    'No longer own pets',
    'Moving to different location',
    'Privacy concerns',
    'Account security issues',
    'Dissatisfied with service',
    'Found better alternative',
    'Other',
  ],
};

export const ACCOUNT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccountRequestStatus = (typeof ACCOUNT_REQUEST_STATUSES)[number];
export const ACCOUNT_REQUEST_STATUS_LABELS: Record<AccountRequestStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const ACCOUNT_LIMITS = {
  commentsMax: 1000,
  noteMax: 1000,
  /** Data exports per account and hour (each reads everything the account has). */
  exportsPerHour: 5,
  /** The spec's review time, in hours. */
  reviewHours: '24-48',
} as const;

/** The name an erased account shows everywhere (reviews, conversations, admin lists). */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

export const ACCOUNT_MESSAGES = {
  typeRequired: 'Please choose a request type',
  reasonRequired: 'Please choose a reason',
  acknowledgementRequired: 'Please confirm that you understand what this request does',
  commentsTooLong: `Comments must be ${ACCOUNT_LIMITS.commentsMax} characters or less`,
  noteTooLong: `Note must be ${ACCOUNT_LIMITS.noteMax} characters or less`,
  unsafe: SUPPORT_MESSAGES.unsafe,
  alreadyPending: 'You already have a pending request. Our team will review it within 24-48 hours.',
  superAdmin: 'Super admin accounts cannot be deactivated or deleted from here.',
  submitFailed: 'Failed to submit request. Please try again.',
  submitted: `Your request has been sent to our team and will be reviewed within ${ACCOUNT_LIMITS.reviewHours} hours. We will email you the outcome.`,
  notFound: 'Request not found',
  alreadyReviewed: 'This request has already been reviewed.',
  exportLimited: 'Too many data exports. Please wait before trying again.',
  reactivated: 'Welcome back! Your account has been reactivated.',
  accountDeleted: 'This account has been deleted.',
} as const;

/** Optional free text: trimmed, blank is null, refused when unsafe. */
function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .refine((v) => !isUnsafeText(v), ACCOUNT_MESSAGES.unsafe)
    .transform((v) => v.trim())
    .pipe(z.string().max(max, tooLong))
    .nullish()
    .transform((v) => (v ? v : null));
}

export const accountRequestInputSchema = z
  .object({
    type: z.enum(ACCOUNT_REQUEST_TYPES, { error: ACCOUNT_MESSAGES.typeRequired }),
    reason: z.string({ error: ACCOUNT_MESSAGES.reasonRequired }),
    comments: optionalText(ACCOUNT_LIMITS.commentsMax, ACCOUNT_MESSAGES.commentsTooLong),
    acknowledged: z.literal(true, { error: ACCOUNT_MESSAGES.acknowledgementRequired }),
  })
  .refine((v) => ACCOUNT_REQUEST_REASONS[v.type].includes(v.reason), {
    path: ['reason'],
    message: ACCOUNT_MESSAGES.reasonRequired,
  });
export type AccountRequestInput = z.input<typeof accountRequestInputSchema>;

export const accountRequestSchema = z.object({
  id: z.string(),
  type: z.enum(ACCOUNT_REQUEST_TYPES),
  reason: z.string(),
  comments: z.string().nullable(),
  status: z.enum(ACCOUNT_REQUEST_STATUSES),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountRequest = z.infer<typeof accountRequestSchema>;

/** A request as the admin queue shows it, with the account it is about. */
export const adminAccountRequestSchema = accountRequestSchema.extend({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    createdAt: z.string(),
  }),
  decidedByEmail: z.string().nullable(),
});
export type AdminAccountRequest = z.infer<typeof adminAccountRequestSchema>;

export const accountRequestQuerySchema = z.object({
  status: z.enum(ACCOUNT_REQUEST_STATUSES).optional(),
  type: z.enum(ACCOUNT_REQUEST_TYPES).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const rejectInputSchema = z.object({
  note: optionalText(ACCOUNT_LIMITS.noteMax, ACCOUNT_MESSAGES.noteTooLong),
});

/** The role as the account info shows it: underscore replaced by a space. */
export function roleLabel(role: string): string {
  return role.replace(/_/g, ' ');
}
