import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestsApi } from '@petmitra/core/marketplace/requests-api';
import { call } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

/** Accepts one response: the request records its provider and the other responses are rejected. */
export function useAcceptResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestId, responseId }: { requestId: string; responseId: string }) =>
      (await call(requestsApi.accept, { params: { id: requestId }, body: { responseId } })).request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
