import type { Pet } from '@petmitra/core/marketplace/pets';
import { petsApi } from '@petmitra/core/marketplace/pets-api';
import { call } from '../../../lib/api-client';

/**
 * Multipart upload (field `file`); the API checks the bytes, resizes and stores the photo. Used
 * by the create and update mutations, which invalidate the pets queries once both steps ran.
 */
export async function uploadPetPhoto(petId: string, file: File): Promise<Pet> {
  const formData = new FormData();
  formData.append('file', file);
  return (await call(petsApi.uploadPhoto, { params: { id: petId }, formData })).pet;
}
