import type { FastifyPluginAsync } from 'fastify';
import { platformApi } from '@petmitra/core/platform/platform-api';
import { route } from '../../http/route';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, platformApi.health, { config: { sessionless: true } }, async () => ({
    status: 'ok' as const,
  }));
};
