import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReplyOf } from '@petmitra/core/api/operation';
import { petsApi } from '@petmitra/core/marketplace/pets-api';
import { call } from '../../../lib/api-client';

/** Every pets query starts with this key, so one invalidation refreshes them all. */
export const petsQueryKey = ['pets'] as const;

export type MyPetsReply = ReplyOf<typeof petsApi.list>;

export const myPetsQueryOptions = () =>
  queryOptions({
    queryKey: [...petsQueryKey, 'mine'],
    queryFn: ({ signal }) => call(petsApi.list, { signal }),
  });

/** The signed-in parent's pets, newest first, with the My Pets summary. */
export function useMyPets() {
  return useQuery(myPetsQueryOptions());
}
