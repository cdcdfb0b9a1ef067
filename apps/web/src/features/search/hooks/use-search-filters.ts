import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { SearchFilters } from '@petmitra/core/discovery/search-filters';
import { readSearchFilters, searchFiltersToParams } from '@petmitra/core/discovery/search-params';
import { isSearchCategory } from '@petmitra/core/discovery/search';

/** The route families the directory lives under; a category is a path segment in the last two. */
function routeBase(pathname: string): '/services' | '/search' | '/directory' {
  if (pathname.startsWith('/directory')) return '/directory';
  if (pathname.startsWith('/services')) return '/services';
  return '/search';
}

/**
 * Every filter lives in the URL (shareable, survives reload). The category comes from the
 * path (/search/grooming, /directory/walking) when there is one, else from ?category=.
 * Load More's page is not in the URL: a shared link opens at the first page.
 */
export function useSearchFilters() {
  const [searchParams] = useSearchParams();
  const { category: routeCategory } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const base = routeBase(location.pathname);

  const filters = useMemo(
    () => searchFiltersOf(searchParams, routeCategory),
    [searchParams, routeCategory],
  );

  const setFilters = useCallback(
    (next: Partial<SearchFilters>, options: { replace?: boolean } = {}) => {
      const merged: SearchFilters = { ...filters, ...next, page: 1 };
      // /search and /directory carry the category in the path; /services keeps it in the query.
      const categoryInPath = base !== '/services';
      const params = new URLSearchParams(
        searchFiltersToParams(merged, categoryInPath ? ['category', 'page'] : ['page']),
      );
      const path =
        categoryInPath && merged.category !== 'all' ? `${base}/${merged.category}` : base;
      const query = params.toString();
      void navigate(
        { pathname: path, search: query ? `?${query}` : '' },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [filters, base, navigate],
  );

  const categoryNotFound = isUnknownCategory(routeCategory, searchParams);

  return { filters, setFilters, base, categoryNotFound };
}

/**
 * The filters of a directory URL: its query string, and the category of its path when it has
 * one (/search/grooming).
 */
export function searchFiltersOf(
  searchParams: URLSearchParams,
  routeCategory: string | undefined,
): SearchFilters {
  return readSearchFilters(searchParams, routeCategory ? { category: routeCategory } : {});
}

/** /search/foo or ?category=foo: 'not found', never a silent fallback to every service. */
export function isUnknownCategory(
  routeCategory: string | undefined,
  searchParams: URLSearchParams,
): boolean {
  const asked = (routeCategory ?? searchParams.get('category') ?? '').trim().toLowerCase();
  return asked !== '' && !isSearchCategory(asked);
}
