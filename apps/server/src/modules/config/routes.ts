import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SITE } from '@petmitra/core/settings';

/** Public runtime configuration the web app needs (never secrets). */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.ctx;
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        response: {
          200: z.object({
            siteName: z.string(),
            mapTileUrl: z.string(),
            mapAttribution: z.string(),
            sandboxPayments: z.boolean(),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        siteName: SITE.siteName,
        mapTileUrl: env.MAP_TILE_URL,
        mapAttribution: env.MAP_ATTRIBUTION,
        sandboxPayments: true,
      };
    },
  );
};
