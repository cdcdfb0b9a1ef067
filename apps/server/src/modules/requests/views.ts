import { indiaInstant, toHourMinute } from '@petmitra/core/marketplace/india-time';
import type { MarketplaceCurrency } from '@petmitra/core/marketplace/money';
import { AUTO_CONFIRM_HOURS } from '@petmitra/core/marketplace/lifecycle';
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
    scheduledAt: scheduledAt(r).toISOString(),
    acceptedAt: iso(r.acceptedAt),
    providerDoneAt: iso(r.providerDoneAt),
    autoConfirmAt:
      r.providerDoneAt && r.status === 'responded'
        ? new Date(r.providerDoneAt.getTime() + AUTO_CONFIRM_HOURS * 3_600_000).toISOString()
        : null,
    completable: isCompletable(r, now),
    serviceName: r.serviceName,
    category: r.category,
    status: r.status,
    description: r.description,
    neededOn: r.neededOn,
    neededAt: toHourMinute(r.neededAt),
    urgency: urgencyFor(r.neededOn, r.neededAt, now, r.serviceName),
    budgetAmount: r.budgetAmount,
    currency: r.currency,
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
    currency: MarketplaceCurrency;
    status: RequestResponse['status'];
    withdrawReason: string | null;
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
    currency: r.currency,
    status: r.status,
    provider: row.provider,
    withdrawReason: r.withdrawReason,
    completedAt: iso(r.completedAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** When the service is scheduled: its date and time, read in India. */
export const scheduledAt = (r: Pick<RequestRow, 'neededOn' | 'neededAt'>) =>
  indiaInstant(r.neededOn, r.neededAt);

/**
 * True when the service can be completed (marked done by its provider, confirmed by its
 * parent): a provider is chosen, the request is in progress and its scheduled time has come.
 */
export const isCompletable = (
  r: Pick<RequestRow, 'status' | 'selectedResponseId' | 'neededOn' | 'neededAt'>,
  now: Date,
) =>
  r.status === 'responded' &&
  r.selectedResponseId !== null &&
  scheduledAt(r).getTime() <= now.getTime();

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
