import { queryOptions, useQuery } from '@tanstack/react-query';
import { petsApi } from '@petmitra/core/marketplace/pets-api';
import { call } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

/** The parent's pets, for the request form's Pet choice. */
export const petChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'pet-choices'],
    queryFn: async ({ signal }) => (await call(petsApi.list, { signal })).pets,
    // A pet added a moment ago on /add-pet must be offered.
    refetchOnMount: 'always',
  });

export function usePetChoices(enabled = true) {
  return useQuery({ ...petChoicesQueryOptions(), enabled });
}
