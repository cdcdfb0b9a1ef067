import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  boardReplySchema,
  type BoardFilter,
  type BoardSort,
} from '@petmitra/core/marketplace/requests';
import { api } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

export type BoardReply = z.infer<typeof boardReplySchema>;

export interface BoardParams {
  filter: BoardFilter;
  sort: BoardSort;
  page: number;
}

/** The provider's Open Service Requests board; the server filters, sorts and counts. */
export async function getOpenRequests(
  params: BoardParams,
  signal?: AbortSignal,
): Promise<BoardReply> {
  const search = new URLSearchParams({
    filter: params.filter,
    sort: params.sort,
    page: String(params.page),
  });
  return boardReplySchema.parse(
    await api.get<unknown>(`/api/open-requests?${search.toString()}`, { signal }),
  );
}

export const openRequestsQueryOptions = (params: BoardParams) =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'board', params],
    queryFn: ({ signal }) => getOpenRequests(params, signal),
    placeholderData: keepPreviousData,
    // New requests arrive all the time; show the board as it is now.
    refetchOnMount: 'always',
  });

export function useOpenRequests(params: BoardParams) {
  return useQuery(openRequestsQueryOptions(params));
}
