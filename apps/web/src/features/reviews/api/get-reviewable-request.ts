import { queryOptions, useQuery } from '@tanstack/react-query';
import { myRequestsReplySchema } from '@petmitra/core/marketplace/requests';
import { api } from '../../../lib/api-client';
import { reviewQueryKeys } from './keys';

/**
 * The signed-in pet parent's newest completed request with this provider that has no review
 * yet, or null: what 'Write Review' on /reviews/{providerId} reviews when no request is named.
 * Read from GET /api/my/requests (completed, newest first); the eligibility check and the
 * POST still apply the can-review rule on the server.
 */
export async function getReviewableRequestId(
  providerId: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const search = new URLSearchParams({ status: 'completed', page: '1', pageSize: '100' });
  const reply = myRequestsReplySchema.parse(
    await api.get<unknown>(`/api/my/requests?${search.toString()}`, { signal }),
  );
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
