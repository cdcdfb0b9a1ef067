import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestDetailSchema, type RequestDetail } from '@petmitra/core/marketplace/request-detail';
import { api } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

const detailReplySchema = z.object({ request: requestDetailSchema });

/** /request/{id} as the viewer may see it (the API decides what a provider sees). */
export async function getRequestDetail(
  requestId: string,
  signal?: AbortSignal,
): Promise<RequestDetail> {
  return detailReplySchema.parse(await api.get<unknown>(`/api/requests/${requestId}`, { signal }))
    .request;
}

export const requestDetailQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'detail', requestId],
    queryFn: ({ signal }) => getRequestDetail(requestId, signal),
  });

export function useRequestDetail(requestId: string) {
  return useQuery(requestDetailQueryOptions(requestId));
}
