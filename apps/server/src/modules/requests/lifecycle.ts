import { isUuid } from '@petmitra/core/marketplace/ids';
import { indiaInstant, toHourMinute } from '@petmitra/core/marketplace/india-time';
import { LIFECYCLE_MESSAGES, completeTooEarlyMessage } from '@petmitra/core/marketplace/lifecycle';
import {
  priceCurrencyForCountry,
  type MarketplaceCurrency,
} from '@petmitra/core/marketplace/money';
import { PET_MESSAGES, PET_TYPE_LABELS } from '@petmitra/core/marketplace/pets';
import {
  FREE_REQUESTS_PER_MONTH,
  QUOTA_MESSAGES,
  monthStart,
  quotaFor,
  type QuotaKind,
} from '@petmitra/core/marketplace/quota';
import {
  DIRECT_ANSWER_HOURS,
  REQUEST_MESSAGES,
  budgetCurrencyMessage,
  categoriesForServiceName,
  primaryCategoryFor,
  type RequestStatus,
  type ServiceRequestInput,
  type ServiceRequestUpdateInput,
} from '@petmitra/core/marketplace/requests';
import { RESPONSE_MESSAGES } from '@petmitra/core/marketplace/responses';
import type { UserRow } from '../../auth/session-user';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { conflict, notFound, paymentRequired, validationError } from '../../http/errors';
import { createGeoService } from '../geo/service';
import { createPetService } from '../pets/service';
import { createReviewService } from '../reviews/service';
import { createProviderServiceService } from '../services/service';
import { createSubscriptionService } from '../subscriptions/service';
import {
  createRequestRepository,
  type RequestCardRow,
  type RequestPatch,
  type RequestRow,
} from './repository';
import { isCompletable, scheduledAt, toMyRequest, toRequestResponse } from './views';

/**
 * The parent's side of a request's life: the month's quota, posting, the list and the home
 * page's rows, edits, cancelling, accepting a response and completing; and the steps the
 * responses module takes inside its own transactions. Every lookup is scoped to the requester.
 */
