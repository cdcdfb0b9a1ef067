import { queryOptions, useQuery } from '@tanstack/react-query';
import { servicesApi } from '@petmitra/core/marketplace/services-api';
import { call } from '../../../lib/api-client';

/** Every services query starts with this key, so one invalidation refreshes them all. */
export const servicesQueryKey = ['services'] as const;

/** The provider's services with their request counts, and the tiles and performance summary. */
export const myServicesQueryOptions = () =>
  queryOptions({
    queryKey: [...servicesQueryKey, 'mine'],
    queryFn: ({ signal }) => call(servicesApi.mine, { signal }),
  });

export function useMyServices() {
  return useQuery(myServicesQueryOptions());
}
