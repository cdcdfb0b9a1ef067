import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReviewSort } from '@petmitra/core/discovery/reviews';
import type { ServiceCategory } from '@petmitra/core/marketplace/services';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { users } from '../../db/schema/foundation';
import { pets, serviceRequests, services } from '../../db/schema/marketplace';
import { providerRatings, reviews } from '../../db/schema/discovery';

const reviewer = alias(users, 'reviewer');
const reviewee = alias(users, 'reviewee');
const provider = alias(users, 'provider');

/** A review with the people and the request it is about, as lists show it. */
const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  reviewerId: reviews.reviewerId,
  reviewerName: reviewer.name,
  reviewerPic: reviewer.profilePic,
  reviewerCity: reviewer.city,
  revieweeId: reviews.revieweeId,
  revieweeName: reviewee.name,
  revieweePic: reviewee.profilePic,
  serviceRequestId: reviews.serviceRequestId,
  serviceName: serviceRequests.serviceName,
  petName: pets.name,
};

export type NewReview = typeof reviews.$inferInsert;

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

export interface ReviewFilter {
  revieweeId?: string | undefined;
  rating?: number | undefined;
}

function whereOf(filter: ReviewFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.revieweeId) conditions.push(eq(reviews.revieweeId, filter.revieweeId));
  if (filter.rating) conditions.push(eq(reviews.rating, filter.rating));
  return conditions.length ? and(...conditions) : undefined;
}

export function createReviewRepository(db: Db) {
  const listQuery = () =>
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
      .innerJoin(reviewee, eq(reviewee.id, reviews.revieweeId))
      .innerJoin(serviceRequests, eq(serviceRequests.id, reviews.serviceRequestId))
      .leftJoin(pets, eq(pets.id, serviceRequests.petId));

  return {
    async list(filter: ReviewFilter, sort: ReviewSort, limit: number, offset: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        listQuery()
          .where(where)
          .orderBy(...ORDER[sort])
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findById(id: string) {
      const [row] = await listQuery().where(eq(reviews.id, id)).limit(1);
      return row ?? null;
    },

    /** Count per star and the latest 20 ratings (newest first), of a provider or of everyone. */
    async summaryFacts(revieweeId: string | undefined) {
      const where = revieweeId ? eq(reviews.revieweeId, revieweeId) : undefined;
      const [distribution, latest] = await Promise.all([
        db
          .select({ rating: reviews.rating, n: count() })
          .from(reviews)
          .where(where)
          .groupBy(reviews.rating),
        db
          .select({ rating: reviews.rating })
          .from(reviews)
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(20),
      ]);
      return {
        distribution: Object.fromEntries(distribution.map((d) => [d.rating, d.n])) as Record<
          number,
          number
        >,
        latest: latest.map((l) => l.rating),
      };
    },

    /** The request a review would be about, with what the Write a Review modal shows. */
    async requestForReview(requestId: string) {
      const [row] = await db
        .select({
          id: serviceRequests.id,
          requesterId: serviceRequests.requesterId,
          status: serviceRequests.status,
          serviceName: serviceRequests.serviceName,
          completedAt: serviceRequests.completedAt,
          providerId: serviceRequests.selectedProviderId,
          providerName: provider.name,
          providerPic: provider.profilePic,
          petId: pets.id,
          petName: pets.name,
          petType: pets.type,
          reviewId: reviews.id,
        })
        .from(serviceRequests)
        .leftJoin(provider, eq(provider.id, serviceRequests.selectedProviderId))
        .leftJoin(pets, eq(pets.id, serviceRequests.petId))
        .leftJoin(reviews, eq(reviews.serviceRequestId, serviceRequests.id))
        .where(eq(serviceRequests.id, requestId))
        .limit(1);
      return row ?? null;
    },

    /** Null when the request already has a review (unique service_request_id). */
    async insert(review: NewReview) {
      const [row] = await db
        .insert(reviews)
        .values(review)
        .onConflictDoNothing({ target: reviews.serviceRequestId })
        .returning({ id: reviews.id });
      return row ?? null;
    },

    async updateOwn(id: string, reviewerId: string, patch: { rating?: number; comment?: string }) {
      const [row] = await db
        .update(reviews)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(reviews.id, id), eq(reviews.reviewerId, reviewerId)))
        .returning({ id: reviews.id });
      return row ?? null;
    },

    async deleteOwn(id: string, reviewerId: string) {
      const [row] = await db
        .delete(reviews)
        .where(and(eq(reviews.id, id), eq(reviews.reviewerId, reviewerId)))
        .returning({ id: reviews.id });
      return row ?? null;
    },

    /** A provider's rating aggregate (kept current by the review triggers). */
    async providerRating(providerId: string): Promise<{ average: number; count: number }> {
      const [row] = await db
        .select({ count: providerRatings.reviewCount, sum: providerRatings.ratingSum })
        .from(providerRatings)
        .where(eq(providerRatings.providerId, providerId))
        .limit(1);
      if (!row || row.count === 0) return { average: 0, count: 0 };
      return { average: Math.round((row.sum / row.count) * 10) / 10, count: row.count };
    },

    /** The review of each of these requests that is about this provider, by request id. */
    async aboutProviderForRequests(requestIds: readonly string[], providerId: string) {
      const result = new Map<string, { rating: number; comment: string }>();
      if (requestIds.length === 0) return result;
      const rows = await db
        .select({
          requestId: reviews.serviceRequestId,
          rating: reviews.rating,
          comment: reviews.comment,
        })
        .from(reviews)
        .where(
          and(
            eq(reviews.revieweeId, providerId),
            inArray(reviews.serviceRequestId, [...requestIds]),
          ),
        );
      for (const r of rows) result.set(r.requestId, { rating: r.rating, comment: r.comment });
      return result;
    },

    /** Which of these requests their requester has reviewed. */
    async reviewedRequestIds(requestIds: readonly string[]): Promise<Set<string>> {
      if (requestIds.length === 0) return new Set();
      const rows = await db
        .select({ requestId: reviews.serviceRequestId })
        .from(reviews)
        .innerJoin(
          serviceRequests,
          and(
            eq(serviceRequests.id, reviews.serviceRequestId),
            eq(serviceRequests.requesterId, reviews.reviewerId),
          ),
        )
        .where(inArray(reviews.serviceRequestId, [...requestIds]));
      return new Set(rows.map((r) => r.requestId));
    },

    /** The reviews page header: a service provider and the categories they offer. */
    async providerHeader(providerId: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          profilePic: users.profilePic,
          city: users.city,
          country: users.country,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(and(eq(users.id, providerId), eq(users.role, 'service_provider')))
        .limit(1);
      if (!row) return null;
      const categories = rowsOf<{ category: ServiceCategory }>(
        await db.execute(sql`
          SELECT category FROM ${services}
          WHERE provider_id = ${providerId} AND is_active
          GROUP BY category ORDER BY count(*) DESC, category`),
      );
      return { ...row, specializations: categories.map((c) => c.category) };
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
