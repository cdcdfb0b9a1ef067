import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardFilter, BoardSort } from '@petmitra/core/marketplace/requests';
import { requestsApi } from '@petmitra/core/marketplace/requests-api';
import { call } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

export interface BoardParams {
  filter: BoardFilter;
  sort: BoardSort;
  page: number;
}

/** The provider's Open Service Requests board; the server filters, sorts and counts. */
export const openRequestsQueryOptions = (params: BoardParams) =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'board', params],
    queryFn: ({ signal }) => call(requestsApi.board, { query: params, signal }),
    placeholderData: keepPreviousData,
    // New requests arrive all the time; show the board as it is now.
    refetchOnMount: 'always',
  });

export function useOpenRequests(params: BoardParams) {
  return useQuery(openRequestsQueryOptions(params));
}
