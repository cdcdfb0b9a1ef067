import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestsApi } from '@petmitra/core/marketplace/requests-api';
import { call } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

/** A direct request goes to every nearby provider from now on. */
export function useWidenRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string) =>
      (await call(requestsApi.widen, { params: { id: requestId } })).request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
