import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { searchFiltersToParams, type SearchFilters } from '@petmitra/core/discovery/search';
import { searchResultSchema, type SearchResult } from '@petmitra/core/discovery/results';
import { api } from '../../../lib/api-client';

/** One page of GET /api/search/services for these filters. */
export async function searchServices(
  filters: SearchFilters,
  page: number,
  signal?: AbortSignal,
): Promise<SearchResult> {
  const params = new URLSearchParams(searchFiltersToParams({ ...filters, page }));
  const body = await api.get<unknown>(`/api/search/services?${params.toString()}`, { signal });
  return searchResultSchema.parse(body);
}

export const searchQueryKeys = {
  all: ['search'] as const,
  services: (filters: SearchFilters) => ['search', 'services', { ...filters, page: 1 }] as const,
  suggestions: (q: string) => ['search', 'suggestions', q] as const,
};

export const searchServicesQueryOptions = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: searchQueryKeys.services(filters),
    queryFn: ({ pageParam, signal }) => searchServices(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** The directory's results, 20 at a time; Load More fetches the next page. */
export function useSearchServices(filters: SearchFilters) {
  return useInfiniteQuery(searchServicesQueryOptions(filters));
}
