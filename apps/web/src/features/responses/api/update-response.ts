import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseUpdateInput } from '@petmitra/core/marketplace/responses';
import { responsesApi } from '@petmitra/core/marketplace/responses-api';
import { call } from '../../../lib/api-client';
import { responsesQueryKey } from './keys';

/** Edits a pending response (the API refuses once it was accepted or rejected). */
export function useUpdateResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ responseId, input }: { responseId: string; input: ResponseUpdateInput }) =>
      (await call(responsesApi.update, { params: { id: responseId }, body: input })).response,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsesQueryKey }),
  });
}
