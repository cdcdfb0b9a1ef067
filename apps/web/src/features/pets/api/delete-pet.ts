import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { petsQueryKey } from './get-my-pets';

export function deletePet(petId: string): Promise<void> {
  return api.delete<void>(`/api/pets/${petId}`);
}

export function useDeletePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petsQueryKey }),
  });
}
