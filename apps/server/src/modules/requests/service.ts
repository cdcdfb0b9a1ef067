import { toHourMinute } from '@petmitra/core/marketplace/india-time';
import { isUuid } from '@petmitra/core/marketplace/ids';
import { MARKETPLACE_CURRENCY, formatInr } from '@petmitra/core/marketplace/money';
import { PET_MESSAGES, PET_TYPE_LABELS } from '@petmitra/core/marketplace/pets';
import { QUOTA_MESSAGES, monthStart, quotaFor } from '@petmitra/core/marketplace/quota';
import type { RequestDetail } from '@petmitra/core/marketplace/request-detail';
import { FREE_REQUESTS_PER_MONTH, type QuotaKind } from '@petmitra/core/marketplace/quota';
import {
  REQUEST_MESSAGES,
  categoriesForServiceName,
  primaryCategoryFor,
  serviceNamesForCategories,
  urgencyFor,
  type BoardFilter,
  type BoardSort,
  type MyRequest,
  type OpenRequest,
  type RequestStatus,
  type ServiceRequestInput,
  type ServiceRequestUpdateInput,
} from '@petmitra/core/marketplace/requests';
import type { RequestResponse } from '@petmitra/core/marketplace/responses';
import { RESPONSE_MESSAGES } from '@petmitra/core/marketplace/responses';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { UserRow } from '../../auth/session-user';
import { conflict, notFound, paymentRequired, validationError } from '../../http/errors';
import { createNotificationService } from '../notifications/service';
import { createPetService } from '../pets/service';
import { createReviewService } from '../reviews/service';
import { createProviderServiceService } from '../services/service';
import {
  createRequestRepository,
  type BoardScope,
  type RequestCardRow,
  type RequestPatch,
  type RequestRow,
} from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toMyRequest(row: RequestCardRow, hasReview: boolean, now: Date): MyRequest {
  const r = row.request;
  return {
    id: r.id,
    serviceName: r.serviceName,
    category: r.category,
    status: r.status,
    description: r.description,
    neededOn: r.neededOn,
    neededAt: toHourMinute(r.neededAt),
    urgency: urgencyFor(r.neededOn, r.neededAt, now),
    budgetAmount: r.budgetAmount,
    currency: MARKETPLACE_CURRENCY,
    pet: row.pet?.id ? { id: row.pet.id, name: row.pet.name, type: row.pet.type } : null,
    responseCount: row.responseCount,
    selectedProvider:
      r.selectedProviderId && row.selectedProviderName
        ? { id: r.selectedProviderId, name: row.selectedProviderName }
        : null,
    selectedResponseId: r.selectedResponseId,
    hasReview,
    completedAt: iso(r.completedAt),
    cancelledAt: iso(r.cancelledAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
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

const location = (city: string | null, country: string | null) =>
  [city, country].filter(Boolean).join(', ') || null;

/** True while providers may still respond: open or responded, and nobody accepted yet. */
export const isOpenToProviders = (r: Pick<RequestRow, 'status' | 'selectedResponseId'>) =>
  (r.status === 'open' || r.status === 'responded') && !r.selectedResponseId;

/**
 * Service requests: the parent's side (quota, create, edit, cancel, accept, complete), the
 * provider board and the role-aware detail. Every parent lookup is scoped to the requester;
 * a provider sees a request only while it is open to their categories or after responding.
 */
export function createRequestService(ctx: AppContext) {
  const repo = createRequestRepository(ctx.db);
  const pets = createPetService(ctx);
  const providerServices = createProviderServiceService(ctx);
  const notifications = createNotificationService(ctx.db);
  const reviews = createReviewService(ctx);

  const owned = async (user: UserRow, id: string) => {
    const row = isUuid(id) ? await repo.findOwned(id, user.id) : null;
    if (!row) throw notFound(REQUEST_MESSAGES.notFound);
    return row;
  };

  const card = async (id: string, now = new Date()) => {
    const row = await repo.card(id);
    if (!row) throw notFound(REQUEST_MESSAGES.notFound);
    const reviewed = await reviews.reviewedRequestIds([id]);
    return toMyRequest(row, reviewed.has(id), now);
  };

  const boardScope = async (providerId: string, now: Date): Promise<BoardScope> => ({
    providerId,
    serviceNames: serviceNamesForCategories(await providerServices.activeCategories(providerId)),
    now,
  });

  const petLabel = (row: Pick<RequestCardRow, 'pet'>) =>
    row.pet?.id ? `${row.pet.name} (${PET_TYPE_LABELS[row.pet.type]})` : 'a pet';

  /**
   * Completes an accepted request and its accepted response in one transaction, and tells
   * the other party. Used by the parent's Mark as Completed and the provider's.
   */
  const completeAccepted = async (request: RequestRow, by: 'requester' | 'provider') => {
    const responseId = request.selectedResponseId;
    const providerId = request.selectedProviderId;
    if (!responseId) throw conflict(REQUEST_MESSAGES.notCompletable);
    await ctx.db.transaction(async (tx) => {
      const txRepo = createRequestRepository(tx as unknown as Db);
      const done = await txRepo.complete(request.id, responseId, new Date());
      if (!done) throw conflict(REQUEST_MESSAGES.notCompletable);
      const recipient = by === 'requester' ? providerId : request.requesterId;
      if (recipient) {
        await notifications.notify(
          recipient,
          {
            type: 'service_request_completed',
            title: 'Service Completed',
            message: `The ${request.serviceName} request for ${request.neededOn} was marked as completed.`,
            data: { requestId: request.id, responseId, link: `/request/${request.id}` },
          },
          tx as unknown as Db,
        );
      }
    });
  };

  /** Is this request's type served by one of the provider's active categories? */
  const isInProviderCategories = async (
    request: Pick<RequestRow, 'serviceName'>,
    providerId: string,
  ) => {
    const names = serviceNamesForCategories(await providerServices.activeCategories(providerId));
    return names.includes(request.serviceName);
  };

  return {
    async quota(user: UserRow, now = new Date()) {
      return quotaFor('request', await repo.countCreatedSince(user.id, monthStart(now)), now);
    },

    /**
     * Posts a request. The month's free request is checked and spent inside one transaction
     * (serialised per parent), so two tabs cannot both get a free one; after that the API
     * answers 402 until the payments issue adds the paid path.
     */
    async create(user: UserRow, input: ServiceRequestInput) {
      const now = new Date();
      if ((await pets.countFor(user.id)) === 0) {
        throw validationError(REQUEST_MESSAGES.noPets, { petId: [REQUEST_MESSAGES.noPets] });
      }
      const pet = await pets.findOwned(user.id, input.petId);
      if (!pet) throw notFound(PET_MESSAGES.notFound);
      const providerIds = await providerServices.providerIdsIn(
        categoriesForServiceName(input.serviceName),
      );
      const created = await ctx.db.transaction(async (tx) => {
        const txRepo = createRequestRepository(tx as unknown as Db);
        await txRepo.lock(`quota:request:${user.id}`);
        const used = await txRepo.countCreatedSince(user.id, monthStart(now));
        if (used >= FREE_REQUESTS_PER_MONTH) {
          throw paymentRequired(QUOTA_MESSAGES.requestUsed, {
            quota: quotaFor('request', used, now),
          });
        }
        const row = await txRepo.insert({
          requesterId: user.id,
          petId: pet.id,
          serviceName: input.serviceName,
          category: primaryCategoryFor(input.serviceName),
          description: input.description,
          neededOn: input.neededOn,
          neededAt: input.neededAt,
          budgetAmount: input.budgetAmount,
        });
        await notifications.notifyMany(
          providerIds.filter((id) => id !== user.id),
          {
            type: 'service_request_new',
            title: 'New Service Request',
            message: `${input.serviceName} for ${pet.name} (${PET_TYPE_LABELS[pet.type]}) on ${input.neededOn} at ${input.neededAt}${
              input.budgetAmount !== null ? `, budget ${formatInr(input.budgetAmount)}` : ''
            }.`,
            data: { requestId: row.id, serviceName: row.serviceName, link: `/request/${row.id}` },
          },
          tx as unknown as Db,
        );
        return { row, used: used + 1 };
      });
      return {
        request: await card(created.row.id, now),
        quota: quotaFor('request', created.used, now),
      };
    },

    async listMine(
      user: UserRow,
      query: { status?: RequestStatus | undefined; page: number; pageSize: number },
    ) {
      const now = new Date();
      const [list, tiles] = await Promise.all([
        repo.listMine(user.id, {
          status: query.status,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        repo.tilesMine(user.id),
      ]);
      const reviewed = await reviews.reviewedRequestIds(list.rows.map((r) => r.request.id));
      return {
        requests: list.rows.map((row) => toMyRequest(row, reviewed.has(row.request.id), now)),
        total: list.total,
        page: query.page,
        pageSize: query.pageSize,
        tiles: {
          total: Object.values(tiles.counts).reduce((a, b) => a + b, 0),
          open: tiles.counts.open,
          inProgress: tiles.counts.responded,
          completed: tiles.counts.completed,
          cancelled: tiles.counts.cancelled,
          totalResponses: tiles.totalResponses,
        },
      };
    },

    /** Edits an open request (no responses yet). */
    async update(user: UserRow, id: string, input: ServiceRequestUpdateInput) {
      const current = await owned(user, id);
      if (current.status !== 'open') throw conflict(REQUEST_MESSAGES.onlyOpenEditable);
      const patch: RequestPatch = {};
      if (input.petId !== undefined) {
        const pet = await pets.findOwned(user.id, input.petId);
        if (!pet) throw notFound(PET_MESSAGES.notFound);
        patch.petId = pet.id;
      }
      if (input.serviceName !== undefined) {
        patch.serviceName = input.serviceName;
        patch.category = primaryCategoryFor(input.serviceName);
      }
      if (input.description !== undefined) patch.description = input.description;
      if (input.neededOn !== undefined) patch.neededOn = input.neededOn;
      if (input.neededAt !== undefined) patch.neededAt = input.neededAt;
      if (input.budgetAmount !== undefined) patch.budgetAmount = input.budgetAmount;
      const updated = await repo.updateOwnedIf(id, user.id, ['open'], patch);
      if (!updated) throw conflict(REQUEST_MESSAGES.onlyOpenEditable);
      return card(id);
    },

    /** Cancels an open or in-progress request; providers who responded are told. */
    async cancel(user: UserRow, id: string) {
      const current = await owned(user, id);
      if (current.status !== 'open' && current.status !== 'responded') {
        throw conflict(REQUEST_MESSAGES.notCancellable);
      }
      await ctx.db.transaction(async (tx) => {
        const txRepo = createRequestRepository(tx as unknown as Db);
        const now = new Date();
        const updated = await txRepo.updateOwnedIf(id, user.id, ['open', 'responded'], {
          status: 'cancelled',
          cancelledAt: now,
        });
        if (!updated) throw conflict(REQUEST_MESSAGES.notCancellable);
        await notifications.notifyMany(
          await txRepo.responderIds(id),
          {
            type: 'service_request_cancelled',
            title: 'Service Request Cancelled',
            message: `${user.name} cancelled the ${current.serviceName} request for ${current.neededOn}.`,
            data: { requestId: id, serviceName: current.serviceName, link: `/request/${id}` },
          },
          tx as unknown as Db,
        );
      });
      return card(id);
    },

    /** View Responses: every response to the parent's own request. */
    async responses(user: UserRow, id: string) {
      await owned(user, id);
      return (await repo.responsesWithProviders(id)).map(toRequestResponse);
    },

    /**
     * Accepts one response: the request records the provider (and their active service in the
     * request's categories, if any), that response becomes accepted and the others rejected.
     */
    async accept(user: UserRow, id: string, responseId: string) {
      const current = await owned(user, id);
      if (current.selectedResponseId) throw conflict(REQUEST_MESSAGES.alreadyAccepted);
      if (current.status !== 'open' && current.status !== 'responded') {
        throw conflict(REQUEST_MESSAGES.notAcceptable);
      }
      const response = isUuid(responseId) ? await repo.findResponse(id, responseId) : null;
      if (!response) throw notFound(RESPONSE_MESSAGES.notFound);
      if (response.status !== 'pending') throw conflict(REQUEST_MESSAGES.notAcceptable);
      const service = await providerServices.firstActiveIn(
        response.providerId,
        categoriesForServiceName(current.serviceName),
      );
      await ctx.db.transaction(async (tx) => {
        const txRepo = createRequestRepository(tx as unknown as Db);
        const now = new Date();
        const updated = await txRepo.selectResponse(id, user.id, {
          providerId: response.providerId,
          responseId: response.id,
          serviceId: service?.id ?? null,
        });
        if (!updated) throw conflict(REQUEST_MESSAGES.alreadyAccepted);
        await txRepo.settleResponses(id, response.id, now);
        await notifications.notify(
          response.providerId,
          {
            type: 'service_request_accepted',
            title: 'Response Accepted',
            message: `${user.name} accepted your response to the ${current.serviceName} request for ${current.neededOn} at ${toHourMinute(current.neededAt)}.`,
            data: { requestId: id, responseId: response.id, link: `/request/${id}` },
          },
          tx as unknown as Db,
        );
      });
      return card(id);
    },

    /** The parent marks an accepted request completed; the accepted response completes too. */
    async complete(user: UserRow, id: string) {
      const current = await owned(user, id);
      if (current.status !== 'responded' || !current.selectedResponseId) {
        throw conflict(REQUEST_MESSAGES.notCompletable);
      }
      await completeAccepted(current, 'requester');
      return card(id);
    },

    completeAccepted,

    /** For the responses module: the raw request by id, or null. */
    findById(id: string) {
      return isUuid(id) ? repo.findById(id) : Promise.resolve(null);
    },

    isInProviderCategories,

    /** For the responses module, inside its transaction: open -> responded. */
    markResponded(executor: Db, id: string) {
      return createRequestRepository(executor).markResponded(id);
    },

    /** For the responses module: spends a quota inside the caller's transaction. */
    lockQuota(executor: Db, kind: QuotaKind, userId: string) {
      return createRequestRepository(executor).lock(`quota:${kind}:${userId}`);
    },

    /** The Open Service Requests board of a provider. */
    async board(
      user: UserRow,
      query: { filter: BoardFilter; sort: BoardSort; page: number; pageSize: number },
    ) {
      const now = new Date();
      const scope = await boardScope(user.id, now);
      if (scope.serviceNames.length === 0) {
        return {
          requests: [],
          total: 0,
          page: query.page,
          pageSize: query.pageSize,
          counts: { total: 0, open: 0, urgent: 0, noResponses: 0 },
        };
      }
      const [list, counts] = await Promise.all([
        repo.board(scope, {
          filter: query.filter,
          sort: query.sort,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        repo.boardCounts(scope),
      ]);
      return {
        requests: list.rows.map((row): OpenRequest => ({
          id: row.request.id,
          serviceName: row.request.serviceName,
          category: row.request.category,
          urgency: urgencyFor(row.request.neededOn, row.request.neededAt, now),
          status: row.request.status === 'responded' ? 'responded' : 'open',
          ownerName: row.ownerName,
          ownerLocation: location(row.ownerCity, row.ownerCountry),
          responses: row.responses,
          budgetAmount: row.request.budgetAmount,
          petName: row.petName,
          petType: row.petType,
          description: row.request.description,
          neededOn: row.request.neededOn,
          neededAt: toHourMinute(row.request.neededAt),
          postedAt: row.request.createdAt.toISOString(),
        })),
        total: list.total,
        page: query.page,
        pageSize: query.pageSize,
        counts,
      };
    },

    /** Home-page figures for a provider's board. */
    async boardCounts(providerId: string) {
      const scope = await boardScope(providerId, new Date());
      if (scope.serviceNames.length === 0) return { total: 0, open: 0, urgent: 0, noResponses: 0 };
      return repo.boardCounts(scope);
    },

    /** Home-page rows for a parent. */
    async recentForRequester(requesterId: string, limit: number) {
      const now = new Date();
      const [requests, responses] = await Promise.all([
        repo.recentForRequester(requesterId, limit),
        repo.recentResponsesReceived(requesterId, limit),
      ]);
      return {
        requests: requests.map((row) => ({
          card: toMyRequest(row, false, now),
          petLabel: petLabel(row),
        })),
        responses,
      };
    },

    async countsForRequester(user: UserRow) {
      return repo.tilesMine(user.id);
    },

    /**
     * /request/{id}: the requester sees everything; a provider sees it while it is open to
     * their categories or after responding, with the parent's phone and email only once their
     * own response was accepted. Anyone else gets "not found".
     */
    async detail(user: UserRow, id: string): Promise<RequestDetail> {
      const row = isUuid(id) ? await repo.detail(id) : null;
      if (!row) throw notFound(REQUEST_MESSAGES.notFound);
      const r = row.request;
      const isRequester = r.requesterId === user.id;
      let myResponseId: string | null = null;
      let canRespond = false;
      if (!isRequester) {
        if (user.role !== 'service_provider') throw notFound(REQUEST_MESSAGES.notFound);
        myResponseId = await repo.hasResponded(r.id, user.id);
        const open = isOpenToProviders(r) && (await isInProviderCategories(r, user.id));
        if (!myResponseId && !open) throw notFound(REQUEST_MESSAGES.notFound);
        canRespond = open && !myResponseId;
      }
      const contactVisible =
        isRequester || (myResponseId !== null && r.selectedResponseId === myResponseId);
      const responses = (
        await repo.responsesWithProviders(r.id, isRequester ? undefined : user.id)
      ).map(toRequestResponse);
      return {
        id: r.id,
        serviceName: r.serviceName,
        category: r.category,
        status: r.status,
        description: r.description,
        neededOn: r.neededOn,
        neededAt: toHourMinute(r.neededAt),
        urgency: urgencyFor(r.neededOn, r.neededAt, new Date()),
        budgetAmount: r.budgetAmount,
        currency: MARKETPLACE_CURRENCY,
        pet: row.pet
          ? {
              id: row.pet.id,
              name: row.pet.name,
              type: row.pet.type,
              weight: Number(row.pet.weight),
              pic: row.pet.pic,
              vaccinationStatus: row.pet.vaccinationStatus,
              medicalHistory: row.pet.medicalHistory,
            }
          : null,
        requester: {
          id: row.requester.id,
          name: row.requester.name,
          city: row.requester.city,
          country: row.requester.country,
          phone: contactVisible ? row.requester.phone : null,
          email: contactVisible ? row.requester.email : null,
        },
        responseCount: row.responseCount,
        responses,
        // Other providers do not learn who was chosen.
        selectedProvider:
          (isRequester || contactVisible) && r.selectedProviderId && row.selectedProviderName
            ? { id: r.selectedProviderId, name: row.selectedProviderName }
            : null,
        selectedResponseId: isRequester || contactVisible ? r.selectedResponseId : null,
        completedAt: iso(r.completedAt),
        cancelledAt: iso(r.cancelledAt),
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        viewer: { isRequester, canRespond, contactVisible, myResponseId },
      };
    },
  };
}

export type RequestService = ReturnType<typeof createRequestService>;
