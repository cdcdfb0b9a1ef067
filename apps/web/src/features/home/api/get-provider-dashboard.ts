import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  providerDashboardSchema,
  type ProviderDashboard,
} from '@petmitra/core/marketplace/dashboard';
import { api } from '../../../lib/api-client';

export async function getProviderDashboard(signal?: AbortSignal): Promise<ProviderDashboard> {
  return providerDashboardSchema.parse(
    await api.get<unknown>('/api/dashboard/provider', { signal }),
  );
}

export const providerDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'provider'],
    queryFn: ({ signal }) => getProviderDashboard(signal),
    // Other pages change these figures (a response, a service); the dashboard shows them fresh.
    refetchOnMount: 'always',
  });

export function useProviderDashboard() {
  return useQuery(providerDashboardQueryOptions());
}
