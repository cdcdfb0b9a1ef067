import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { searchApi } from '@petmitra/core/discovery/search-api';
import type { SearchFilters } from '@petmitra/core/discovery/search-filters';
import { searchFiltersToParams } from '@petmitra/core/discovery/search-params';
import { call } from '../../../lib/api-client';

export const searchQueryKeys = {
  all: ['search'] as const,
  services: (filters: SearchFilters) => ['search', 'services', { ...filters, page: 1 }] as const,
  suggestions: (q: string) => ['search', 'suggestions', q] as const,
};

/** The directory's results for these filters, one page at a time (only what differs from the defaults is sent). */
export const searchServicesQueryOptions = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: searchQueryKeys.services(filters),
    queryFn: ({ pageParam, signal }) =>
      call(searchApi.services, {
        query: searchFiltersToParams({ ...filters, page: pageParam }),
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** The directory's results, 20 at a time; Load More fetches the next page. */
export function useSearchServices(filters: SearchFilters) {
  return useInfiniteQuery(searchServicesQueryOptions(filters));
}
