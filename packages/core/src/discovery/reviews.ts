import { z } from 'zod';
import { plainText } from '../text/fields';
import type { RequestStatus } from '../marketplace/requests';
import { REQUEST_SERVICE_NAMES } from '../marketplace/requests';
import { PET_TYPES } from '../marketplace/pets';
import { SERVICE_CATEGORIES } from '../marketplace/services';
import { sanitizeText } from '../text/sanitize';
import { roundToTenth } from './ratings';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from './review-messages';

export * from './review-messages';

/** Reviews (spec part 2, sections 2, 3, 5, 8 and 9). */

/** 'Showing X of Y reviews' */
export function showingReviews(shown: number, total: number): string {
  return `Showing ${shown} of ${total} reviews`;
}

export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** The star labels of the review form. */
export const STAR_LABELS: Record<ReviewRating, string> = {
  1: 'Poor - Very unsatisfied',
  2: 'Fair - Below expectations',
  3: 'Good - Met expectations',
  4: 'Very Good - Exceeded expectations',
  5: 'Excellent - Outstanding service',
};

/** The label for a star rating ('' outside 1-5, as when nothing is chosen yet). */
export function starLabel(rating: number): string {
  return STAR_LABELS[rating as ReviewRating] ?? '';
}

export const ratingSchema = z.coerce
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .int(REVIEW_MESSAGES.ratingRequired)
  .min(REVIEW_LIMITS.ratingMin, REVIEW_MESSAGES.ratingRequired)
  .max(REVIEW_LIMITS.ratingMax, REVIEW_MESSAGES.ratingRequired)
  .transform((n) => n as ReviewRating);

/**
 * The comment: required, at least 10 characters once trimmed, at most 500 (the form's live
 * counter), then sanitised; what is left after sanitising must still be 10 characters, so a
 * comment that was only a script is refused rather than saved empty.
 */
export const reviewCommentSchema = plainText({ error: REVIEW_MESSAGES.commentRequired })
  .min(1, REVIEW_MESSAGES.commentRequired)
  .min(REVIEW_LIMITS.commentMinLength, REVIEW_MESSAGES.commentTooShort)
  .max(REVIEW_LIMITS.commentMaxLength, REVIEW_MESSAGES.commentTooLong)
  .transform((value) => sanitizeText(value, REVIEW_LIMITS.commentMaxLength))
  .refine(
    (value) => value.length >= REVIEW_LIMITS.commentMinLength,
    REVIEW_MESSAGES.commentTooShort,
  );

/** The Write a Review form (the request it reviews names the provider). */
export const reviewInputSchema = z.object({
  serviceRequestId: z.guid({ error: REVIEW_MESSAGES.requestNotFound }),
  rating: ratingSchema,
  comment: reviewCommentSchema,
});
export type ReviewInput = z.output<typeof reviewInputSchema>;
export type ReviewFormValues = z.input<typeof reviewInputSchema>;

/** Editing one's own review: the rating, the comment or both. */
export const reviewUpdateSchema = z
  .object({
    rating: ratingSchema.optional(),
    comment: reviewCommentSchema.optional(),
  })
  .refine((value) => value.rating !== undefined || value.comment !== undefined, {
    message: REVIEW_MESSAGES.nothingToUpdate,
  });
export type ReviewUpdateInput = z.output<typeof reviewUpdateSchema>;

export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  highest: 'Highest Rated',
  lowest: 'Lowest Rated',
};

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || value === 'all' ? undefined : value;

