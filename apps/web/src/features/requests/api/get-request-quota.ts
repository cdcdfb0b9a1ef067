import { queryOptions, useQuery } from '@tanstack/react-query';
import { quotaSchema, type Quota } from '@petmitra/core/marketplace/quota';
import { api } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

/** This month's free requests: used, limit, remaining and when they renew. */
export async function getRequestQuota(signal?: AbortSignal): Promise<Quota> {
  return quotaSchema.parse(await api.get<unknown>('/api/requests/quota', { signal }));
}

export const requestQuotaQueryOptions = () =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'quota'],
    queryFn: ({ signal }) => getRequestQuota(signal),
    refetchOnMount: 'always',
  });

export function useRequestQuota() {
  return useQuery(requestQuotaQueryOptions());
}
