import { queryOptions, useQuery } from '@tanstack/react-query';
import { favoritesSchema, type FavoriteProvider } from '@petmitra/core/discovery/providers';
import { api } from '../../../lib/api-client';

/** GET /api/favorites: the signed-in pet parent's saved providers, newest first. */
export async function getFavorites(signal?: AbortSignal): Promise<FavoriteProvider[]> {
  return favoritesSchema.parse(await api.get<unknown>('/api/favorites', { signal })).favorites;
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
