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
    () => readSearchFilters(searchParams, routeCategory ? { category: routeCategory } : {}),
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

  // /search/foo or ?category=foo: 'not found', never a silent fallback to every service.
  const asked = (routeCategory ?? searchParams.get('category') ?? '').trim().toLowerCase();
  const categoryNotFound = asked !== '' && !isSearchCategory(asked);

  return { filters, setFilters, base, categoryNotFound };
}
