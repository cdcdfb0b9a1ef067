import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestsApi } from '@petmitra/core/marketplace/requests-api';
import { call } from '../../../lib/api-client';
import { reviewQueryKeys } from './keys';

/**
 * The signed-in pet parent's newest completed request with this provider that has no review
 * yet, or null: what 'Write Review' on /reviews/{providerId} reviews when no request is named.
 * Read from the parent's requests (completed, newest first); the eligibility check and the
 * POST still apply the can-review rule on the server.
 */
export async function getReviewableRequestId(
  providerId: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const reply = await call(requestsApi.mine, {
    query: { status: 'completed', page: 1, pageSize: 100 },
    signal,
  });
  const request = reply.requests.find((r) => r.selectedProvider?.id === providerId && !r.hasReview);
  return request?.id ?? null;
}

export const reviewableRequestQueryOptions = (providerId: string, enabled: boolean) =>
  queryOptions({
    queryKey: reviewQueryKeys.reviewable(providerId),
    queryFn: ({ signal }) => getReviewableRequestId(providerId, signal),
    enabled: enabled && providerId !== '',
  });

export function useReviewableRequest(providerId: string | undefined, enabled: boolean) {
  return useQuery(reviewableRequestQueryOptions(providerId ?? '', enabled));
}
