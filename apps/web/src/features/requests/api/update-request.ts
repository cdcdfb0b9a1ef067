import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceRequestUpdateInput } from '@petmitra/core/marketplace/requests';
import { requestsApi } from '@petmitra/core/marketplace/requests-api';
import { call } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

/** Edits an open request (the API refuses once it is no longer open). */
export function useUpdateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      requestId,
      input,
    }: {
      requestId: string;
      input: ServiceRequestUpdateInput;
    }) => (await call(requestsApi.update, { params: { id: requestId }, body: input })).request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
