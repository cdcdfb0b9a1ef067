import type { FastifyPluginAsync } from 'fastify';
import { platformApi } from '@petmitra/core/platform/platform-api';
import { SITE } from '@petmitra/core/settings';
import { siteInfoSettingsSchema } from '@petmitra/core/site-info-schema';
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
  // Company details and figures for the site's pages, read from the settings module.
  route(app, platformApi.siteInfo, {}, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return siteInfoSettingsSchema.parse(await app.ctx.settings.publicSettings());
  });
};
