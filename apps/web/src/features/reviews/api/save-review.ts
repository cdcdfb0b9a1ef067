import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewFormValues, ReviewUpdateInput } from '@petmitra/core/discovery/reviews';
import { reviewsApi } from '@petmitra/core/discovery/reviews-api';
import { call } from '../../../lib/api-client';
import { reviewQueryKeys } from './keys';

// A review changes the list, the summary and who may still write one.
function useInvalidateReviews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reviewQueryKeys.all });
}

/** The server applies the can-review rule and sanitises the comment. */
export function useCreateReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: async (input: ReviewFormValues) =>
      (await call(reviewsApi.create, { body: input })).review,
    onSuccess: invalidate,
  });
}

/** One's own review only. */
export function useUpdateReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: ReviewUpdateInput }) =>
      (await call(reviewsApi.update, { params: { id }, body: input })).review,
    onSuccess: invalidate,
  });
}

/** One's own review only. */
export function useDeleteReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (id: string) => call(reviewsApi.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}
