import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  reviewListSchema,
  type ReviewList,
  type ReviewRating,
  type ReviewSort,
} from '@petmitra/core/discovery/reviews';
import { api } from '../../../lib/api-client';
import { reviewQueryKeys } from './keys';

export interface ReviewListParams {
  /** One provider's reviews, or everyone's. */
  providerId?: string;
  rating?: ReviewRating;
  sort: ReviewSort;
}

/** GET /api/reviews: one page of reviews, with the summary and the provider header. */
export async function getReviews(
  params: ReviewListParams,
  page: number,
  signal?: AbortSignal,
): Promise<ReviewList> {
  const search = new URLSearchParams({ sort: params.sort, page: String(page) });
  if (params.providerId) search.set('providerId', params.providerId);
  if (params.rating) search.set('rating', String(params.rating));
  return reviewListSchema.parse(
    await api.get<unknown>(`/api/reviews?${search.toString()}`, { signal }),
  );
}

export const reviewsQueryOptions = (params: ReviewListParams) =>
  infiniteQueryOptions({
    queryKey: [...reviewQueryKeys.lists(), params] as const,
    queryFn: ({ pageParam, signal }) => getReviews(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useReviews(params: ReviewListParams) {
  return useInfiniteQuery(reviewsQueryOptions(params));
}
