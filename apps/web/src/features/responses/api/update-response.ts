import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  requestResponseSchema,
  type RequestResponse,
  type ResponseUpdateInput,
} from '@petmitra/core/marketplace/responses';
import { api } from '../../../lib/api-client';
import { responsesQueryKey } from './keys';

const responseReplySchema = z.object({ response: requestResponseSchema });

/** Edits a pending response (the API refuses once it was accepted or rejected). */
export async function updateResponse(
  responseId: string,
  input: ResponseUpdateInput,
): Promise<RequestResponse> {
  return responseReplySchema.parse(await api.patch<unknown>(`/api/responses/${responseId}`, input))
    .response;
}

export function useUpdateResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ responseId, input }: { responseId: string; input: ResponseUpdateInput }) =>
      updateResponse(responseId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsesQueryKey }),
  });
}
