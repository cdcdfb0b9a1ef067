import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  myRequestSchema,
  type MyRequest,
  type ServiceRequestUpdateInput,
} from '@petmitra/core/marketplace/requests';
import { api } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

const requestReplySchema = z.object({ request: myRequestSchema });

/** Edits an open request (the API refuses once it is no longer open). */
export async function updateRequest(
  requestId: string,
  input: ServiceRequestUpdateInput,
): Promise<MyRequest> {
  return requestReplySchema.parse(await api.patch<unknown>(`/api/requests/${requestId}`, input))
    .request;
}

export function useUpdateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, input }: { requestId: string; input: ServiceRequestUpdateInput }) =>
      updateRequest(requestId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
