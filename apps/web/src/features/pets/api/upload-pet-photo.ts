import { z } from 'zod';
import { petSchema, type Pet } from '@petmitra/core/marketplace/pets';
import { api } from '../../../lib/api-client';

const petReplySchema = z.object({ pet: petSchema });

/**
 * Multipart upload (field `file`); the API checks the bytes, resizes and stores the photo. Used
 * by the create and update mutations, which invalidate the pets queries once both steps ran.
 */
export async function uploadPetPhoto(petId: string, file: File): Promise<Pet> {
  const formData = new FormData();
  formData.append('file', file);
  return petReplySchema.parse(await api.upload<unknown>(`/api/pets/${petId}/photo`, formData)).pet;
}
