import { useMutation, useQueryClient } from '@tanstack/react-query';
import { responsesApi } from '@petmitra/core/marketplace/responses-api';
import { call } from '../../../lib/api-client';
import { responsesQueryKey } from './keys';

/** The provider marks an accepted response (and its request) as completed. */
export function useCompleteResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (responseId: string) =>
      (await call(responsesApi.complete, { params: { id: responseId } })).response,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsesQueryKey }),
  });
}
