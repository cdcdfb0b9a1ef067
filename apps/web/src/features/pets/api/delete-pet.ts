import { useMutation, useQueryClient } from '@tanstack/react-query';
import { petsApi } from '@petmitra/core/marketplace/pets-api';
import { call } from '../../../lib/api-client';
import { petsQueryKey } from './get-my-pets';

export function useDeletePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (petId: string) => call(petsApi.remove, { params: { id: petId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petsQueryKey }),
  });
}
