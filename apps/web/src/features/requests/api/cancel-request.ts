import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { myRequestSchema, type MyRequest } from '@petmitra/core/marketplace/requests';
import { api } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

const requestReplySchema = z.object({ request: myRequestSchema });

export async function cancelRequest(requestId: string): Promise<MyRequest> {
  return requestReplySchema.parse(await api.post<unknown>(`/api/requests/${requestId}/cancel`))
    .request;
}

export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
