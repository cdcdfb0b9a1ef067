import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { myRequestSchema, type MyRequest } from '@petmitra/core/marketplace/requests';
import { api } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

const requestReplySchema = z.object({ request: myRequestSchema });

/** The parent marks an accepted request as completed. */
export async function completeRequest(requestId: string): Promise<MyRequest> {
  return requestReplySchema.parse(await api.post<unknown>(`/api/requests/${requestId}/complete`))
    .request;
}

export function useCompleteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
