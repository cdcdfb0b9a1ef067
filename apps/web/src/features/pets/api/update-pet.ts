import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { petSchema, type Pet, type PetUpdateInput } from '@petmitra/core/marketplace/pets';
import { api } from '../../../lib/api-client';
import { petsQueryKey } from './get-my-pets';
import { uploadPetPhoto } from './upload-pet-photo';

const petReplySchema = z.object({ pet: petSchema });

export async function updatePet(petId: string, input: PetUpdateInput): Promise<Pet> {
  return petReplySchema.parse(await api.patch<unknown>(`/api/pets/${petId}`, input)).pet;
}

export interface UpdatePetResult {
  pet: Pet;
  /** Set when the details were saved but the new photo was refused or failed to upload. */
  photoError: unknown;
}

/** Saves the edit modal: the details, then the new photo if one was picked. */
export function useUpdatePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      petId,
      input,
      photo,
    }: {
      petId: string;
      input: PetUpdateInput;
      photo: File | null;
    }): Promise<UpdatePetResult> => {
      const pet = await updatePet(petId, input);
      if (!photo) return { pet, photoError: null };
      try {
        return { pet: await uploadPetPhoto(petId, photo), photoError: null };
      } catch (photoError) {
        return { pet, photoError };
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petsQueryKey }),
  });
}
