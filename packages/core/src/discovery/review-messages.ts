// Reviews' limits and copy, without zod (reviews.ts re-exports them beside the schemas), so
// that the provider profile's reviews do not load zod.

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  commentMinLength: 10,
  commentMaxLength: 500,
  /** The trend needs this many reviews: the latest 10 against the 10 before them. */
  trendWindow: 10,
  /** The provider page shows up to this many reviews, then View All. */
  providerPageReviews: 5,
  /** Placeholder cards while the list loads. */
  loadingPlaceholders: 3,
  pageSize: 20,
} as const;

/** The spec's copy for reviews, word for word where it gives one. */
export const REVIEW_MESSAGES = {
  ratingRequired: 'Please select a rating',
  commentRequired: 'Please add a comment about your experience',
  commentTooShort: 'Comment must be at least 10 characters long',
  commentTooLong: `Comment must be at most ${REVIEW_LIMITS.commentMaxLength} characters`,
  writeReviewTitle: 'Write a Review',
  writeReviewPrompt: 'Write Review',
  leaveReview: 'Leave Review',
  viewReview: 'View Review',
  viewAll: 'View All',
  submitted: 'Review submitted successfully!',
  submitFailed: 'Failed to submit review. Please try again.',
  fetchFailed: 'Failed to fetch reviews',
  noReviews: 'No reviews yet',
  emptyTitle: 'No Reviews Yet',
  emptyPrompt: 'Be the first to leave a review!',
  /** Not in the spec (its list had no edit or delete); the counterparts of `submitted`. */
  updated: 'Review updated successfully!',
  deleted: 'Review deleted',
  deleteConfirm: 'Are you sure you want to delete this review?',
  notFound: 'Review not found',
  requestNotFound: 'Service request not found',
  // The can-review rule, one message per condition.
  notSignedIn: 'Please sign in to leave a review',
  notRequester: 'Only the pet parent who made this request can review it',
  notCompleted: 'You can review a service once the request is completed',
  alreadyReviewed: 'You have already reviewed this service request',
  noProvider: 'This request has no provider to review',
  nothingToUpdate: 'Please change the rating or the comment',
} as const;
