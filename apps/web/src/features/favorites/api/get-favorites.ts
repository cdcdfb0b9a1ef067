import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteProvider } from '@petmitra/core/discovery/providers';
import { favoritesApi } from '@petmitra/core/discovery/providers-api';
import { call } from '../../../lib/api-client';

/** The signed-in pet parent's saved providers, newest first. */
export async function getFavorites(signal?: AbortSignal): Promise<FavoriteProvider[]> {
  return (await call(favoritesApi.list, { signal })).favorites;
}

export const favoriteQueryKeys = {
  all: ['favorites'] as const,
};

export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: favoriteQueryKeys.all,
    queryFn: ({ signal }) => getFavorites(signal),
  });

export function useFavorites() {
  return useQuery(favoritesQueryOptions());
}
