import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { myRequestSchema, type MyRequest } from '@petmitra/core/marketplace/requests';
import { api } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

const requestReplySchema = z.object({ request: myRequestSchema });

/** Accepts one response: the request records its provider and the other responses are rejected. */
export async function acceptResponse(requestId: string, responseId: string): Promise<MyRequest> {
  return requestReplySchema.parse(
    await api.post<unknown>(`/api/requests/${requestId}/accept`, { responseId }),
  ).request;
}

export function useAcceptResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, responseId }: { requestId: string; responseId: string }) =>
      acceptResponse(requestId, responseId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
