import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestsApi } from '@petmitra/core/marketplace/requests-api';
import { call } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

/** The provider a direct request went to declines it (the parent is offered to widen it). */
export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string) =>
      call(requestsApi.declineDirect, { params: { id: requestId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
