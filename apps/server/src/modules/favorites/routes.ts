import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  favoriteParamsSchema,
  favoritesSchema,
  favoriteStateSchema,
} from '@petmitra/core/discovery/providers';
import { currentUser, requireRole } from '../../auth/plugin';
import { createFavoriteService } from './service';

/** Pet parents keep a list of favourite providers (Add to Favorites on the provider page). */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const favorites = createFavoriteService(app.ctx);
  app.addHook('preHandler', requireRole('pet_parent'));

  app.get(
    '/',
    { schema: { tags: ['favorites'], response: { 200: favoritesSchema } } },
    async (request) => ({ favorites: await favorites.list(currentUser(request)) }),
  );

  app.get(
    '/:providerId',
    {
      schema: {
        tags: ['favorites'],
        params: favoriteParamsSchema,
        response: { 200: favoriteStateSchema },
      },
    },
    async (request) => ({
      providerId: request.params.providerId,
      isFavorite: await favorites.isFavorite(currentUser(request).id, request.params.providerId),
    }),
  );

  app.post(
    '/:providerId',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Adds a provider to the favourites (again is fine)',
        params: favoriteParamsSchema,
        response: { 200: favoriteStateSchema, 201: favoriteStateSchema },
      },
    },
    async (request, reply) => {
      const { created } = await favorites.add(currentUser(request), request.params.providerId);
      return reply
        .status(created ? 201 : 200)
        .send({ providerId: request.params.providerId, isFavorite: true });
    },
  );

  app.delete(
    '/:providerId',
    {
      schema: {
        tags: ['favorites'],
        params: favoriteParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await favorites.remove(currentUser(request), request.params.providerId);
      return reply.status(204).send(null);
    },
  );
};
