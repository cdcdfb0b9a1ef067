import { z } from 'zod';
import { plainText } from '../text/fields';
import { pageQuerySchema } from '../api/schemas';
import { LIMITS } from '../constants';
import { sanitizeText } from '../text/sanitize';
import { indiaDate, indiaInstant, isClockTime, isIsoDate } from './india-time';
import type { MarketplaceCurrency } from './money';
import { marketplaceCurrencySchema } from './money-schemas';
import { PET_TYPES } from './pets';
import { paiseSchema } from './services';
import { REQUEST_SERVICE_NAMES, isEmergencyRequest } from './request-service-types';

export * from './request-service-types';

/** Request lifecycle (DESIGN section 6): open -> responded -> completed; open/responded -> cancelled. */
export const REQUEST_STATUSES = ['open', 'responded', 'completed', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  open: 'Open',
  responded: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Statuses that count as active (the spec's "active requests"). */
export const ACTIVE_REQUEST_STATUSES = ['open', 'responded'] as const satisfies RequestStatus[];

export const URGENCIES = ['high', 'medium', 'low'] as const;
export type Urgency = (typeof URGENCIES)[number];

export const URGENCY_LABELS: Record<Urgency, string> = {
  high: 'Urgent',
  medium: 'Soon',
  low: 'Flexible',
};

const HOUR_MS = 3_600_000;
/** docs/decisions/0004-request-urgency.md */
export const URGENCY_HOURS = { high: 24, medium: 72 } as const;

/**
 * How urgent a request is, from how soon it is needed: within 24 hours (or already past) is
 * high, within 72 hours medium, later low. The date and time are read in India time. Emergency
 * Care is always high.
 */
export function urgencyFor(
  neededOn: string,
  neededAt: string,
  now: Date,
  serviceName?: string,
): Urgency {
  // An emergency is urgent whenever it is needed.
  if (serviceName !== undefined && isEmergencyRequest(serviceName)) return 'high';
  const hoursAway = (indiaInstant(neededOn, neededAt).getTime() - now.getTime()) / HOUR_MS;
  if (hoursAway <= URGENCY_HOURS.high) return 'high';
  if (hoursAway <= URGENCY_HOURS.medium) return 'medium';
  return 'low';
}

export const REQUEST_LIMITS = {
  descriptionMaxLength: LIMITS.sanitizerMaxLength,
  placeMaxLength: 100,
} as const;

/**
 * Where the service happens: the provider comes to the parent ('home'), or the parent brings
 * the pet to the provider ('at_provider'). A home request reaches only providers offering home
 * service in its categories.
 */
export const SERVICE_MODES = ['at_provider', 'home'] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];
export const SERVICE_MODE_LABELS: Record<ServiceMode, string> = {
  at_provider: "At the provider's place",
  home: 'Home service (the provider comes to you)',
};
export const SERVICE_MODE_SHORT_LABELS: Record<ServiceMode, string> = {
  at_provider: "At provider's place",
  home: 'Home service',
};

/**
 * A provider's service radius: how far they travel for home service, or how far parents come
 * to them. The default is the search's default radius (DESIGN, spec 001: 10 km).
 */
export const SERVICE_RADIUS = { defaultKm: 10, minKm: 1, maxKm: 100 } as const;
export const SERVICE_RADIUS_CHOICES = [5, 10, 15, 25, 50, 100] as const;

export const serviceRadiusInputSchema = z.object({
  radiusKm: z.coerce
    .number({ error: 'Please choose a service radius' })
    .int('Please choose a service radius')
    .min(SERVICE_RADIUS.minKm, `The radius must be at least ${SERVICE_RADIUS.minKm} km`)
    .max(SERVICE_RADIUS.maxKm, `The radius must be at most ${SERVICE_RADIUS.maxKm} km`),
});

/** Distance as a card shows it: '800 m', '3.4 km', '12 km'. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(100, Math.round((km * 1000) / 100) * 100)} m`;
  if (km < 10) return `${(Math.round(km * 10) / 10).toFixed(1)} km`;
  return `${Math.round(km)} km`;
}

/** The spec's copy for requests (part 2, sections 2, 5 and 8), word for word where it gives one. */
export const REQUEST_MESSAGES = {
  serviceTypeRequired: 'Please select a service type',
  petRequired: 'Please select a pet',
  descriptionRequired: 'Please describe what you need',
  descriptionTooLong: `Description must be at most ${REQUEST_LIMITS.descriptionMaxLength} characters`,
  dateRequired: 'Please choose a date',
  datePast: 'The date cannot be in the past',
  timeRequired: 'Please choose a time',
  invalidBudget: 'Please enter a valid budget',
  submitted: 'Request Submitted! 🎉',
  submittedFreeUsed: 'You have used your free request for this month.',
  submissionFailed: 'Submission Failed',
  submitFailed: 'Failed to submit request. Please try again.',
  noPets: 'You need to add a pet first',
  fetchFailed: 'Failed to fetch service requests',
  loadError: 'Error Loading Service Requests',
  empty: 'No service requests found',
  noBudget: 'Budget not specified',
  cancelConfirm: 'Are you sure you want to cancel this service request?',
  cancelled: 'Service request cancelled',
  updated: 'Service request updated',
  completed: 'Service request marked as completed',
  accepted: 'Response accepted',
  notFound: 'Service request not found',
  notFoundTitle: 'Request Not Found',
  detailLoadFailed: 'Failed to load service request details.',
  openFetchFailed: 'Failed to fetch open requests',
  openLoadError: 'Error Loading Open Requests',
  openEmpty: 'No open requests right now',
  onlyOpenEditable: 'Only open requests can be edited',
  notCancellable: 'Only open or in-progress requests can be cancelled',
  alreadyAccepted: 'A response has already been accepted for this request',
  notAcceptable: 'This request can no longer accept responses',
  notCompletable: 'Accept a response before marking the request as completed',
  petNotYours: 'Please select one of your pets',
  placeRequired: 'Please tell us where the service is needed',
  placeUnknown: 'We could not find this city. Please choose one from the suggestions.',
  placeTooLong: `City must be at most ${REQUEST_LIMITS.placeMaxLength} characters`,
  serviceModeRequired: 'Please choose where the service happens',
  directProviderUnavailable: 'This provider does not offer this service right now',
  notDirect: 'This request already goes to every nearby provider',
  notDirectToYou: 'Only the provider this request was sent to can decline it',
  widened: 'Your request now goes to every nearby provider',
} as const;

/** The first problem with a needed-on date 'YYYY-MM-DD' (today or later in India), or null. */
export function neededOnIssue(value: string, now: Date = new Date()): string | null {
  if (!isIsoDate(value)) return REQUEST_MESSAGES.dateRequired;
  if (value < indiaDate(now)) return REQUEST_MESSAGES.datePast;
  return null;
}

const neededOnSchema = plainText({ error: REQUEST_MESSAGES.dateRequired }).superRefine(
  (value, ctx) => {
    const message = neededOnIssue(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  },
);

const neededAtSchema = plainText({ error: REQUEST_MESSAGES.timeRequired })
  .refine(isClockTime, REQUEST_MESSAGES.timeRequired)
  .transform((value) => value.slice(0, 5));

const descriptionSchema = z
  .string({ error: REQUEST_MESSAGES.descriptionRequired })
  .max(REQUEST_LIMITS.descriptionMaxLength * 2, REQUEST_MESSAGES.descriptionTooLong)
  .transform((value) => sanitizeText(value, REQUEST_LIMITS.descriptionMaxLength))
  .refine((value) => value.length > 0, REQUEST_MESSAGES.descriptionRequired);

/** A budget sent in another currency than that of where the service is needed (decision 0026). */
export const budgetCurrencyMessage = (currency: MarketplaceCurrency) =>
  `The budget must be in ${currency}, the currency where the service is needed`;

/** Optional budget in paise; blank or null is "Budget not specified". */
const budgetSchema = paiseSchema(REQUEST_MESSAGES.invalidBudget)
  .nullish()
  .transform((value) => value ?? null);

/** Where the service is needed; omitted, it is the parent's saved city. */
export const requestPlaceSchema = z.object({
  city: plainText({ error: REQUEST_MESSAGES.placeRequired })
    .max(REQUEST_LIMITS.placeMaxLength, REQUEST_MESSAGES.placeTooLong)
    .refine((value) => value.length > 0, REQUEST_MESSAGES.placeRequired),
  country: plainText()
    .max(REQUEST_LIMITS.placeMaxLength)
    .nullish()
    .transform((value) => value || null),
});

const requestFields = {
  serviceName: z.enum(REQUEST_SERVICE_NAMES, { error: REQUEST_MESSAGES.serviceTypeRequired }),
  petId: z.guid({ error: REQUEST_MESSAGES.petRequired }),
  description: descriptionSchema,
  /** 'YYYY-MM-DD', today or later in India. */
  neededOn: neededOnSchema,
  /** 'HH:MM' */
  neededAt: neededAtSchema,
  /** minor units of the request's currency */
  budgetAmount: budgetSchema,
  /**
   * The currency the form showed for the budget: always that of where the service is needed
   * (the server refuses another). Omitted, the budget is in that currency.
   */
  currency: marketplaceCurrencySchema.optional(),
  serviceMode: z
    .enum(SERVICE_MODES, { error: REQUEST_MESSAGES.serviceModeRequired })
    .default('at_provider'),
  /** Omitted or null: the parent's saved city and country. */
  place: requestPlaceSchema.nullish().transform((value) => value ?? null),
  /** A direct request: only this provider sees it until the parent widens it. */
  providerId: z
    .guid()
    .nullish()
    .transform((value) => value ?? null),
};

/** How long the chosen provider of a direct request has to answer before the parent is offered to widen it. */
export const DIRECT_ANSWER_HOURS = 12;

/** The request-service form. */
export const serviceRequestInputSchema = z.object(requestFields);
export type ServiceRequestInput = z.output<typeof serviceRequestInputSchema>;
export type ServiceRequestFormValues = z.input<typeof serviceRequestInputSchema>;

/** Editing an open request: only the fields sent change (widening is its own step). */
export const serviceRequestUpdateSchema = z.object({
  serviceName: requestFields.serviceName.optional(),
  petId: requestFields.petId.optional(),
  description: requestFields.description.optional(),
  neededOn: requestFields.neededOn.optional(),
  neededAt: requestFields.neededAt.optional(),
  budgetAmount: paiseSchema(REQUEST_MESSAGES.invalidBudget).nullable().optional(),
  currency: marketplaceCurrencySchema.optional(),
  serviceMode: z.enum(SERVICE_MODES, { error: REQUEST_MESSAGES.serviceModeRequired }).optional(),
  /** Null or omitted: the place stays as it is. */
  place: requestPlaceSchema.nullish().transform((value) => value ?? undefined),
});
export type ServiceRequestUpdateInput = z.output<typeof serviceRequestUpdateSchema>;

export const acceptResponseSchema = z.object({ responseId: z.guid() });

export const myRequestsQuerySchema = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
  ...pageQuerySchema.shape,
});

