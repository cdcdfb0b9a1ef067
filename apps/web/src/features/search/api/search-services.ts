import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { searchApi } from '@petmitra/core/discovery/search-api';
import type { SearchFilters } from '@petmitra/core/discovery/search-filters';
import { searchFiltersToParams } from '@petmitra/core/discovery/search-params';
import { apiUrl, call } from '../../../lib/api-client';

export const searchQueryKeys = {
  all: ['search'] as const,
  services: (filters: SearchFilters) => ['search', 'services', { ...filters, page: 1 }] as const,
  suggestions: (q: string) => ['search', 'suggestions', q] as const,
};

/** The query string of one page of results (only what differs from the defaults is sent). */
const searchServicesQuery = (filters: SearchFilters, page: number) =>
  searchFiltersToParams({ ...filters, page });

/** The API URL of the first page of results, which the server renders the page with. */
export const firstSearchPageUrl = (filters: SearchFilters) =>
  apiUrl(searchApi.services, { query: searchServicesQuery(filters, 1) });

/** The directory's results for these filters, one page at a time (only what differs from the defaults is sent). */
export const searchServicesQueryOptions = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: searchQueryKeys.services(filters),
    queryFn: ({ pageParam, signal }) =>
      call(searchApi.services, { query: searchServicesQuery(filters, pageParam), signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** The directory's results, 20 at a time; Load More fetches the next page. */
export function useSearchServices(filters: SearchFilters) {
  return useInfiniteQuery(searchServicesQueryOptions(filters));
}
