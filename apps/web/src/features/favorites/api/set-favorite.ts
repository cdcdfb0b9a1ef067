import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyOf } from '@petmitra/core/api/operation';
import { favoritesApi } from '@petmitra/core/discovery/providers-api';
import { call } from '../../../lib/api-client';
import { favoriteQueryKeys } from './get-favorites';

type FavoriteState = ReplyOf<typeof favoritesApi.add>;

export interface SetFavoriteInput {
  providerId: string;
  favorite: boolean;
}

/** Adds the provider to the parent's favourites or removes it; both may be repeated. */
export async function setFavorite({
  providerId,
  favorite,
}: SetFavoriteInput): Promise<FavoriteState> {
  const params = { providerId };
  if (favorite) return call(favoritesApi.add, { params });
  await call(favoritesApi.remove, { params });
  return { providerId, isFavorite: false };
}

export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteQueryKeys.all }),
  });
}
