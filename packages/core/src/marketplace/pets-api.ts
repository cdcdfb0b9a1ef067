import { z } from 'zod';
import { defineOperation } from '../api/operation';
import { idParamsSchema } from '../api/schemas';
import { petInputSchema, petSchema, petSummarySchema, petUpdateSchema } from './pets';

const petReply = z.object({ pet: petSchema });

/** My Pets (pet parents only). */
export const petsApi = {
  list: defineOperation({
    method: 'GET',
    path: '/api/pets',
    tags: ['pets'],
    summary: "The parent's pets, newest first, with the My Pets summary",
    reply: z.object({ pets: z.array(petSchema), summary: petSummarySchema }),
  }),
  create: defineOperation({
    method: 'POST',
    path: '/api/pets',
    tags: ['pets'],
    body: petInputSchema,
    status: 201,
    reply: petReply,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/api/pets/:id',
    tags: ['pets'],
    params: idParamsSchema,
    reply: petReply,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/api/pets/:id',
    tags: ['pets'],
    params: idParamsSchema,
    body: petUpdateSchema,
    reply: petReply,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/api/pets/:id',
    tags: ['pets'],
    params: idParamsSchema,
    status: 204,
    reply: z.null(),
  }),
  uploadPhoto: defineOperation({
    method: 'POST',
    path: '/api/pets/:id/photo',
    tags: ['pets'],
    summary: 'Replaces the pet photo (multipart field `file`)',
    params: idParamsSchema,
    multipart: true,
    reply: petReply,
  }),
};
