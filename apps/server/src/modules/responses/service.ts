import { isUuid } from '@petmitra/core/marketplace/ids';
import { indiaInstant, toHourMinute } from '@petmitra/core/marketplace/india-time';
import type { MarketplaceCurrency } from '@petmitra/core/marketplace/money';
import {
  FREE_RESPONSES_PER_MONTH,
  QUOTA_MESSAGES,
  monthStart,
  quotaFor,
} from '@petmitra/core/marketplace/quota';
import { REQUEST_MESSAGES } from '@petmitra/core/marketplace/requests';
import {
  RESPONSE_MESSAGES,
  quoteCurrencyMessage,
  type MyResponse,
  type ResponseInput,
  type ResponseStatus,
  type ResponseUpdateInput,
} from '@petmitra/core/marketplace/responses';
import type { AppContext } from '../../context';
import type { UserRow } from '../../auth/session-user';
import { conflict, notFound, paymentRequired, validationError } from '../../http/errors';
import { createRequestService, isOpenToProviders, toRequestResponse } from '../requests/service';
import { createResponseRepository, type ResponseCardRow } from './repository';
import { createReviewService } from '../reviews/service';
import { createSubscriptionService } from '../subscriptions/service';
import type { Db } from '../../db/client';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toMyResponse(
  row: ResponseCardRow,
  review: { rating: number; comment: string | null } | undefined,
  now: Date,
): MyResponse {
  const r = row.response;
  return {
    id: r.id,
    requestId: r.requestId,
    serviceName: row.request.serviceName,
    requestStatus: row.request.status,
    ownerName: row.ownerName,
    petName: row.petName,
    petType: row.petType,
    message: r.message,
    estimatedPrice: r.estimatedPrice,
    currency: r.currency,
    status: r.status,
    neededOn: row.request.neededOn,
    neededAt: toHourMinute(row.request.neededAt),
    scheduledAt: indiaInstant(row.request.neededOn, row.request.neededAt).toISOString(),
    providerDoneAt:
      row.request.selectedResponseId === r.id ? iso(row.request.providerDoneAt) : null,
    completable:
      r.status === 'accepted' &&
      indiaInstant(row.request.neededOn, row.request.neededAt).getTime() <= now.getTime(),
    withdrawReason: r.withdrawReason,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    completedAt: iso(r.completedAt),
    rating: review?.rating ?? null,
    review: review?.comment ?? null,
  };
}

/**
 * Provider responses: one per provider per request, editable while pending, the month's free
 * response enforced, and Mark as Completed once accepted. Another provider's response is
 * "not found".
 */
