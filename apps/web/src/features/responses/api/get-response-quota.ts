import { queryOptions, useQuery } from '@tanstack/react-query';
import { quotaSchema, type Quota } from '@petmitra/core/marketplace/quota';
import { api } from '../../../lib/api-client';
import { responsesQueryKey } from './keys';

/** This month's free responses: used, limit, remaining and when they renew. */
export async function getResponseQuota(signal?: AbortSignal): Promise<Quota> {
  return quotaSchema.parse(await api.get<unknown>('/api/responses/quota', { signal }));
}

export const responseQuotaQueryOptions = () =>
  queryOptions({
    queryKey: [...responsesQueryKey, 'quota'],
    queryFn: ({ signal }) => getResponseQuota(signal),
    refetchOnMount: 'always',
  });

export function useResponseQuota(enabled = true) {
  return useQuery({ ...responseQuotaQueryOptions(), enabled });
}
