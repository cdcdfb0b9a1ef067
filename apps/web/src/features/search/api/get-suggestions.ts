import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchApi } from '@petmitra/core/discovery/search-api';
import { call } from '../../../lib/api-client';
import { searchQueryKeys } from './search-services';

/** Up to 8 suggestions (3 services, 3 providers, 2 places) for what has been typed. */
export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchQueryKeys.suggestions(q),
    queryFn: async ({ signal }) =>
      (await call(searchApi.suggestions, { query: { q }, signal })).suggestions,
    enabled: q.trim().length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Call with the debounced text (300 ms): a blank text asks nothing. */
export function useSuggestions(q: string) {
  return useQuery(suggestionsQueryOptions(q.trim()));
}
