import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { geoApi } from '@petmitra/core/discovery/geo-api';
import { call } from '../../../lib/api-client';

/** City names from the server's offline gazetteer, for the Filters dialog's City field. */
export const citiesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['geo', 'cities', q] as const,
    queryFn: async ({ signal }) => (await call(geoApi.cities, { query: { q }, signal })).cities,
    enabled: q.trim().length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useCities(q: string) {
  return useQuery(citiesQueryOptions(q.trim()));
}
