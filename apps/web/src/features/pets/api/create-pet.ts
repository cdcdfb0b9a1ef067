import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pet, PetFormValues } from '@petmitra/core/marketplace/pets';
import { petsApi } from '@petmitra/core/marketplace/pets-api';
import { call } from '../../../lib/api-client';
import { petsQueryKey } from './get-my-pets';
import { uploadPetPhoto } from './upload-pet-photo';

export async function createPet(input: PetFormValues): Promise<Pet> {
  return (await call(petsApi.create, { body: input })).pet;
}

export interface CreatePetResult {
  pet: Pet;
  /** Set when the pet was saved but its photo was refused or failed to upload. */
  photoError: unknown;
}

/** Creates the pet, then uploads its photo (the photo needs the new pet's id). */
export function useCreatePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      input,
      photo,
    }: {
      input: PetFormValues;
      photo: File | null;
    }): Promise<CreatePetResult> => {
      const pet = await createPet(input);
      if (!photo) return { pet, photoError: null };
      try {
        return { pet: await uploadPetPhoto(pet.id, photo), photoError: null };
      } catch (photoError) {
        return { pet, photoError };
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petsQueryKey }),
  });
}