const requestPetSchema = z.object({
  id: z.guid(),
  name: z.string(),
  type: z.enum(PET_TYPES),
});

/** Where and how a request's service happens, as every view of it shows. */
export const requestPlaceFields = {
  /** A direct request's provider, while it goes to them only. */
  directProvider: z.object({ id: z.guid(), name: z.string() }).nullable(),
  /** The direct provider declined, or did not answer in time: the parent may widen it. */
  widenOffered: z.boolean(),
  serviceMode: z.enum(SERVICE_MODES),
  /** 'City, Country' where the service is needed, or null for an old request without one. */
  place: z.string().nullable(),
  /** The instant the service is scheduled for (neededOn at neededAt, India time). */
  scheduledAt: z.string(),
  /** When the parent accepted the chosen response. */
  acceptedAt: z.string().nullable(),
  /** When the chosen provider marked the service done (the parent confirms). */
  providerDoneAt: z.string().nullable(),
  /** When a service marked done confirms itself, if the parent has not confirmed it. */
  autoConfirmAt: z.string().nullable(),
  /** A provider is chosen, the request is in progress and its scheduled time has come. */
  completable: z.boolean(),
};

/** A My Service Requests card. */
export const myRequestSchema = z.object({
  ...requestPlaceFields,
  id: z.guid(),
  serviceName: z.enum(REQUEST_SERVICE_NAMES),
  category: z.string(),
  status: z.enum(REQUEST_STATUSES),
  description: z.string(),
  neededOn: z.string(),
  /** 'HH:MM' */
  neededAt: z.string(),
  urgency: z.enum(URGENCIES),
  /** paise, or null: 'Budget not specified'. */
  budgetAmount: z.number().int().nullable(),
  /** The budget's currency: that of where the service is needed. */
  currency: marketplaceCurrencySchema,
  /** null when the pet was deleted after the request ended. */
  pet: requestPetSchema.nullable(),
  responseCount: z.number(),
  selectedProvider: z.object({ id: z.guid(), name: z.string() }).nullable(),
  selectedResponseId: z.guid().nullable(),
  /** True once the requester reviewed it (reviews arrive with their own issue). */
  hasReview: z.boolean(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Why a cancelled request closed: its parent cancelled it, or its time passed unanswered. */
  cancelReason: z.enum(['requester', 'expired']).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyRequest = z.infer<typeof myRequestSchema>;

/** The My Service Requests tiles. */
export const myRequestTilesSchema = z.object({
  total: z.number(),
  open: z.number(),
  /** responded */
  inProgress: z.number(),
  completed: z.number(),
  cancelled: z.number(),
  totalResponses: z.number(),
});

export const myRequestsReplySchema = z.object({
  requests: z.array(myRequestSchema),
  /** Matching the status filter. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  tiles: myRequestTilesSchema,
});

/** The Open Service Requests board (spec part 2, sections 2 and 9). */
export const BOARD_FILTERS = ['all', 'urgent', 'new', 'responded'] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];
export const BOARD_FILTER_LABELS: Record<BoardFilter, string> = {
  all: 'All Requests',
  urgent: 'Urgent',
  new: 'New (No Responses)',
  responded: 'Responded',
};
export const BOARD_SORTS = ['nearest', 'newest', 'urgent', 'budget', 'responses'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export const BOARD_SORT_LABELS: Record<BoardSort, string> = {
  nearest: 'Most Urgent Nearby',
  newest: 'Newest First',
  urgent: 'Most Urgent',
  budget: 'Highest Budget',
  responses: 'Fewest Responses',
};

export const boardQuerySchema = z.object({
  filter: z.enum(BOARD_FILTERS).default('all'),
  sort: z.enum(BOARD_SORTS).default('nearest'),
  ...pageQuerySchema.shape,
});

export const openRequestSchema = z.object({
  id: z.guid(),
  serviceName: z.enum(REQUEST_SERVICE_NAMES),
  category: z.string(),
  urgency: z.enum(URGENCIES),
  status: z.enum(['open', 'responded']),
  ownerName: z.string(),
  /** 'City, Country', or null when the parent gave neither. */
  ownerLocation: z.string().nullable(),
  responses: z.number(),
  /** minor units, or null: 'Budget not specified'. */
  budgetAmount: z.number().int().nullable(),
  /** The budget's currency, which a quote must be in: that of where the service is needed. */
  currency: marketplaceCurrencySchema,
  petName: z.string().nullable(),
  petType: z.enum(PET_TYPES).nullable(),
  description: z.string(),
  neededOn: z.string(),
  neededAt: z.string(),
  postedAt: z.string(),
  serviceMode: requestPlaceFields.serviceMode,
  place: requestPlaceFields.place,
  /** Great-circle km from the provider's place to where the service is needed. */
  distanceKm: z.number().nullable(),
  /** Sent to this provider only (a direct request). */
  direct: z.boolean(),
});
export type OpenRequest = z.infer<typeof openRequestSchema>;

export const boardReplySchema = z.object({
  requests: z.array(openRequestSchema),
  /** Matching the filter. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The provider's reach: their place and service radius (km). */
  area: z.object({ place: z.string().nullable(), radiusKm: z.number().int() }),
  /** Over every request the provider can see, whatever the filter. */
  counts: z.object({
    total: z.number(),
    open: z.number(),
    urgent: z.number(),
    noResponses: z.number(),
  }),
});