export function createResponseService(ctx: AppContext) {
  const repo = createResponseRepository(ctx.db);
  const requests = createRequestService(ctx);
  const reviews = createReviewService(ctx);
  const subscriptions = createSubscriptionService(ctx);

  /** A quote is in its request's currency: one sent in another is refused (decision 0026). */
  const checkCurrency = (currency: MarketplaceCurrency, sent: MarketplaceCurrency | undefined) => {
    if (sent !== undefined && sent !== currency) {
      const message = quoteCurrencyMessage(currency);
      throw validationError(message, { currency: [message] });
    }
  };

  /** The checks a response passes before it is sent or paid for; returns the request. */
  const checkDraft = async (userId: string, requestId: string, sent?: MarketplaceCurrency) => {
    const request = await requests.findById(requestId);
    if (!request || !(await requests.reachesProvider(request, userId))) {
      throw notFound(REQUEST_MESSAGES.notFound);
    }
    const mine = await repo.findOwnedForRequest(request.id, userId);
    if (mine) throw conflict(RESPONSE_MESSAGES.alreadyResponded);
    if (!isOpenToProviders(request)) throw conflict(REQUEST_MESSAGES.notAcceptable);
    checkCurrency(request.currency, sent);
    return request;
  };

  /** Inserts a response inside the caller's transaction, marks the request, records the event. */
  const insertResponse = async (
    executor: Db,
    userId: string,
    request: { id: string; currency: MarketplaceCurrency },
    input: ResponseInput,
    now?: Date,
  ) => {
    const requestId = request.id;
    const row = await createResponseRepository(executor).insert({
      requestId,
      providerId: userId,
      message: input.message,
      estimatedPrice: input.estimatedPrice,
      // The month it counts in is the one of "now" (the request's clock in the suites).
      ...(now ? { createdAt: now, updatedAt: now } : {}),
      currency: request.currency,
    });
    if (!row) throw conflict(RESPONSE_MESSAGES.alreadyResponded);
    await requests.markResponded(executor, requestId);
    await ctx.events.record(
      executor,
      'response.created',
      { responseId: row.id, requestId, providerId: userId },
      { actorId: userId },
    );
    return row;
  };

  const owned = async (user: UserRow, id: string) => {
    const row = isUuid(id) ? await repo.findOwned(id, user.id) : null;
    if (!row) throw notFound(RESPONSE_MESSAGES.notFound);
    return row;
  };

  const withProvider = (user: UserRow, row: Parameters<typeof toRequestResponse>[0]['response']) =>
    toRequestResponse({
      response: row,
      provider: {
        id: user.id,
        name: user.name,
        city: user.city,
        country: user.country,
        profilePic: user.profilePic,
        verified: user.providerVerifiedAt !== null,
      },
    });

  return {
    async quota(user: UserRow, now = new Date()) {
      const [used, unlimited] = await Promise.all([
        repo.countCreatedSince(user.id, monthStart(now)),
        subscriptions.hasActivePlan(ctx.db, user.id, now),
      ]);
      return quotaFor('response', used, now, unlimited);
    },

    checkDraft,

    /** Is the per-use fee due for the provider's next response (free one used, no plan)? */
    async feeDue(userId: string, now = new Date()) {
      if (await subscriptions.hasActivePlan(ctx.db, userId, now)) return false;
      return (await repo.countCreatedSince(userId, monthStart(now))) >= FREE_RESPONSES_PER_MONTH;
    },

    /**
     * For the payments module, inside the transaction that records a verified payment: sends
     * the paid response (checkDraft ran just before, outside it; one per request by index).
     */
    async createPaid(tx: Db, userId: string, requestId: string, input: ResponseInput) {
      await requests.lockQuota(tx, 'response', userId);
      const request = await requests.findById(requestId);
      if (!request) throw notFound(REQUEST_MESSAGES.notFound);
      return insertResponse(tx, userId, request, input);
    },

    /** Responds to a request open to the provider's categories; it becomes 'responded'. */
    async create(user: UserRow, requestId: string, input: ResponseInput, now = new Date()) {
      const request = await checkDraft(user.id, requestId, input.currency);
      const created = await ctx.db.transaction(async (tx) => {
        const txRepo = createResponseRepository(tx);
        await requests.lockQuota(tx, 'response', user.id);
        const used = await txRepo.countCreatedSince(user.id, monthStart(now));
        const unlimited = await subscriptions.hasActivePlan(tx, user.id, now);
        if (used >= FREE_RESPONSES_PER_MONTH && !unlimited) {
          throw paymentRequired(QUOTA_MESSAGES.responseUsed, {
            quota: quotaFor('response', used, now),
            product: 'response_fee',
          });
        }
        const row = await insertResponse(tx, user.id, request, input, now);
        return { row, used: used + 1, unlimited };
      });
      return {
        response: withProvider(user, created.row),
        quota: quotaFor('response', created.used, now, created.unlimited),
      };
    },

    /** Edit Response, while pending. */
    async update(user: UserRow, id: string, input: ResponseUpdateInput) {
      const current = await owned(user, id);
      if (current.status !== 'pending') throw conflict(RESPONSE_MESSAGES.onlyPendingEditable);
      checkCurrency(current.currency, input.currency);
      const updated = await repo.updateOwnedIf(id, user.id, ['pending'], {
        ...(input.message !== undefined ? { message: input.message } : {}),
        ...(input.estimatedPrice !== undefined ? { estimatedPrice: input.estimatedPrice } : {}),
      });
      if (!updated) throw conflict(RESPONSE_MESSAGES.onlyPendingEditable);
      return withProvider(user, updated);
    },

    /**
     * Mark as Done, once accepted and from the service's scheduled time on: the parent is asked
     * to confirm (or it confirms itself after 48 h).
     */
    async complete(user: UserRow, id: string, now = new Date()) {
      const current = await owned(user, id);
      if (current.status !== 'accepted') {
        throw conflict(RESPONSE_MESSAGES.onlyAcceptedCompletable);
      }
      const request = await requests.findById(current.requestId);
      if (!request || request.selectedResponseId !== current.id) {
        throw conflict(RESPONSE_MESSAGES.onlyAcceptedCompletable);
      }
      await requests.markDone(request, user.id, now);
      return withProvider(user, await owned(user, id));
    },

    async listMine(
      user: UserRow,
      query: { status?: ResponseStatus | undefined; page: number; pageSize: number },
      now = new Date(),
    ) {
      const [list, counts, rating] = await Promise.all([
        repo.listMine(user.id, {
          status: query.status,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        repo.countsByStatus(user.id),
        reviews.providerRating(user.id),
      ]);
      const byRequest = await reviews.aboutProviderForRequests(
        list.rows.map((r) => r.response.requestId),
        user.id,
      );
      return {
        responses: list.rows.map((row) =>
          toMyResponse(row, byRequest.get(row.response.requestId), now),
        ),
        total: list.total,
        page: query.page,
        pageSize: query.pageSize,
        tiles: {
          total: counts.pending + counts.accepted + counts.rejected + counts.completed,
          ...counts,
          averageRating: rating.average,
        },
      };
    },

    // For the dashboard.
    countFor(providerId: string) {
      return repo.countByProvider(providerId);
    },
    recentMine(providerId: string, limit: number) {
      return repo.recentMine(providerId, limit);
    },
    rating(providerId: string) {
      return reviews.providerRating(providerId);
    },
  };
}

export type ResponseService = ReturnType<typeof createResponseService>;
