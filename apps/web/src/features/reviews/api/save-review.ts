import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reviewReplySchema,
  type Review,
  type ReviewFormValues,
  type ReviewUpdateInput,
} from '@petmitra/core/discovery/reviews';
import { api } from '../../../lib/api-client';
import { reviewQueryKeys } from './keys';

/** POST /api/reviews: the server applies the can-review rule and sanitises the comment. */
export async function createReview(input: ReviewFormValues): Promise<Review> {
  return reviewReplySchema.parse(await api.post<unknown>('/api/reviews', input)).review;
}

/** PATCH /api/reviews/{id}: one's own review only. */
export async function updateReview(id: string, input: ReviewUpdateInput): Promise<Review> {
  return reviewReplySchema.parse(
    await api.patch<unknown>(`/api/reviews/${encodeURIComponent(id)}`, input),
  ).review;
}

/** DELETE /api/reviews/{id}: one's own review only. */
export async function deleteReview(id: string): Promise<void> {
  await api.delete<void>(`/api/reviews/${encodeURIComponent(id)}`);
}

// A review changes the list, the summary and who may still write one.
function useInvalidateReviews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reviewQueryKeys.all });
}

export function useCreateReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({ mutationFn: createReview, onSuccess: invalidate });
}

export function useUpdateReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReviewUpdateInput }) =>
      updateReview(id, input),
    onSuccess: invalidate,
  });
}

export function useDeleteReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({ mutationFn: deleteReview, onSuccess: invalidate });
}
