import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  parentDashboardSchema,
  providerDashboardSchema,
} from '@petmitra/core/marketplace/dashboard';
import { currentUser, requireRole } from '../../auth/plugin';
import { createDashboardService } from './service';

/** /owner-home and /provider-home figures. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = createDashboardService(app.ctx);

  app.get(
    '/dashboard/parent',
    {
      preHandler: requireRole('pet_parent'),
      schema: { tags: ['dashboard'], response: { 200: parentDashboardSchema } },
    },
    async (request) => dashboard.parent(currentUser(request)),
  );

  app.get(
    '/dashboard/provider',
    {
      preHandler: requireRole('service_provider'),
      schema: { tags: ['dashboard'], response: { 200: providerDashboardSchema } },
    },
    async (request) => dashboard.provider(currentUser(request)),
  );
};
