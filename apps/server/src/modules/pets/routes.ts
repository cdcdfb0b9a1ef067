import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  petInputSchema,
  petSchema,
  petSummarySchema,
  petUpdateSchema,
  summarisePets,
} from '@petmitra/core/marketplace/pets';
import { currentUser, requireRole } from '../../auth/plugin';
import { readSingleFile } from '../../http/multipart';
import { createPetService } from './service';

const idParams = z.object({ id: z.string().max(64) });
const petReply = z.object({ pet: petSchema });

/** My Pets (pet parents only). */
export const petRoutes: FastifyPluginAsyncZod = async (app) => {
  const pets = createPetService(app.ctx);
  app.addHook('preHandler', requireRole('pet_parent'));

  app.get(
    '/',
    {
      schema: {
        tags: ['pets'],
        response: { 200: z.object({ pets: z.array(petSchema), summary: petSummarySchema }) },
      },
    },
    async (request) => {
      const list = await pets.list(currentUser(request));
      return { pets: list, summary: summarisePets(list) };
    },
  );

  app.post(
    '/',
    { schema: { tags: ['pets'], body: petInputSchema, response: { 201: petReply } } },
    async (request, reply) =>
      reply.status(201).send({ pet: await pets.create(currentUser(request), request.body) }),
  );

  app.get(
    '/:id',
    { schema: { tags: ['pets'], params: idParams, response: { 200: petReply } } },
    async (request) => ({ pet: await pets.get(currentUser(request), request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['pets'],
        params: idParams,
        body: petUpdateSchema,
        response: { 200: petReply },
      },
    },
    async (request) => ({
      pet: await pets.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    { schema: { tags: ['pets'], params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await pets.remove(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/photo',
    {
      config: { multipart: true },
      schema: {
        tags: ['pets'],
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: petReply },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // Ownership first, so a stranger's upload is refused before it is read or stored.
      await pets.get(user, request.params.id);
      const file = await readSingleFile(request);
      return { pet: await pets.setPhoto(user, request.params.id, file) };
    },
  );
};
