import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { favoriteStateSchema } from '@petmitra/core/discovery/providers';
import { api } from '../../../lib/api-client';
import { favoriteQueryKeys } from './get-favorites';

type FavoriteState = z.infer<typeof favoriteStateSchema>;

export interface SetFavoriteInput {
  providerId: string;
  favorite: boolean;
}

/** POST adds the provider to the parent's favourites, DELETE removes it; both may be repeated. */
export async function setFavorite({
  providerId,
  favorite,
}: SetFavoriteInput): Promise<FavoriteState> {
  const path = `/api/favorites/${encodeURIComponent(providerId)}`;
  if (favorite) return favoriteStateSchema.parse(await api.post<unknown>(path));
  await api.delete<void>(path);
  return { providerId, isFavorite: false };
}

export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteQueryKeys.all }),
  });
}
