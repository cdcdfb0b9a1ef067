import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { citySuggestionsSchema, type Place } from '@petmitra/core/discovery/geo';
import { api } from '../../../lib/api-client';

/** City names from the server's offline gazetteer, for the Filters dialog's City field. */
export async function getCities(q: string, signal?: AbortSignal): Promise<Place[]> {
  const params = new URLSearchParams({ q });
  const body = await api.get<unknown>(`/api/geo/cities?${params.toString()}`, { signal });
  return citySuggestionsSchema.parse(body).cities;
}

export const citiesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['geo', 'cities', q] as const,
    queryFn: ({ signal }) => getCities(q, signal),
    enabled: q.trim().length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useCities(q: string) {
  return useQuery(citiesQueryOptions(q.trim()));
}
