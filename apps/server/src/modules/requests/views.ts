import { indiaInstant, toHourMinute } from '@petmitra/core/marketplace/india-time';
import { MARKETPLACE_CURRENCY } from '@petmitra/core/marketplace/money';
import { urgencyFor, type MyRequest } from '@petmitra/core/marketplace/requests';
import type { RequestResponse } from '@petmitra/core/marketplace/responses';
import type { RequestCardRow, RequestRow } from './repository';

/** Rows as the API shows them, and the rule of when providers may still respond. */

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The fields every view of a request shows the same way (its card, its detail page). */
export function requestFields(
  r: RequestRow,
  now: Date,
  directProviderName: string | null,
): Omit<
  MyRequest,
  'pet' | 'responseCount' | 'selectedProvider' | 'selectedResponseId' | 'hasReview'
> {
  return {
    id: r.id,
    directProvider:
      r.directProviderId && directProviderName
        ? { id: r.directProviderId, name: directProviderName }
        : null,
    widenOffered: r.directProviderId !== null && r.widenOfferedAt !== null,
    serviceMode: r.serviceMode,
    place: location(r.locationCity, r.locationCountry),
    serviceName: r.serviceName,
    category: r.category,
    status: r.status,
    description: r.description,
    neededOn: r.neededOn,
    neededAt: toHourMinute(r.neededAt),
    urgency: urgencyFor(r.neededOn, r.neededAt, now),
    budgetAmount: r.budgetAmount,
    currency: MARKETPLACE_CURRENCY,
    completedAt: iso(r.completedAt),
    cancelledAt: iso(r.cancelledAt),
    cancelReason: r.cancelReason,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toMyRequest(row: RequestCardRow, hasReview: boolean, now: Date): MyRequest {
  const r = row.request;
  return {
    ...requestFields(r, now, row.directProviderName),
    pet: row.pet?.id ? { id: row.pet.id, name: row.pet.name, type: row.pet.type } : null,
    responseCount: row.responseCount,
    selectedProvider:
      r.selectedProviderId && row.selectedProviderName
        ? { id: r.selectedProviderId, name: row.selectedProviderName }
        : null,
    selectedResponseId: r.selectedResponseId,
    hasReview,
  };
}

export function toRequestResponse(row: {
  response: {
    id: string;
    requestId: string;
    message: string;
    estimatedPrice: number;
    status: RequestResponse['status'];
    completedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
  };
  provider: RequestResponse['provider'];
}): RequestResponse {
  const r = row.response;
  return {
    id: r.id,
    requestId: r.requestId,
    message: r.message,
    estimatedPrice: r.estimatedPrice,
    currency: MARKETPLACE_CURRENCY,
    status: r.status,
    provider: row.provider,
    completedAt: iso(r.completedAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export const location = (city: string | null, country: string | null) =>
  [city, country].filter(Boolean).join(', ') || null;

/**
 * True while providers may still respond: open or responded, nobody accepted yet, and the time
 * it is needed still ahead.
 */
export const isOpenToProviders = (
  r: Pick<RequestRow, 'status' | 'selectedResponseId' | 'neededOn' | 'neededAt'>,
  now = new Date(),
) =>
  (r.status === 'open' || r.status === 'responded') &&
  !r.selectedResponseId &&
  indiaInstant(r.neededOn, r.neededAt).getTime() > now.getTime();
