import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestsApi } from '@petmitra/core/marketplace/requests-api';
import { call } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string) =>
      (await call(requestsApi.cancel, { params: { id: requestId } })).request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
