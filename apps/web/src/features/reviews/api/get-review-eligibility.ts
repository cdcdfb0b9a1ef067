import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewEligibilitySchema, type ReviewEligibility } from '@petmitra/core/discovery/reviews';
import { api } from '../../../lib/api-client';
import { reviewQueryKeys } from './keys';

/**
 * GET /api/reviews/eligibility: the can-review rule for one request (the server decides), and
 * the service, provider and pet the Write a Review modal shows.
 */
export async function getReviewEligibility(
  serviceRequestId: string,
  signal?: AbortSignal,
): Promise<ReviewEligibility> {
  const search = new URLSearchParams({ serviceRequestId });
  return reviewEligibilitySchema.parse(
    await api.get<unknown>(`/api/reviews/eligibility?${search.toString()}`, { signal }),
  );
}

export const reviewEligibilityQueryOptions = (serviceRequestId: string) =>
  queryOptions({
    queryKey: reviewQueryKeys.eligibility(serviceRequestId),
    queryFn: ({ signal }) => getReviewEligibility(serviceRequestId, signal),
    enabled: serviceRequestId !== '',
  });

export function useReviewEligibility(serviceRequestId: string | null) {
  return useQuery(reviewEligibilityQueryOptions(serviceRequestId ?? ''));
}
