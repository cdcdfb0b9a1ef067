import { describe, expect, it } from 'vitest';
import {
  canReview,
  distributionPercent,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewUpdateSchema,
  showingReviews,
  starLabel,
  summariseReviews,
} from './reviews';

const REQUEST_ID = '7f0c3f4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f';
const message = (input: Record<string, unknown>) =>
  reviewInputSchema.safeParse({
    serviceRequestId: REQUEST_ID,
    rating: 4,
    comment: 'Lovely, gentle groomer',
    ...input,
  }).error?.issues[0]?.message;

describe('the review form', () => {
  it('rating 1-5 is required', () => {
    for (const rating of [undefined, 0, 6, 3.5, 'good', null]) {
      expect(message({ rating })).toBe('Please select a rating');
    }
    expect(
      reviewInputSchema.parse({
        serviceRequestId: REQUEST_ID,
        rating: '5',
        comment: 'Lovely, gentle groomer',
      }).rating,
    ).toBe(5);
  });

  it('comment: required, trimmed, 10 to 500 characters', () => {
    expect(message({ comment: undefined })).toBe('Please add a comment about your experience');
    expect(message({ comment: '    ' })).toBe('Please add a comment about your experience');
    expect(message({ comment: '  123456789  ' })).toBe(
      'Comment must be at least 10 characters long',
    );
    expect(message({ comment: 'a'.repeat(501) })).toBe('Comment must be at most 500 characters');
    expect(message({ comment: ` ${'a'.repeat(500)} ` })).toBeUndefined();
    expect(message({ comment: '  1234567890  ' })).toBeUndefined();
  });

  it('sanitises the comment, and refuses one that sanitising empties', () => {
    const parsed = reviewInputSchema.parse({
      serviceRequestId: REQUEST_ID,
      rating: 5,
      comment: 'Great <script>alert(1)</script>groomer, javascript:void(0) very kind',
    });
    expect(parsed.comment).not.toMatch(/<|>|script|alert/i);
    expect(parsed.comment).toContain('Great');
    expect(message({ comment: '<script>document.cookie</script>' })).toBe(
      'Comment must be at least 10 characters long',
    );
  });

  it('an edit changes the rating, the comment or both', () => {
    expect(reviewUpdateSchema.parse({ rating: 3 })).toEqual({ rating: 3 });
    expect(reviewUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please change the rating or the comment',
    );
  });

  it('star labels', () => {
    expect([1, 2, 3, 4, 5].map(starLabel)).toEqual([
      'Poor - Very unsatisfied',
      'Fair - Below expectations',
      'Good - Met expectations',
      'Very Good - Exceeded expectations',
      'Excellent - Outstanding service',
    ]);
    expect(starLabel(0)).toBe('');
    expect(showingReviews(5, 12)).toBe('Showing 5 of 12 reviews');
  });

  it('list query: rating all or 1-5, four sorts, pages of 20', () => {
    expect(reviewListQuerySchema.parse({ rating: 'all', sort: '' })).toEqual({
      sort: 'newest',
      page: 1,
      pageSize: 20,
    });
    expect(reviewListQuerySchema.parse({ rating: '2', sort: 'lowest', page: '2' })).toMatchObject({
      rating: 2,
      sort: 'lowest',
      page: 2,
    });
    expect(reviewListQuerySchema.safeParse({ sort: 'random' }).success).toBe(false);
  });
});

describe('the can-review rule', () => {
  const facts = {
    userId: 'parent',
    requesterId: 'parent',
    status: 'completed',
    alreadyReviewed: false,
  } as const;

  it('allows the requester of a completed, unreviewed request', () => {
    expect(canReview(facts)).toEqual({ allowed: true });
  });

  it('refuses each condition on its own, in order', () => {
    expect(canReview({ ...facts, userId: null })).toMatchObject({
      allowed: false,
      reason: 'not_signed_in',
      message: 'Please sign in to leave a review',
    });
    expect(canReview({ ...facts, userId: 'someone else' })).toMatchObject({
      reason: 'not_requester',
    });
    for (const status of ['open', 'responded', 'cancelled'] as const) {
      expect(canReview({ ...facts, status })).toMatchObject({ reason: 'not_completed' });
    }
    expect(canReview({ ...facts, alreadyReviewed: true })).toMatchObject({
      reason: 'already_reviewed',
    });
    // The first failing condition wins.
    expect(
      canReview({ userId: undefined, requesterId: 'x', status: 'open', alreadyReviewed: true }),
    ).toMatchObject({
      reason: 'not_signed_in',
    });
  });
});

describe('the review summary', () => {
  it('average to one decimal, count and distribution; zero with none', () => {
    const summary = summariseReviews({ 5: 3, 4: 1, 1: 1 }, [5, 5, 4, 5, 1]);
    expect(summary).toEqual({
      averageRating: 4,
      totalReviews: 5,
      distribution: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 3 },
      trend: null,
    });
    expect(distributionPercent(summary, 5)).toBe(60);
    expect(summariseReviews({ 4: 2, 5: 1 }, []).averageRating).toBe(4.3);
    expect(summariseReviews({}, [])).toEqual({
      averageRating: 0,
      totalReviews: 0,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      trend: null,
    });
  });

  it('a trend only from 10 reviews, comparing the latest 10 with the up to 10 before', () => {
    const ten = Array(10).fill(4);
    expect(summariseReviews({ 4: 10 }, ten).trend).toBeNull();
    const rising = [...Array(10).fill(5), ...Array(10).fill(3), 1, 1];
    expect(summariseReviews({ 5: 10, 3: 10, 1: 2 }, rising).trend).toEqual({
      recentAverage: 5,
      previousAverage: 3,
      change: 2,
      direction: 'up',
    });
    const steady = [...Array(10).fill(4), 4, 4, 4];
    expect(summariseReviews({ 4: 13 }, steady).trend).toMatchObject({
      change: 0,
      direction: 'steady',
    });
    const falling = [...Array(10).fill(3), 5];
    expect(summariseReviews({ 3: 10, 5: 1 }, falling).trend).toMatchObject({
      previousAverage: 5,
      direction: 'down',
    });
  });
});
