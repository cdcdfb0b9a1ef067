import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { suggestionsSchema, type Suggestion } from '@petmitra/core/discovery/results';
import { api } from '../../../lib/api-client';
import { searchQueryKeys } from './search-services';

/** Up to 8 suggestions (3 services, 3 providers, 2 places) for what has been typed. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const params = new URLSearchParams({ q });
  const body = await api.get<unknown>(`/api/search/suggestions?${params.toString()}`, { signal });
  return suggestionsSchema.parse(body).suggestions;
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchQueryKeys.suggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Call with the debounced text (300 ms): a blank text asks nothing. */
export function useSuggestions(q: string) {
  return useQuery(suggestionsQueryOptions(q.trim()));
}
