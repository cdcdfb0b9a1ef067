import type { FastifyPluginAsync } from 'fastify';
import { platformApi } from '@petmitra/core/platform/platform-api';
import { SITE } from '@petmitra/core/settings';
import { route } from '../../http/route';

/** Public runtime configuration the web app needs (never secrets). */
export const configRoutes: FastifyPluginAsync = async (app) => {
  const { env } = app.ctx;
  route(app, platformApi.config, {}, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return {
      siteName: SITE.siteName,
      mapTileUrl: env.MAP_TILE_URL,
      mapAttribution: env.MAP_ATTRIBUTION,
      sandboxPayments: true,
    };
  });
};
