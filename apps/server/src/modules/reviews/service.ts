import {
  canReview,
  REVIEW_MESSAGES,
  summariseReviews,
  type CanReviewReason,
  type Review,
  type ReviewEligibility,
  type ReviewInput,
  type ReviewList,
  type ReviewListQuery,
  type ReviewUpdateInput,
} from '@petmitra/core/discovery/reviews';
import { isUuid } from '@petmitra/core/marketplace/ids';
import type { UserRow } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { AppError, authError, conflict, notFound } from '../../http/errors';
import { createReviewRepository, type ReviewRepository } from './repository';

type ReviewRow = NonNullable<Awaited<ReturnType<ReviewRepository['findById']>>>;

function toReview(row: ReviewRow, viewerId: string | null): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewer: {
      id: row.reviewerId,
      name: row.reviewerName,
      profilePic: row.reviewerPic,
      city: row.reviewerCity,
    },
    reviewee: { id: row.revieweeId, name: row.revieweeName, profilePic: row.revieweePic },
    serviceRequest: {
      id: row.serviceRequestId,
      serviceName: row.serviceName,
      petName: row.petName ?? null,
    },
    isOwn: viewerId === row.reviewerId,
  };
}

/** Each refusal of the can-review rule, as the API answers it. */
function refusal(reason: CanReviewReason, message: string): AppError {
  switch (reason) {
    case 'not_signed_in':
      return authError(message);
    case 'not_requester':
      return new AppError('permission', message);
    case 'not_completed':
    case 'already_reviewed':
      return conflict(message);
  }
}

/**
 * Reviews: the list with its summary, the can-review rule, writing, editing and deleting
 * one's own review. Provider aggregates (provider_ratings, service_search) follow every
 * write through the reviews triggers, in the same transaction.
 */
export function createReviewService(ctx: AppContext) {
  const repo = createReviewRepository(ctx.db);

  async function reviewById(id: string, viewerId: string) {
    const row = await repo.findById(id);
    if (!row) throw notFound(REVIEW_MESSAGES.notFound);
    return toReview(row, viewerId);
  }

  return {
    async list(viewer: UserRow, query: ReviewListQuery): Promise<ReviewList> {
      let provider: ReviewList['provider'] = null;
      if (query.providerId) {
        const header = await repo.providerHeader(query.providerId);
        if (!header) throw notFound('Provider not found');
        provider = {
          id: header.id,
          name: header.name,
          profilePic: header.profilePic,
          city: header.city,
          country: header.country,
          specializations: header.specializations,
          memberSince: header.createdAt.toISOString(),
        };
      }
      const offset = (query.page - 1) * query.pageSize;
      const [{ rows, total }, facts] = await Promise.all([
        repo.list(
          { revieweeId: query.providerId, rating: query.rating },
          query.sort,
          query.pageSize,
          offset,
        ),
        repo.summaryFacts(query.providerId),
      ]);
      return {
        reviews: rows.map((row) => toReview(row, viewer.id)),
        total,
        page: query.page,
        pageSize: query.pageSize,
        hasMore: offset + rows.length < total,
        summary: summariseReviews(facts.distribution, facts.latest),
        provider,
      };
    },

    /** The can-review answer for a request, and what the review modal shows about it. */
    async eligibility(user: UserRow | null, serviceRequestId: string): Promise<ReviewEligibility> {
      if (!user) {
        return {
          canReview: false,
          reason: 'not_signed_in',
          message: REVIEW_MESSAGES.notSignedIn,
          request: null,
          reviewId: null,
        };
      }
      const request = await repo.requestForReview(serviceRequestId);
      if (!request) throw notFound(REVIEW_MESSAGES.requestNotFound);
      const verdict = canReview({
        userId: user?.id,
        requesterId: request.requesterId,
        status: request.status,
        alreadyReviewed: request.reviewId !== null,
      });
      const own = user?.id === request.requesterId;
      return {
        canReview: verdict.allowed,
        reason: verdict.allowed ? null : verdict.reason,
        message: verdict.allowed ? null : verdict.message,
        // Someone else's request stays private: no service, provider or pet.
        request: own
          ? {
              id: request.id,
              serviceName: request.serviceName,
              status: request.status,
              completedAt: request.completedAt?.toISOString() ?? null,
              provider: request.providerId
                ? {
                    id: request.providerId,
                    name: request.providerName ?? '',
                    profilePic: request.providerPic ?? null,
                  }
                : null,
              pet:
                request.petId && request.petName && request.petType
                  ? { id: request.petId, name: request.petName, type: request.petType }
                  : null,
            }
          : null,
        reviewId: own ? request.reviewId : null,
      };
    },

    async create(user: UserRow, input: ReviewInput): Promise<Review> {
      const request = await repo.requestForReview(input.serviceRequestId);
      if (!request) throw notFound(REVIEW_MESSAGES.requestNotFound);
      const verdict = canReview({
        userId: user.id,
        requesterId: request.requesterId,
        status: request.status,
        alreadyReviewed: request.reviewId !== null,
      });
      if (!verdict.allowed) throw refusal(verdict.reason, verdict.message);
      const providerId = request.providerId;
      if (!providerId) throw conflict(REVIEW_MESSAGES.noProvider);

      const id = await ctx.db.transaction(async (tx) => {
        const executor = tx;
        const inserted = await createReviewRepository(executor).insert({
          reviewerId: user.id,
          revieweeId: providerId,
          serviceRequestId: request.id,
          rating: input.rating,
          comment: input.comment,
        });
        // A second submit racing the first: the unique request id decides.
        if (!inserted) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
        await ctx.events.record(
          executor,
          'review.created',
          { reviewId: inserted.id, reviewerId: user.id, revieweeId: providerId },
          { actorId: user.id },
        );
        return inserted.id;
      });
      return reviewById(id, user.id);
    },

    async update(user: UserRow, id: string, input: ReviewUpdateInput): Promise<Review> {
      const patch: { rating?: number; comment?: string } = {};
      if (input.rating !== undefined) patch.rating = input.rating;
      if (input.comment !== undefined) patch.comment = input.comment;
      const updated = isUuid(id) ? await repo.updateOwn(id, user.id, patch) : null;
      // Someone else's review answers like a missing one.
      if (!updated) throw notFound(REVIEW_MESSAGES.notFound);
      return reviewById(id, user.id);
    },

    async remove(user: UserRow, id: string): Promise<void> {
      const deleted = isUuid(id) ? await repo.deleteOwn(id, user.id) : null;
      if (!deleted) throw notFound(REVIEW_MESSAGES.notFound);
    },

    // For the marketplace pages (My Responses, My Service Requests, the provider dashboard).

    /** A provider's average rating (one decimal, 0 with none) and review count. */
    providerRating(providerId: string) {
      return repo.providerRating(providerId);
    },
    /** The review of each of these requests that is about this provider, by request id. */
    aboutProviderForRequests(requestIds: readonly string[], providerId: string) {
      return repo.aboutProviderForRequests(requestIds, providerId);
    },
    /** Which of these requests their requester has reviewed. */
    reviewedRequestIds(requestIds: readonly string[]) {
      return repo.reviewedRequestIds(requestIds);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
