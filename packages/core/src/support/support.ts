import { z } from 'zod';
import { emailSchema } from '../auth/email';

/**
 * Contact messages and feedback (spec part 2, sections 2, 3, 5 and 9): the forms' fields,
 * categories and messages, with the limits the server enforces. Text that carries control
 * characters or markup/script is refused outright (nothing stored), not silently cleaned:
 * a support inbox should show exactly what the sender wrote.
 */

export const CONTACT_CATEGORIES = [
  'general',
  'support',
  'billing',
  'service',
  'partnership',
  'feedback',
  'complaint',
  'media',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'General Inquiry',
  support: 'Technical Support',
  billing: 'Billing & Payments',
  service: 'Service Issues',
  partnership: 'Partnership',
  feedback: 'Feedback',
  complaint: 'Complaint',
  media: 'Media & Press',
};

export const FEEDBACK_TYPES = [
  'suggestion',
  'bug_report',
  'feature_request',
  'compliment',
  'general',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  suggestion: 'Suggestion',
  bug_report: 'Bug Report',
  feature_request: 'Feature Request',
  compliment: 'Compliment',
  general: 'General Feedback',
};
export const FEEDBACK_RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

export const INBOX_STATUSES = ['new', 'in_progress', 'answered'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  new: 'New',
  in_progress: 'In Progress',
  answered: 'Answered',
};

export const SUPPORT_LIMITS = {
  nameMax: 100,
  subjectMax: 200,
  /** The spec's counter limit (1000), enforced here. */
  messageMax: 1000,
  replyMax: 5000,
  /** Per client IP per hour: a script cannot flood the inboxes. */
  contactPerHour: 5,
  feedbackPerHour: 10,
} as const;

export const SUPPORT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be ${SUPPORT_LIMITS.nameMax} characters or less`,
  categoryRequired: 'Please choose a category',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be ${SUPPORT_LIMITS.subjectMax} characters or less`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be ${SUPPORT_LIMITS.messageMax} characters or less`,
  phoneInvalid: 'Please enter a valid phone number',
  typeRequired: 'Please choose a feedback type',
  ratingInvalid: 'Rating must be between 1 and 5',
  unsafe: 'Please check your input and try again.',
  replyRequired: 'Reply is required',
  replyTooLong: `Reply must be ${SUPPORT_LIMITS.replyMax} characters or less`,
  contactSent: 'Thank you for contacting us! We will respond within 24 hours.',
  sending: 'Sending Message...',
  feedbackFailed: 'Failed to submit feedback. Please try again.',
  contactFailed: 'Failed to send message. Please try again.',
  rateLimited: 'Too many attempts. Please wait before trying again.',
} as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Markup or script: a tag, a javascript:/vbscript: URL, or an inline event handler. */
const MARKUP = /<\s*\/?\s*[a-z!]|(?:java|vb)\s*script\s*:|\bon[a-z]+\s*=\s*["'`]?/i;

/** True when the text holds control characters or markup/script (refused, never stored). */
export function isUnsafeText(value: string): boolean {
  return CONTROL.test(value) || MARKUP.test(value);
}

/** A required free-text field: trimmed, 1..max characters, refused when unsafe. */
export function safeText(requiredMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: requiredMessage })
    .refine((v) => !isUnsafeText(v), SUPPORT_MESSAGES.unsafe)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, requiredMessage).max(max, tooLongMessage));
}

const subjectField = safeText(
  SUPPORT_MESSAGES.subjectRequired,
  SUPPORT_LIMITS.subjectMax,
  SUPPORT_MESSAGES.subjectTooLong,
);
const messageField = safeText(
  SUPPORT_MESSAGES.messageRequired,
  SUPPORT_LIMITS.messageMax,
  SUPPORT_MESSAGES.messageTooLong,
);

const PHONE = /^\+?[\d\s()-]{7,20}$/;

export const contactInputSchema = z.object({
  name: safeText(
    SUPPORT_MESSAGES.nameRequired,
    SUPPORT_LIMITS.nameMax,
    SUPPORT_MESSAGES.nameTooLong,
  ),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE.test(v), SUPPORT_MESSAGES.phoneInvalid)
    .nullish()
    .transform((v) => (v ? v : null)),
  category: z.enum(CONTACT_CATEGORIES, { error: SUPPORT_MESSAGES.categoryRequired }),
  subject: subjectField,
  message: messageField,
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const feedbackInputSchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: SUPPORT_MESSAGES.typeRequired }),
  rating: z
    .number({ error: SUPPORT_MESSAGES.ratingInvalid })
    .int(SUPPORT_MESSAGES.ratingInvalid)
    .min(1, SUPPORT_MESSAGES.ratingInvalid)
    .max(5, SUPPORT_MESSAGES.ratingInvalid)
    .nullish()
    .transform((v) => v ?? null),
  subject: subjectField,
  message: messageField,
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  category: z.enum(CONTACT_CATEGORIES),
  subject: z.string(),
  message: z.string(),
  status: z.enum(INBOX_STATUSES),
  userId: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const feedbackEntrySchema = z.object({
  id: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  rating: z.number().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(INBOX_STATUSES),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

export const inboxQuerySchema = z.object({
  status: z.enum(INBOX_STATUSES).optional(),
  type: z.enum(FEEDBACK_TYPES).optional(),
  category: z.enum(CONTACT_CATEGORIES).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const replyInputSchema = z.object({
  reply: safeText(
    SUPPORT_MESSAGES.replyRequired,
    SUPPORT_LIMITS.replyMax,
    SUPPORT_MESSAGES.replyTooLong,
  ),
});
export const statusInputSchema = z.object({ status: z.enum(INBOX_STATUSES) });
