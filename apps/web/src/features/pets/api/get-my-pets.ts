import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { petSchema, petSummarySchema } from '@petmitra/core/marketplace/pets';
import { api } from '../../../lib/api-client';

/** Every pets query starts with this key, so one invalidation refreshes them all. */
export const petsQueryKey = ['pets'] as const;

const myPetsReplySchema = z.object({ pets: z.array(petSchema), summary: petSummarySchema });
export type MyPetsReply = z.infer<typeof myPetsReplySchema>;

/** The signed-in parent's pets, newest first, with the My Pets summary. */
export async function getMyPets(signal?: AbortSignal): Promise<MyPetsReply> {
  return myPetsReplySchema.parse(await api.get<unknown>('/api/pets', { signal }));
}

export const myPetsQueryOptions = () =>
  queryOptions({
    queryKey: [...petsQueryKey, 'mine'],
    queryFn: ({ signal }) => getMyPets(signal),
  });

export function useMyPets() {
  return useQuery(myPetsQueryOptions());
}
