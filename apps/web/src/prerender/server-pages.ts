import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { SEARCH_CATEGORY_TITLES, SEARCH_MESSAGES } from '@petmitra/core/discovery/search';
import type { ProviderProfile } from '@petmitra/core/discovery/providers';
import { PROVIDER_MESSAGES } from '@petmitra/core/discovery/provider-messages';
import { isUuid } from '@petmitra/core/marketplace/ids';
import { firstSearchPageUrl, searchQueryKeys } from '../features/search/api/search-services';
import { isUnknownCategory, searchFiltersOf } from '../features/search/hooks/use-search-filters';
import {
  profileOf,
  providerProfileUrl,
  providerQueryKeys,
} from '../features/providers/api/get-provider';

/**
 * The pages the server renders on each request, with their data
 * (docs/decisions/0032-server-rendered-search-and-profiles.md): public, the same markup for a
 * given URL and API answers, and slow to show when rendered in the browser (the page waits for
 * the app's scripts, then for its data). What depends on the visitor beyond the API's answers
 * renders as on a prerendered page (hooks/use-hydrated.ts).
 */

/** One query the page's first render reads, and where the browser would fetch it. */
export interface ServerQuery {
  queryKey: QueryKey;
  /** The API URL the query's function asks for (a GET). */
  url: string;
  /** The query's data, from the API's reply, exactly as the query's function makes it. */
  data: (reply: never) => unknown;
  /**
   * The query's data when the API answers 404, if its function turns that into an answer (a
   * provider that is not there); otherwise the query is left for the browser to ask again.
   */
  notFound?: unknown;
}

export interface ServerRenderedPage {
  /** The route's path, as React Router and Fastify both write it. */
  route: string;
  /** The template's name under the server build (dist-server/pages/<file>.html). */
  file: string;
  /** The modules the route loads, as Vite's manifest names them (stylesheets and preloads). */
  modules: string[];
  /** What the page reads in its first render, for this URL. */
  queries: (url: URL, params: Params) => ServerQuery[];
  /** The page's own 404: it renders its not-found state, answered with that status. */
  notFound?: (url: URL, params: Params) => boolean;
  /** The tab title's page part (usePageTitle), from the loaded data. */
  title: (url: URL, params: Params, client: QueryClient) => string | undefined;
}

const SEARCH_MODULE = 'src/features/search/pages/search-page.tsx';

const searchPage = (route: string): ServerRenderedPage => ({
  route,
  file: 'search',
  modules: [SEARCH_MODULE],
  queries: (url, params) => {
    if (isUnknownCategory(params.category, url.searchParams)) return [];
    const filters = searchFiltersOf(url.searchParams, params.category);
    return [
      {
        queryKey: searchQueryKeys.services(filters),
        url: firstSearchPageUrl(filters),
        // An infinite query: its first page.
        data: (reply) => ({ pages: [reply], pageParams: [1] }),
      },
    ];
  },
  notFound: (url, params) => isUnknownCategory(params.category, url.searchParams),
  title: (url, params) =>
    isUnknownCategory(params.category, url.searchParams)
      ? SEARCH_MESSAGES.categoryNotFound
      : SEARCH_CATEGORY_TITLES[searchFiltersOf(url.searchParams, params.category).category],
});

export const SERVER_RENDERED_PAGES: ServerRenderedPage[] = [
  searchPage('/search'),
  searchPage('/search/:category'),
  {
    route: '/provider/:id',
    file: 'provider',
    modules: [
      'src/features/providers/pages/provider-profile-page.tsx',
      'src/features/favorites/components/favorite-button.tsx',
      'src/features/messaging/components/message-button.tsx',
    ],
    queries: (_url, { id = '' }) =>
      isUuid(id)
        ? [
            {
              queryKey: providerQueryKeys.detail(id),
              url: providerProfileUrl(id),
              data: profileOf,
              // getProvider's answer for a provider that is not there: Provider Not Found.
              notFound: null,
            },
          ]
        : [],
    notFound: (_url, { id = '' }) => !isUuid(id),
    title: (_url, { id = '' }, client) => {
      const profile = client.getQueryData<ProviderProfile | null>(providerQueryKeys.detail(id));
      return profile === null || !isUuid(id) ? PROVIDER_MESSAGES.notFoundTitle : profile?.name;
    },
  },
];
