import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { quotaSchema } from '@petmitra/core/marketplace/quota';
import { requestResponseSchema, type ResponseInput } from '@petmitra/core/marketplace/responses';
import { api } from '../../../lib/api-client';
import { responsesQueryKey } from './keys';

const createReplySchema = z.object({ response: requestResponseSchema, quota: quotaSchema });
export type CreateResponseReply = z.infer<typeof createReplySchema>;

/**
 * Sends the provider's response to a request (one per provider per request); the API answers
 * 402 (code 'payment') once the month's free response is used.
 */
export async function createResponse(
  requestId: string,
  input: ResponseInput,
): Promise<CreateResponseReply> {
  return createReplySchema.parse(
    await api.post<unknown>(`/api/requests/${requestId}/responses`, input),
  );
}

export function useCreateResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, input }: { requestId: string; input: ResponseInput }) =>
      createResponse(requestId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: responsesQueryKey }),
  });
}
