import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestsApi } from '@petmitra/core/marketplace/requests-api';
import { call } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

/** The parent withdraws an acceptance before the service, with a reason. */
export function useWithdrawAcceptance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestId, reason }: { requestId: string; reason: string }) =>
      (await call(requestsApi.withdraw, { params: { id: requestId }, body: { reason } })).request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
