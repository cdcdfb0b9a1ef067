import type { FastifyPluginAsync } from 'fastify';
import { favoritesApi } from '@petmitra/core/discovery/providers-api';
import { currentUser, requireRole } from '../../auth/plugin';
import { route } from '../../http/route';
import { createFavoriteService } from './service';

/** Pet parents keep a list of favourite providers (Add to Favorites on the provider page). */
export const favoriteRoutes: FastifyPluginAsync = async (app) => {
  const favorites = createFavoriteService(app.ctx);
  const parent = { preHandler: requireRole('pet_parent') };

  route(app, favoritesApi.list, parent, async (request) => ({
    favorites: await favorites.list(currentUser(request)),
  }));

  route(app, favoritesApi.get, parent, async (request) => ({
    providerId: request.params.providerId,
    isFavorite: await favorites.isFavorite(currentUser(request).id, request.params.providerId),
  }));

  route(app, favoritesApi.add, parent, async (request, reply) => {
    const { created } = await favorites.add(currentUser(request), request.params.providerId);
    // 201 when added, 200 when it already was (adding again is fine).
    if (!created) reply.status(200);
    return { providerId: request.params.providerId, isFavorite: true };
  });

  route(app, favoritesApi.remove, parent, async (request) => {
    await favorites.remove(currentUser(request), request.params.providerId);
    return null;
  });
};
