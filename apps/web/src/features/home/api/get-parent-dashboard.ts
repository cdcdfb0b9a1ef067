import { queryOptions, useQuery } from '@tanstack/react-query';
import { parentDashboardSchema, type ParentDashboard } from '@petmitra/core/marketplace/dashboard';
import { api } from '../../../lib/api-client';

export async function getParentDashboard(signal?: AbortSignal): Promise<ParentDashboard> {
  return parentDashboardSchema.parse(await api.get<unknown>('/api/dashboard/parent', { signal }));
}

export const parentDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'parent'],
    queryFn: ({ signal }) => getParentDashboard(signal),
    // Other pages change these figures (a new pet, a request); the dashboard shows them fresh.
    refetchOnMount: 'always',
  });

export function useParentDashboard() {
  return useQuery(parentDashboardQueryOptions());
}
