import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@petmitra/core/marketplace/dashboard-api';
import { call } from '../../../lib/api-client';
import { dashboardQueryKey } from './keys';

export const parentDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'parent'],
    queryFn: ({ signal }) => call(dashboardApi.parent, { signal }),
    // Other pages change these figures (a new pet, a request); the dashboard shows them fresh.
    refetchOnMount: 'always',
  });

export function useParentDashboard() {
  return useQuery(parentDashboardQueryOptions());
}
