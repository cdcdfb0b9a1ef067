import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { myRequestsReplySchema, type RequestStatus } from '@petmitra/core/marketplace/requests';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

export type MyRequestsReply = z.infer<typeof myRequestsReplySchema>;

export interface MyRequestsParams {
  status?: RequestStatus;
  page: number;
}

/** The parent's requests (newest first, filtered by status on the server) and the tiles. */
export async function getMyRequests(
  params: MyRequestsParams,
  signal?: AbortSignal,
): Promise<MyRequestsReply> {
  const search = new URLSearchParams({ page: String(params.page) });
  if (params.status) search.set('status', params.status);
  return myRequestsReplySchema.parse(
    await api.get<unknown>(`/api/my/requests?${search.toString()}`, { signal }),
  );
}

export const myRequestsQueryOptions = (params: MyRequestsParams) =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'mine', params],
    queryFn: ({ signal }) => getMyRequests(params, signal),
    placeholderData: keepPreviousData,
  });

export function useMyRequests(params: MyRequestsParams) {
  return useQuery(myRequestsQueryOptions(params));
}
