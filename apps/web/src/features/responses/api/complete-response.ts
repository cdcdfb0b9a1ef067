import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestResponseSchema, type RequestResponse } from '@petmitra/core/marketplace/responses';
import { api } from '../../../lib/api-client';
import { responsesQueryKey } from './keys';

const responseReplySchema = z.object({ response: requestResponseSchema });

/** The provider marks an accepted response (and its request) as completed. */
export async function completeResponse(responseId: string): Promise<RequestResponse> {
  return responseReplySchema.parse(await api.post<unknown>(`/api/responses/${responseId}/complete`))
    .response;
}

export function useCompleteResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeResponse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsesQueryKey }),
  });
}
