import { z } from 'zod';
import { marketplaceCurrencySchema } from './money-schemas';
import { PET_TYPES, VACCINATION_STATUSES } from './pets';
import { REQUEST_SERVICE_NAMES, REQUEST_STATUSES, URGENCIES, requestPlaceFields } from './requests';
import { requestResponseSchema } from './responses';

/**
 * /request/{id} as its viewer may see it. The requester sees everything and every response.
 * A provider sees it while it is open to them (or after responding), with only their own
 * response, and the parent's phone and email only once their response is accepted.
 */
export const requestDetailSchema = z.object({
  ...requestPlaceFields,
  id: z.guid(),
  serviceName: z.enum(REQUEST_SERVICE_NAMES),
  category: z.string(),
  status: z.enum(REQUEST_STATUSES),
  description: z.string(),
  neededOn: z.string(),
  neededAt: z.string(),
  urgency: z.enum(URGENCIES),
  budgetAmount: z.number().int().nullable(),
  /** The budget's and every quote's currency: that of where the service is needed. */
  currency: marketplaceCurrencySchema,
  pet: z
    .object({
      id: z.guid(),
      name: z.string(),
      type: z.enum(PET_TYPES),
      weight: z.number(),
      pic: z.string().nullable(),
      vaccinationStatus: z.enum(VACCINATION_STATUSES),
      medicalHistory: z.string().nullable(),
    })
    .nullable(),
  requester: z.object({
    id: z.guid(),
    name: z.string(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    /** Only for the requester and the provider whose response was accepted. */
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  responseCount: z.number(),
  responses: z.array(requestResponseSchema),
  selectedProvider: z.object({ id: z.guid(), name: z.string() }).nullable(),
  selectedResponseId: z.guid().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Why a cancelled request closed: its parent cancelled it, or its time passed unanswered. */
  cancelReason: z.enum(['requester', 'expired']).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  viewer: z.object({
    isRequester: z.boolean(),
    /** A provider who may still respond (open to them, no response yet). */
    canRespond: z.boolean(),
    contactVisible: z.boolean(),
    /** The viewing provider's own response, if any. */
    myResponseId: z.guid().nullable(),
  }),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;
