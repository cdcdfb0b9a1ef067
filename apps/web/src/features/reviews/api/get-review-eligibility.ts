import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewsApi } from '@petmitra/core/discovery/reviews-api';
import { call } from '../../../lib/api-client';
import { reviewQueryKeys } from './keys';

/**
 * The can-review rule for one request (the server decides), and the service, provider and pet
 * the Write a Review modal shows.
 */
export const reviewEligibilityQueryOptions = (serviceRequestId: string) =>
  queryOptions({
    queryKey: reviewQueryKeys.eligibility(serviceRequestId),
    queryFn: ({ signal }) => call(reviewsApi.eligibility, { query: { serviceRequestId }, signal }),
    enabled: serviceRequestId !== '',
  });

export function useReviewEligibility(serviceRequestId: string | null) {
  return useQuery(reviewEligibilityQueryOptions(serviceRequestId ?? ''));
}
