import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { providerProfileReplySchema } from '@petmitra/core/discovery/providers';
import { createFavoriteService } from '../favorites/service';
import { createProviderDirectory } from './service';

const params = z.object({ id: z.string() });

/** Public: the provider profile page (/provider/{id}). */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const directory = createProviderDirectory(app.ctx);
  const favorites = createFavoriteService(app.ctx);

  app.get(
    '/:id',
    {
      schema: {
        tags: ['providers'],
        summary: "A provider's public profile; 404 'Provider not found' for anyone else",
        params,
        response: { 200: providerProfileReplySchema },
      },
    },
    async (request) => {
      const profile = await directory.profile(request.params.id);
      const viewer = request.user;
      const isFavorite =
        viewer?.role === 'pet_parent' ? await favorites.isFavorite(viewer.id, profile.id) : null;
      return { provider: { ...profile, isFavorite } };
    },
  );
};
