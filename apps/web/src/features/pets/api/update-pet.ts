import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '@petmitra/core/api/operation';
import type { Pet } from '@petmitra/core/marketplace/pets';
import { petsApi } from '@petmitra/core/marketplace/pets-api';
import { call } from '../../../lib/api-client';
import { petsQueryKey } from './get-my-pets';
import { uploadPetPhoto } from './upload-pet-photo';

type PetChanges = BodyIn<typeof petsApi.update>;

export async function updatePet(petId: string, input: PetChanges): Promise<Pet> {
  return (await call(petsApi.update, { params: { id: petId }, body: input })).pet;
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
      input: PetChanges;
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
