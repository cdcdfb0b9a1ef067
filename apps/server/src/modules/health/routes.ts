import type { FastifyPluginAsync } from 'fastify';
import { platformApi } from '@petmitra/core/platform/platform-api';
import { route } from '../../http/route';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, platformApi.health, {}, async () => ({ status: 'ok' as const }));
};
