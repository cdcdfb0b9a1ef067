/** The spec's relevance score and how ratings are labelled and shown (search, profiles, reviews). */

/**
 * The spec's relevance score: 0.4 x average rating + 0.3 x ln(total reviews + 1)
 * + 0.3 x (10 - distance in km). When the distance is unknown (no position to measure from,
 * or a provider without coordinates) the distance term is 0, the value it has at 10 km, the
 * edge of the default radius: a provider of unknown whereabouts never outranks an equally
 * rated one known to be close. The server computes the same number in SQL.
 */
export function relevanceScore(
  averageRating: number,
  totalReviews: number,
  distanceKm: number | null | undefined,
): number {
  const distanceTerm = distanceKm == null ? 0 : 0.3 * (10 - distanceKm);
  return 0.4 * averageRating + 0.3 * Math.log(totalReviews + 1) + distanceTerm;
}

export const RATING_LABELS = ['Excellent', 'Very Good', 'Good', 'Fair', 'Poor'] as const;
export type RatingLabel = (typeof RATING_LABELS)[number];

/** Search's rating words: 4.5 and up Excellent, 4 Very Good, 3 Good, 2 Fair, below Poor. */
export function ratingLabel(averageRating: number): RatingLabel {
  if (averageRating >= 4.5) return 'Excellent';
  if (averageRating >= 4) return 'Very Good';
  if (averageRating >= 3) return 'Good';
  if (averageRating >= 2) return 'Fair';
  return 'Poor';
}

/** A rating shown with one decimal ('4.0'). */
export function formatRating(averageRating: number): string {
  return (Math.round(averageRating * 10) / 10).toFixed(1);
}

/** Rounds to one decimal, as averages are shown and sent. */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