/** GET /api/reviews: one provider's reviews or everyone's, a rating filter (all, 5-1), a sort. */
export const reviewListQuerySchema = z.object({
  providerId: z.preprocess(blankToUndefined, z.guid().optional()),
  rating: z.preprocess(blankToUndefined, ratingSchema.optional()),
  sort: z.preprocess(blankToUndefined, z.enum(REVIEW_SORTS).default('newest')),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(REVIEW_LIMITS.pageSize),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

// --- The can-review rule --------------------------------------------------------------------

export const CAN_REVIEW_REASONS = [
  'not_signed_in',
  'not_requester',
  'not_completed',
  'already_reviewed',
] as const;
export type CanReviewReason = (typeof CAN_REVIEW_REASONS)[number];

export const CAN_REVIEW_MESSAGES: Record<CanReviewReason, string> = {
  not_signed_in: REVIEW_MESSAGES.notSignedIn,
  not_requester: REVIEW_MESSAGES.notRequester,
  not_completed: REVIEW_MESSAGES.notCompleted,
  already_reviewed: REVIEW_MESSAGES.alreadyReviewed,
};

export type CanReviewResult =
  { allowed: true } | { allowed: false; reason: CanReviewReason; message: string };

/**
 * The spec's rule: signed in, the requester of the request, the request completed, and not
 * reviewed yet, checked in that order; the first that fails is the answer.
 */
export function canReview(facts: {
  userId: string | null | undefined;
  requesterId: string;
  status: RequestStatus;
  alreadyReviewed: boolean;
}): CanReviewResult {
  const refuse = (reason: CanReviewReason): CanReviewResult => ({
    allowed: false,
    reason,
    message: CAN_REVIEW_MESSAGES[reason],
  });
  if (!facts.userId) return refuse('not_signed_in');
  if (facts.userId !== facts.requesterId) return refuse('not_requester');
  if (facts.status !== 'completed') return refuse('not_completed');
  if (facts.alreadyReviewed) return refuse('already_reviewed');
  return { allowed: true };
}

// --- Summary --------------------------------------------------------------------------------

export type RatingDistribution = Record<ReviewRating, number>;

export function emptyDistribution(): RatingDistribution {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
}

export const TREND_DIRECTIONS = ['up', 'down', 'steady'] as const;
export type TrendDirection = (typeof TREND_DIRECTIONS)[number];

export const reviewTrendSchema = z.object({
  /** Average of the latest 10 reviews, one decimal. */
  recentAverage: z.number(),
  /** Average of the (up to) 10 reviews before them, one decimal. */
  previousAverage: z.number(),
  /** recentAverage - previousAverage, one decimal. */
  change: z.number(),
  direction: z.enum(TREND_DIRECTIONS),
});
export type ReviewTrend = z.infer<typeof reviewTrendSchema>;

export const reviewSummarySchema = z.object({
  /** Mean rating to one decimal; 0 when there are none. */
  averageRating: z.number(),
  totalReviews: z.number().int(),
  /** Count of reviews per star, 1-5. */
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
  /** Only with 10 or more reviews and at least one before the latest 10. */
  trend: reviewTrendSchema.nullable(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

const mean = (values: readonly number[]) =>
  values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : 0;

/**
 * The review summary from the count per star and the latest ratings (newest first; only
 * the first 20 are read). Average to one decimal, 0 with no reviews; the trend compares the
 * latest 10 with the up to 10 before them, and is null below 10 reviews or with none before.
 */
export function summariseReviews(
  distribution: Partial<Record<number, number>>,
  latestRatingsNewestFirst: readonly number[],
): ReviewSummary {
  const counts = emptyDistribution();
  for (const rating of REVIEW_RATINGS) counts[rating] = Math.max(0, distribution[rating] ?? 0);
  const totalReviews = REVIEW_RATINGS.reduce((sum, r) => sum + counts[r], 0);
  const sum = REVIEW_RATINGS.reduce((total, r) => total + r * counts[r], 0);
  const averageRating = totalReviews ? roundToTenth(sum / totalReviews) : 0;

  const window = REVIEW_LIMITS.trendWindow;
  let trend: ReviewTrend | null = null;
  const recent = latestRatingsNewestFirst.slice(0, window);
  const previous = latestRatingsNewestFirst.slice(window, window * 2);
  if (totalReviews >= window && recent.length === window && previous.length > 0) {
    const recentAverage = roundToTenth(mean(recent));
    const previousAverage = roundToTenth(mean(previous));
    const change = roundToTenth(mean(recent) - mean(previous));
    trend = {
      recentAverage,
      previousAverage,
      change,
      direction: change > 0 ? 'up' : change < 0 ? 'down' : 'steady',
    };
  }
  return { averageRating, totalReviews, distribution: counts, trend };
}

/** The share of reviews with a rating, 0-100, for the distribution bars. */
export function distributionPercent(
  summary: Pick<ReviewSummary, 'distribution' | 'totalReviews'>,
  rating: ReviewRating,
): number {
  return summary.totalReviews
    ? Math.round((summary.distribution[rating] / summary.totalReviews) * 100)
    : 0;
}

// --- Replies --------------------------------------------------------------------------------

export const reviewSchema = z.object({
  id: z.guid(),
  rating: z.number().int(),
  comment: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewer: z.object({
    id: z.guid(),
    name: z.string(),
    profilePic: z.string().nullable(),
    city: z.string().nullable(),
  }),
  reviewee: z.object({ id: z.guid(), name: z.string(), profilePic: z.string().nullable() }),
  serviceRequest: z.object({
    id: z.guid(),
    serviceName: z.string(),
    petName: z.string().nullable(),
  }),
  /** The signed-in user wrote it (may edit or delete it). */
  isOwn: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The reviews page header for one provider. */
export const reviewedProviderSchema = z.object({
  id: z.guid(),
  name: z.string(),
  profilePic: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** The categories of the provider's active services, most offered first. */
  specializations: z.array(z.enum(SERVICE_CATEGORIES)),
  /** ISO 8601; the page shows the year ("member since"). */
  memberSince: z.string(),
});
export type ReviewedProvider = z.infer<typeof reviewedProviderSchema>;

export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  /** Reviews matching the rating filter (Y in 'Showing X of Y reviews'). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  /** Of every review of the provider (or of everyone), whatever the rating filter. */
  summary: reviewSummarySchema,
  /** With a providerId. */
  provider: reviewedProviderSchema.nullable(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

export const reviewEligibilityQuerySchema = z.object({
  serviceRequestId: z.guid({ error: REVIEW_MESSAGES.requestNotFound }),
});

/** Whether the signed-in user may review a request, and what the Write a Review modal shows. */
export const reviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  reason: z.enum(CAN_REVIEW_REASONS).nullable(),
  message: z.string().nullable(),
  /** The request as the modal shows it; null when it is not the user's. */
  request: z
    .object({
      id: z.guid(),
      serviceName: z.enum(REQUEST_SERVICE_NAMES),
      status: z.string(),
      completedAt: z.string().nullable(),
      provider: z
        .object({ id: z.guid(), name: z.string(), profilePic: z.string().nullable() })
        .nullable(),
      pet: z.object({ id: z.guid(), name: z.string(), type: z.enum(PET_TYPES) }).nullable(),
    })
    .nullable(),
  /** The user's review of this request, when there is one (View Review). */
  reviewId: z.guid().nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

export const reviewReplySchema = z.object({ review: reviewSchema });
