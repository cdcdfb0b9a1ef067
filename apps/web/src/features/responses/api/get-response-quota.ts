import { queryOptions, useQuery } from '@tanstack/react-query';
import { responsesApi } from '@petmitra/core/marketplace/responses-api';
import { call } from '../../../lib/api-client';
import { responsesQueryKey } from './keys';

/** This month's free responses: used, limit, remaining and when they renew. */
export const responseQuotaQueryOptions = () =>
  queryOptions({
    queryKey: [...responsesQueryKey, 'quota'],
    queryFn: ({ signal }) => call(responsesApi.quota, { signal }),
    refetchOnMount: 'always',
  });

export function useResponseQuota(enabled = true) {
  return useQuery({ ...responseQuotaQueryOptions(), enabled });
}
