import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestsApi } from '@petmitra/core/marketplace/requests-api';
import { call } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

/** This month's free requests: used, limit, remaining and when they renew. */
export const requestQuotaQueryOptions = () =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'quota'],
    queryFn: ({ signal }) => call(requestsApi.quota, { signal }),
    refetchOnMount: 'always',
  });

export function useRequestQuota() {
  return useQuery(requestQuotaQueryOptions());
}