export function createRequestLifecycle(ctx: AppContext) {
  const repo = createRequestRepository(ctx.db);
  const pets = createPetService(ctx);
  const providerServices = createProviderServiceService(ctx);
  const reviews = createReviewService(ctx);
  const subscriptions = createSubscriptionService(ctx);
  const geo = createGeoService();

  /**
   * Where the service is needed: the place given, or the parent's saved city; a city of the
   * gazetteer (its centre is what the providers' radius is measured from).
   */
  const placeOf = async (
    executor: Db,
    userId: string,
    place: ServiceRequestInput['place'] | undefined,
  ) => {
    const given = place ?? (await createRequestRepository(executor).requesterPlace(userId));
    if (!given?.city) {
      throw validationError(REQUEST_MESSAGES.placeRequired, {
        'place.city': [REQUEST_MESSAGES.placeRequired],
      });
    }
    const found = geo.placeFor(given.city, given.country);
    if (!found) {
      throw validationError(REQUEST_MESSAGES.placeUnknown, {
        'place.city': [REQUEST_MESSAGES.placeUnknown],
      });
    }
    return {
      locationCity: found.name,
      locationCountry: found.country,
      latitude: found.lat,
      longitude: found.lng,
      // The budget and every quote are in the currency of where the service is needed.
      currency: priceCurrencyForCountry(found.countryCode),
    };
  };

  /** A budget sent in another currency than the request's is refused (decision 0026). */
  const checkCurrency = (currency: MarketplaceCurrency, sent: MarketplaceCurrency | undefined) => {
    if (sent !== undefined && sent !== currency) {
      const message = budgetCurrencyMessage(currency);
      throw validationError(message, { currency: [message] });
    }
  };

  /**
   * A direct request's provider and until when they alone may answer: they must offer the
   * service (an active service in its categories, account in service).
   */
  const directOf = async (
    input: Pick<ServiceRequestInput, 'providerId' | 'serviceName' | 'neededOn' | 'neededAt'>,
    now = new Date(),
  ) => {
    if (!input.providerId) return { directProviderId: null, directUntil: null };
    const service = isUuid(input.providerId)
      ? await providerServices.firstActiveIn(
          input.providerId,
          categoriesForServiceName(input.serviceName),
        )
      : null;
    if (!service || !(await repo.isProviderInService(input.providerId))) {
      throw validationError(REQUEST_MESSAGES.directProviderUnavailable, {
        providerId: [REQUEST_MESSAGES.directProviderUnavailable],
      });
    }
    const answerBy = Math.min(
      now.getTime() + DIRECT_ANSWER_HOURS * 3_600_000,
      indiaInstant(input.neededOn, input.neededAt).getTime(),
    );
    return { directProviderId: input.providerId, directUntil: new Date(answerBy) };
  };

  /** The checks a request passes before it is posted or paid for; returns the pet. */
  const checkDraft = async (user: Pick<UserRow, 'id'>, input: ServiceRequestInput) => {
    if ((await pets.countFor(user.id)) === 0) {
      throw validationError(REQUEST_MESSAGES.noPets, { petId: [REQUEST_MESSAGES.noPets] });
    }
    const pet = await pets.findOwned(user.id, input.petId);
    if (!pet) throw notFound(PET_MESSAGES.notFound);
    checkCurrency((await placeOf(ctx.db, user.id, input.place)).currency, input.currency);
    await directOf(input);
    return pet;
  };

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

  const petLabel = (row: Pick<RequestCardRow, 'pet'>) =>
    row.pet?.id ? `${row.pet.name} (${PET_TYPE_LABELS[row.pet.type]})` : 'a pet';

  /** Refuses a completion (or marking done) before the service's scheduled date and time. */
  const assertCompletable = (request: RequestRow, now: Date) => {
    if (request.status !== 'responded' || !request.selectedResponseId) {
      throw conflict(REQUEST_MESSAGES.notCompletable);
    }
    if (!isCompletable(request, now)) {
      throw conflict(completeTooEarlyMessage(request.neededOn, toHourMinute(request.neededAt)));
    }
  };

  /**
   * Completes an accepted request and its accepted response in one transaction, and tells
   * the other party: the parent's confirmation, or the auto-confirm job's.
   */
  const completeAccepted = async (
    request: RequestRow,
    by: 'requester' | 'auto',
    now: Date = new Date(),
  ) => {
    assertCompletable(request, now);
    const responseId = request.selectedResponseId!;
    await ctx.db.transaction(async (tx) => {
      const txRepo = createRequestRepository(tx);
      const done = await txRepo.complete(request.id, responseId, new Date());
      if (!done) throw conflict(REQUEST_MESSAGES.notCompletable);
      await ctx.events.record(
        tx,
        'request.completed',
        { requestId: request.id, responseId, by },
        { actorId: by === 'requester' ? request.requesterId : null },
      );
    });
  };

  /**
   * For the responses module: the chosen provider marks the service done, from its scheduled
   * time on and once; the parent is asked to confirm (or it confirms itself after 48 h).
   */
  const markDone = async (request: RequestRow, providerId: string, now: Date = new Date()) => {
    assertCompletable(request, now);
    if (request.providerDoneAt) throw conflict(LIFECYCLE_MESSAGES.alreadyMarkedDone);
    const responseId = request.selectedResponseId!;
    await ctx.db.transaction(async (tx) => {
      const marked = await createRequestRepository(tx).markProviderDone(
        request.id,
        responseId,
        new Date(),
      );
      if (!marked) throw conflict(LIFECYCLE_MESSAGES.alreadyMarkedDone);
      await ctx.events.record(
        tx,
        'request.provider_done',
        { requestId: request.id, responseId, providerId },
        { actorId: providerId },
      );
    });
  };

  return {
    async quota(user: UserRow, now = new Date()) {
      const [used, unlimited] = await Promise.all([
        repo.countCreatedSince(user.id, monthStart(now)),
        subscriptions.hasActivePlan(ctx.db, user.id, now),
      ]);
      return quotaFor('request', used, now, unlimited);
    },

    /**
     * Posts a request. The month's free request is checked and spent inside one transaction
     * (serialised per parent), so two tabs cannot both get a free one; after that, without an
     * active plan, the API answers 402 and the request is posted by paying the per-use fee
     * (the payments module calls createPaid once the payment is verified).
     */
    async create(user: UserRow, input: ServiceRequestInput, now = new Date()) {
      const pet = await checkDraft(user, input);
      const place = await placeOf(ctx.db, user.id, input.place);
      checkCurrency(place.currency, input.currency);
      const direct = await directOf(input, now);
      const created = await ctx.db.transaction(async (tx) => {
        const txRepo = createRequestRepository(tx);
        await txRepo.lock(`quota:request:${user.id}`);
        const used = await txRepo.countCreatedSince(user.id, monthStart(now));
        const unlimited = await subscriptions.hasActivePlan(tx, user.id, now);
        if (used >= FREE_REQUESTS_PER_MONTH && !unlimited) {
          throw paymentRequired(QUOTA_MESSAGES.requestUsed, {
            quota: quotaFor('request', used, now),
            product: 'request_fee',
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
          serviceMode: input.serviceMode,
          ...place,
          ...direct,
          // The month it counts in is the one of "now" (the request's clock in the suites).
          createdAt: now,
          updatedAt: now,
        });
        await ctx.events.record(
          tx,
          'request.created',
          { requestId: row.id, requesterId: user.id },
          { actorId: user.id },
        );
        return { row, used: used + 1, unlimited };
      });
      return {
        request: await card(created.row.id, now),
        quota: quotaFor('request', created.used, now, created.unlimited),
      };
    },

    checkDraft,

    /** Is the per-use fee due for the parent's next request (free one used, no plan)? */
    async feeDue(userId: string, now = new Date()) {
      if (await subscriptions.hasActivePlan(ctx.db, userId, now)) return false;
      return (await repo.countCreatedSince(userId, monthStart(now))) >= FREE_REQUESTS_PER_MONTH;
    },

    /**
     * For the payments module, inside the transaction that records a verified payment: posts
     * the paid request with its payment fields (checkDraft ran just before, outside it).
     */
    async createPaid(
      tx: Db,
      userId: string,
      input: ServiceRequestInput,
      payment: { amount: number; currency: string; transactionId: string },
    ) {
      const txRepo = createRequestRepository(tx);
      await txRepo.lock(`quota:request:${userId}`);
      const place = await placeOf(tx, userId, input.place);
      // Checked before the payment (checkDraft); the provider's answer time starts now.
      const direct = input.providerId
        ? {
            directProviderId: input.providerId,
            directUntil: new Date(
              Math.min(
                Date.now() + DIRECT_ANSWER_HOURS * 3_600_000,
                indiaInstant(input.neededOn, input.neededAt).getTime(),
              ),
            ),
          }
        : {};
      const row = await txRepo.insert({
        requesterId: userId,
        petId: input.petId,
        serviceName: input.serviceName,
        category: primaryCategoryFor(input.serviceName),
        description: input.description,
        neededOn: input.neededOn,
        neededAt: input.neededAt,
        budgetAmount: input.budgetAmount,
        serviceMode: input.serviceMode ?? 'at_provider',
        ...place,
        ...direct,
        paymentStatus: 'completed',
        paymentAmount: payment.amount,
        paymentCurrency: payment.currency,
        paymentTransactionId: payment.transactionId,
      });
      await ctx.events.record(
        tx,
        'request.created',
        { requestId: row.id, requesterId: userId },
        { actorId: userId },
      );
      return row;
    },

    /**
     * For the payments module: a refunded per-use fee takes back the request it paid for, while
     * no provider has been chosen. Returns false when it can no longer be taken back.
     */
    async withdrawForRefund(tx: Db, requestId: string, userId: string) {
      const txRepo = createRequestRepository(tx);
      const current = await txRepo.findOwned(requestId, userId);
      if (!current) return true;
      if (current.status === 'cancelled') {
        await txRepo.updateOwnedIf(requestId, userId, ['cancelled'], { paymentStatus: 'refunded' });
        return true;
      }
      if (
        current.selectedResponseId ||
        (current.status !== 'open' && current.status !== 'responded')
      ) {
        return false;
      }
      const now = new Date();
      const updated = await txRepo.updateOwnedIf(requestId, userId, ['open', 'responded'], {
        status: 'cancelled',
        cancelledAt: now,
        cancelReason: 'requester',
        paymentStatus: 'refunded',
      });
      if (!updated) return false;
      await ctx.events.record(tx, 'request.cancelled', {
        requestId,
        requesterId: userId,
        reason: 'requester',
      });
      return true;
    },

    /** Can the request a fee paid for still be taken back (no provider chosen)? */
    async withdrawable(requestId: string) {
      const row = await repo.findById(requestId);
      if (!row) return true;
      if (row.status === 'cancelled') return true;
      return !row.selectedResponseId && (row.status === 'open' || row.status === 'responded');
    },

    async listMine(
      user: UserRow,
      query: { status?: RequestStatus | undefined; page: number; pageSize: number },
      now = new Date(),
    ) {
      const [rows, tiles] = await Promise.all([
        repo.listMine(user.id, {
          status: query.status,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        repo.tilesMine(user.id),
      ]);
      const all = Object.values(tiles.counts).reduce((a, b) => a + b, 0);
      // Only a completed request can have been reviewed: no lookup for a page without one.
      const reviewed = await reviews.reviewedRequestIds(
        rows.filter((r) => r.request.status === 'completed').map((r) => r.request.id),
      );
      return {
        requests: rows.map((row) => toMyRequest(row, reviewed.has(row.request.id), now)),
        // The list's total is its tile's count (the same requests).
        total: query.status ? tiles.counts[query.status] : all,
        page: query.page,
        pageSize: query.pageSize,
        tiles: {
          total: all,
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
      if (input.serviceMode !== undefined) patch.serviceMode = input.serviceMode;
      if (input.place !== undefined)
        Object.assign(patch, await placeOf(ctx.db, user.id, input.place));
      checkCurrency(patch.currency ?? current.currency, input.currency);
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
        const txRepo = createRequestRepository(tx);
        const now = new Date();
        const updated = await txRepo.updateOwnedIf(id, user.id, ['open', 'responded'], {
          status: 'cancelled',
          cancelledAt: now,
          cancelReason: 'requester',
        });
        if (!updated) throw conflict(REQUEST_MESSAGES.notCancellable);
        await ctx.events.record(
          tx,
          'request.cancelled',
          { requestId: id, requesterId: user.id, reason: 'requester' },
          { actorId: user.id },
        );
      });
      return card(id);
    },

    /** A direct request goes to every nearby provider from now on (they are told). */
    async widen(user: UserRow, id: string) {
      const current = await owned(user, id);
      if (!current.directProviderId) throw conflict(REQUEST_MESSAGES.notDirect);
      await ctx.db.transaction(async (tx) => {
        const widened = await createRequestRepository(tx).widen(id, user.id);
        if (!widened) throw conflict(REQUEST_MESSAGES.notAcceptable);
        await ctx.events.record(
          tx,
          'request.widened',
          { requestId: id, requesterId: user.id },
          { actorId: user.id },
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
    async accept(user: UserRow, id: string, responseId: string, now = new Date()) {
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
        const txRepo = createRequestRepository(tx);
        const now = new Date();
        const updated = await txRepo.selectResponse(
          id,
          user.id,
          {
            providerId: response.providerId,
            responseId: response.id,
            serviceId: service?.id ?? null,
          },
          now,
        );
        if (!updated) throw conflict(REQUEST_MESSAGES.alreadyAccepted);
        await txRepo.settleResponses(id, response.id, now);
        await ctx.events.record(
          tx,
          'response.accepted',
          {
            requestId: id,
            responseId: response.id,
            providerId: response.providerId,
            requesterId: user.id,
          },
          { actorId: user.id },
        );
      });
      return card(id, now);
    },

    /**
     * The parent completes an accepted request (confirming it, when its provider marked it
     * done), from the scheduled date and time on; the accepted response completes too.
     */
    async complete(user: UserRow, id: string, now = new Date()) {
      const current = await owned(user, id);
      await completeAccepted(current, 'requester', now);
      return card(id, now);
    },

    /**
     * The parent withdraws an acceptance before the service, with a reason: the provider is
     * told, and the request can accept another response (decision 0025).
     */
    async withdraw(user: UserRow, id: string, reason: string, now = new Date()) {
      const current = await owned(user, id);
      const responseId = current.selectedResponseId;
      if (current.status !== 'responded' || !responseId || !current.selectedProviderId) {
        throw conflict(LIFECYCLE_MESSAGES.noAcceptance);
      }
      if (scheduledAt(current).getTime() <= now.getTime() || current.providerDoneAt) {
        throw conflict(LIFECYCLE_MESSAGES.notWithdrawable);
      }
      const providerId = current.selectedProviderId;
      await ctx.db.transaction(async (tx) => {
        const withdrawn = await createRequestRepository(tx).withdrawAcceptance(
          id,
          user.id,
          responseId,
          reason,
          now,
        );
        if (!withdrawn) throw conflict(LIFECYCLE_MESSAGES.noAcceptance);
        await ctx.events.record(
          tx,
          'response.withdrawn',
          { requestId: id, responseId, providerId, requesterId: user.id, reason },
          { actorId: user.id },
        );
      });
      return card(id, now);
    },

    completeAccepted,
    markDone,

    /** For the responses module: the raw request by id, or null. */
    findById(id: string) {
      return isUuid(id) ? repo.findById(id) : Promise.resolve(null);
    },

    /** For the responses module, inside its transaction: open -> responded. */
    markResponded(executor: Db, id: string) {
      return createRequestRepository(executor).markResponded(id);
    },

    /** For the responses module: spends a quota inside the caller's transaction. */
    lockQuota(executor: Db, kind: QuotaKind, userId: string) {
      return createRequestRepository(executor).lock(`quota:${kind}:${userId}`);
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
  };
}
