import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestStatus } from '@petmitra/core/marketplace/requests';
import { requestsApi } from '@petmitra/core/marketplace/requests-api';
import { call } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

export interface MyRequestsParams {
  status?: RequestStatus;
  page: number;
}

/** The parent's requests (newest first, filtered by status on the server) and the tiles. */
export const myRequestsQueryOptions = (params: MyRequestsParams) =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'mine', params],
    queryFn: ({ signal }) => call(requestsApi.mine, { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export function useMyRequests(params: MyRequestsParams) {
  return useQuery(myRequestsQueryOptions(params));
}
