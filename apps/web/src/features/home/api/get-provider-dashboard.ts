import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@petmitra/core/marketplace/dashboard-api';
import { call } from '../../../lib/api-client';
import { dashboardQueryKey } from './keys';

export const providerDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'provider'],
    queryFn: ({ signal }) => call(dashboardApi.provider, { signal }),
    // Other pages change these figures (a response, a service); the dashboard shows them fresh.
    refetchOnMount: 'always',
  });

export function useProviderDashboard() {
  return useQuery(providerDashboardQueryOptions());
}
