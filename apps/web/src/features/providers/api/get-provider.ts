import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  providerProfileReplySchema,
  type ProviderProfile,
} from '@petmitra/core/discovery/providers';
import { api } from '../../../lib/api-client';

/** GET /api/providers/{id}: the public profile (active services, first five reviews, stats). */
export async function getProvider(id: string, signal?: AbortSignal): Promise<ProviderProfile> {
  const body = await api.get<unknown>(`/api/providers/${encodeURIComponent(id)}`, { signal });
  return providerProfileReplySchema.parse(body).provider;
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
