import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseInput } from '@petmitra/core/marketplace/responses';
import { responsesApi } from '@petmitra/core/marketplace/responses-api';
import { call } from '../../../lib/api-client';
import { responsesQueryKey } from './keys';

/**
 * Sends the provider's response to a request (one per provider per request); the API answers
 * 402 (code 'payment') once the month's free response is used.
 */
export function useCreateResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, input }: { requestId: string; input: ResponseInput }) =>
      call(responsesApi.create, { params: { id: requestId }, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: responsesQueryKey }),
  });
}
