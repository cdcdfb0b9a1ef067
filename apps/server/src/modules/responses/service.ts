import { isUuid } from '@petmitra/core/marketplace/ids';
import { toHourMinute } from '@petmitra/core/marketplace/india-time';
import { MARKETPLACE_CURRENCY } from '@petmitra/core/marketplace/money';
import {
  FREE_RESPONSES_PER_MONTH,
  QUOTA_MESSAGES,
  monthStart,
  quotaFor,
} from '@petmitra/core/marketplace/quota';
import { REQUEST_MESSAGES } from '@petmitra/core/marketplace/requests';
import {
  RESPONSE_MESSAGES,
  type MyResponse,
  type ResponseInput,
  type ResponseStatus,
  type ResponseUpdateInput,
} from '@petmitra/core/marketplace/responses';
import type { AppContext } from '../../context';
import type { UserRow } from '../../auth/session-user';
import { conflict, notFound, paymentRequired } from '../../http/errors';
import { createRequestService, isOpenToProviders, toRequestResponse } from '../requests/service';
import { createResponseRepository, type ResponseCardRow } from './repository';
import { createReviewService } from '../reviews/service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toMyResponse(
  row: ResponseCardRow,
  review: { rating: number; comment: string | null } | undefined,
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
    currency: MARKETPLACE_CURRENCY,
    status: r.status,
    neededOn: row.request.neededOn,
    neededAt: toHourMinute(row.request.neededAt),
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
      },
    });

  return {
    async quota(user: UserRow, now = new Date()) {
      return quotaFor('response', await repo.countCreatedSince(user.id, monthStart(now)), now);
    },

    /** Responds to a request open to the provider's categories; it becomes 'responded'. */
    async create(user: UserRow, requestId: string, input: ResponseInput) {
      const now = new Date();
      const request = await requests.findById(requestId);
      if (!request || !(await requests.isInProviderCategories(request, user.id))) {
        throw notFound(REQUEST_MESSAGES.notFound);
      }
      const mine = await repo.findOwnedForRequest(request.id, user.id);
      if (mine) throw conflict(RESPONSE_MESSAGES.alreadyResponded);
      if (!isOpenToProviders(request)) throw conflict(REQUEST_MESSAGES.notAcceptable);

      const created = await ctx.db.transaction(async (tx) => {
        const executor = tx;
        const txRepo = createResponseRepository(executor);
        await requests.lockQuota(executor, 'response', user.id);
        const used = await txRepo.countCreatedSince(user.id, monthStart(now));
        if (used >= FREE_RESPONSES_PER_MONTH) {
          throw paymentRequired(QUOTA_MESSAGES.responseUsed, {
            quota: quotaFor('response', used, now),
          });
        }
        const row = await txRepo.insert({
          requestId: request.id,
          providerId: user.id,
          message: input.message,
          estimatedPrice: input.estimatedPrice,
        });
        if (!row) throw conflict(RESPONSE_MESSAGES.alreadyResponded);
        await requests.markResponded(executor, request.id);
        await ctx.events.record(
          executor,
          'response.created',
          { responseId: row.id, requestId: request.id, providerId: user.id },
          { actorId: user.id },
        );
        return { row, used: used + 1 };
      });
      return {
        response: withProvider(user, created.row),
        quota: quotaFor('response', created.used, now),
      };
    },

    /** Edit Response, while pending. */
    async update(user: UserRow, id: string, input: ResponseUpdateInput) {
      const current = await owned(user, id);
      if (current.status !== 'pending') throw conflict(RESPONSE_MESSAGES.onlyPendingEditable);
      const updated = await repo.updateOwnedIf(id, user.id, ['pending'], {
        ...(input.message !== undefined ? { message: input.message } : {}),
        ...(input.estimatedPrice !== undefined ? { estimatedPrice: input.estimatedPrice } : {}),
      });
      if (!updated) throw conflict(RESPONSE_MESSAGES.onlyPendingEditable);
      return withProvider(user, updated);
    },

    /** Mark as Completed, once accepted: the request completes too. */
    async complete(user: UserRow, id: string) {
      const current = await owned(user, id);
      if (current.status !== 'accepted') {
        throw conflict(RESPONSE_MESSAGES.onlyAcceptedCompletable);
      }
      const request = await requests.findById(current.requestId);
      if (!request || request.selectedResponseId !== current.id) {
        throw conflict(RESPONSE_MESSAGES.onlyAcceptedCompletable);
      }
      await requests.completeAccepted(request, 'provider');
      return withProvider(user, await owned(user, id));
    },

    async listMine(
      user: UserRow,
      query: { status?: ResponseStatus | undefined; page: number; pageSize: number },
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
        responses: list.rows.map((row) => toMyResponse(row, byRequest.get(row.response.requestId))),
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
