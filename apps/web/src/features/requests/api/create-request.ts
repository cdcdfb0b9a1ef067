import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { quotaSchema } from '@petmitra/core/marketplace/quota';
import { myRequestSchema, type ServiceRequestInput } from '@petmitra/core/marketplace/requests';
import { api } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

const createReplySchema = z.object({ request: myRequestSchema, quota: quotaSchema });
export type CreateRequestReply = z.infer<typeof createReplySchema>;

/** Posts a request; the API answers 402 (code 'payment') once the month's free one is used. */
export async function createRequest(input: ServiceRequestInput): Promise<CreateRequestReply> {
  return createReplySchema.parse(await api.post<unknown>('/api/requests', input));
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
