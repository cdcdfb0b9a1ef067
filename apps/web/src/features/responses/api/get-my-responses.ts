import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseStatus } from '@petmitra/core/marketplace/responses';
import { responsesApi } from '@petmitra/core/marketplace/responses-api';
import { call } from '../../../lib/api-client';
import { responsesQueryKey } from './keys';

export interface MyResponsesParams {
  status?: ResponseStatus;
  page: number;
}

/** The provider's responses (newest first, filtered by status on the server) and the tiles. */
export const myResponsesQueryOptions = (params: MyResponsesParams) =>
  queryOptions({
    queryKey: [...responsesQueryKey, 'mine', params],
    queryFn: ({ signal }) => call(responsesApi.mine, { query: params, signal }),
    placeholderData: keepPreviousData,
    // A parent may have accepted or declined since the last visit.
    refetchOnMount: 'always',
  });

export function useMyResponses(params: MyResponsesParams) {
  return useQuery(myResponsesQueryOptions(params));
}
