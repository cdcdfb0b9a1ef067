import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceRequestInput } from '@petmitra/core/marketplace/requests';
import { requestsApi } from '@petmitra/core/marketplace/requests-api';
import { call } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

/** Posts a request; the API answers 402 (code 'payment') once the month's free one is used. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceRequestInput) => call(requestsApi.create, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
