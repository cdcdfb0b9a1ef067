import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestsApi } from '@petmitra/core/marketplace/requests-api';
import { call } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

/** /request/{id} as the viewer may see it (the API decides what a provider sees). */
export const requestDetailQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'detail', requestId],
    queryFn: async ({ signal }) =>
      (await call(requestsApi.detail, { params: { id: requestId }, signal })).request,
  });

export function useRequestDetail(requestId: string) {
  return useQuery(requestDetailQueryOptions(requestId));
}
