import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderProfile } from '@petmitra/core/discovery/providers';
import { providersApi } from '@petmitra/core/discovery/providers-api';
import { call } from '../../../lib/api-client';

/** The public profile (active services, first five reviews, stats). */
export async function getProvider(id: string, signal?: AbortSignal): Promise<ProviderProfile> {
  return (await call(providersApi.profile, { params: { id }, signal })).provider;
}

export const providerQueryKeys = {
  all: ['providers'] as const,
  detail: (id: string) => ['providers', id] as const,
};

export const providerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: providerQueryKeys.detail(id),
    queryFn: ({ signal }) => getProvider(id, signal),
    enabled: id !== '',
  });

export function useProvider(id: string) {
  return useQuery(providerQueryOptions(id));
}
