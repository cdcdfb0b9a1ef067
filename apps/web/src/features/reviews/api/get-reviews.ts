import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewRating, ReviewSort } from '@petmitra/core/discovery/reviews';
import { reviewsApi } from '@petmitra/core/discovery/reviews-api';
import { call } from '../../../lib/api-client';
import { reviewQueryKeys } from './keys';

export interface ReviewListParams {
  /** One provider's reviews, or everyone's. */
  providerId?: string;
  rating?: ReviewRating;
  sort: ReviewSort;
}

/** One page of reviews at a time, with the summary and the provider header. */
export const reviewsQueryOptions = (params: ReviewListParams) =>
  infiniteQueryOptions({
    queryKey: [...reviewQueryKeys.lists(), params] as const,
    queryFn: ({ pageParam, signal }) =>
      call(reviewsApi.list, { query: { ...params, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useReviews(params: ReviewListParams) {
  return useInfiniteQuery(reviewsQueryOptions(params));
}
