import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { petSchema, type Pet } from '@petmitra/core/marketplace/pets';
import { api } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

const petsReplySchema = z.object({ pets: z.array(petSchema) });

/** The parent's pets, for the request form's Pet choice. */
export async function getPetChoices(signal?: AbortSignal): Promise<Pet[]> {
  return petsReplySchema.parse(await api.get<unknown>('/api/pets', { signal })).pets;
}

export const petChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'pet-choices'],
    queryFn: ({ signal }) => getPetChoices(signal),
    // A pet added a moment ago on /add-pet must be offered.
    refetchOnMount: 'always',
  });

export function usePetChoices(enabled = true) {
  return useQuery({ ...petChoicesQueryOptions(), enabled });
}
