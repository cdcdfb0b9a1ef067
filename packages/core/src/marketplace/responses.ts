import { z } from 'zod';
import { pageQuerySchema } from '../api/schemas';
import { LIMITS } from '../constants';
import { sanitizeText } from '../text/sanitize';
import type { MarketplaceCurrency } from './money';
import { marketplaceCurrencySchema } from './money-schemas';
import { PET_TYPES } from './pets';
import { REQUEST_SERVICE_NAMES, REQUEST_STATUSES } from './requests';
import { paiseSchema } from './services';

/**
 * Provider response lifecycle: pending -> accepted | rejected; accepted -> completed, or
 * withdrawn by the parent before the service (decision 0025).
 */
export const RESPONSE_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'completed',
  'withdrawn',
] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export const RESPONSE_STATUS_LABELS: Record<ResponseStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
};

export const RESPONSE_LIMITS = {
  messageMaxLength: LIMITS.sanitizerMaxLength,
} as const;

export const RESPONSE_MESSAGES = {
  messageRequired: 'Please enter a message',
  messageTooLong: `Message must be at most ${RESPONSE_LIMITS.messageMaxLength} characters`,
  invalidPrice: 'Please enter a valid price',
  sent: 'Response sent successfully!',
  updated: 'Response updated successfully!',
  sendFailed: 'Failed to send response. Please try again.',
  rejected: 'The pet parent chose a different service provider for this request.',
  alreadyResponded: 'You have already responded to this request',
  notFound: 'Response not found',
  onlyPendingEditable: 'Only pending responses can be edited',
  onlyAcceptedCompletable: 'Only accepted responses can be marked as completed',
  markedCompleted: 'Marked as completed',
  empty: 'No responses yet',
} as const;

/** A quote sent in another currency than the request's (decision 0026). */
export const quoteCurrencyMessage = (currency: MarketplaceCurrency) =>
  `Your quote must be in ${currency}, the currency of this request`;

const messageSchema = z
  .string({ error: RESPONSE_MESSAGES.messageRequired })
  .max(RESPONSE_LIMITS.messageMaxLength * 2, RESPONSE_MESSAGES.messageTooLong)
  .transform((value) => sanitizeText(value, RESPONSE_LIMITS.messageMaxLength))
  .refine((value) => value.length > 0, RESPONSE_MESSAGES.messageRequired);

/** The respond form on the request detail. */
export const responseInputSchema = z.object({
  message: messageSchema,
  /** minor units of the request's currency */
  estimatedPrice: paiseSchema(RESPONSE_MESSAGES.invalidPrice),
  /** The currency the form showed: the request's (the server refuses another). */
  currency: marketplaceCurrencySchema.optional(),
});
export type ResponseInput = z.output<typeof responseInputSchema>;
export type ResponseFormValues = z.input<typeof responseInputSchema>;

/** Editing a pending response: only the fields sent change. */
export const responseUpdateSchema = z.object({
  message: messageSchema.optional(),
  estimatedPrice: paiseSchema(RESPONSE_MESSAGES.invalidPrice).optional(),
  currency: marketplaceCurrencySchema.optional(),
});
export type ResponseUpdateInput = z.output<typeof responseUpdateSchema>;

/** A response as the pet parent (and its own provider) sees it. */
export const requestResponseSchema = z.object({
  id: z.guid(),
  requestId: z.guid(),
  message: z.string(),
  /** paise */
  estimatedPrice: z.number().int(),
  /** The request's currency (where the service is needed). */
  currency: marketplaceCurrencySchema,
  status: z.enum(RESPONSE_STATUSES),
  provider: z.object({
    id: z.guid(),
    name: z.string(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    profilePic: z.string().nullable(),
    /** A super admin verified them (the Verified badge). */
    verified: z.boolean(),
  }),
  /** Why the parent withdrew their acceptance of this response (status withdrawn). */
  withdrawReason: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RequestResponse = z.infer<typeof requestResponseSchema>;

export const myResponsesQuerySchema = z.object({
  status: z.enum(RESPONSE_STATUSES).optional(),
  ...pageQuerySchema.shape,
});

/** A My Responses card. */
export const myResponseSchema = z.object({
  id: z.guid(),
  requestId: z.guid(),
  serviceName: z.enum(REQUEST_SERVICE_NAMES),
  requestStatus: z.enum(REQUEST_STATUSES),
  ownerName: z.string(),
  petName: z.string().nullable(),
  petType: z.enum(PET_TYPES).nullable(),
  message: z.string(),
  /** paise */
  estimatedPrice: z.number().int(),
  /** The request's currency (where the service is needed). */
  currency: marketplaceCurrencySchema,
  status: z.enum(RESPONSE_STATUSES),
  /** When the service is needed (the schedule of an accepted response). */
  neededOn: z.string(),
  neededAt: z.string(),
  /** The instant the service is scheduled for; Mark as Done is possible from then on. */
  scheduledAt: z.string(),
  /** When this provider marked the service done (the parent confirms). */
  providerDoneAt: z.string().nullable(),
  /** Accepted and its scheduled time has come: Mark as Done is possible. */
  completable: z.boolean(),
  /** Why the parent withdrew their acceptance of this response. */
  withdrawReason: z.string().nullable(),
  /** The response date. */
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  /** The parent's review of this request, once reviews exist. */
  rating: z.number().nullable(),
  review: z.string().nullable(),
});
export type MyResponse = z.infer<typeof myResponseSchema>;

export const myResponsesReplySchema = z.object({
  responses: z.array(myResponseSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  tiles: z.object({
    total: z.number(),
    pending: z.number(),
    accepted: z.number(),
    rejected: z.number(),
    completed: z.number(),
    /** Mean rating of the provider's reviews, one decimal; 0 with none. */
    averageRating: z.number(),
  }),
});
