import type { FastifyPluginAsync } from 'fastify';
import { providersApi } from '@petmitra/core/discovery/providers-api';
import { route } from '../../http/route';
import { createProviderDirectory } from './service';

/** Public: the provider profile page (/provider/{id}). */
export const providerRoutes: FastifyPluginAsync = async (app) => {
  const directory = createProviderDirectory(app.ctx);

  route(app, providersApi.profile, {}, async (request) => ({
    provider: await directory.profile(request.params.id, request.user),
  }));
};
