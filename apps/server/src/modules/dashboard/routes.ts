import type { FastifyPluginAsync } from 'fastify';
import { dashboardApi } from '@petmitra/core/marketplace/dashboard-api';
import { currentUser, requireRole } from '../../auth/plugin';
import { requestNow } from '../../http/clock';
import { route } from '../../http/route';
import { createDashboardService } from './service';

/** /owner-home and /provider-home figures. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const dashboard = createDashboardService(app.ctx);

  route(app, dashboardApi.parent, { preHandler: requireRole('pet_parent') }, async (request) =>
    dashboard.parent(currentUser(request), requestNow(request)),
  );

  route(
    app,
    dashboardApi.provider,
    { preHandler: requireRole('service_provider') },
    async (request) => dashboard.provider(currentUser(request), requestNow(request)),
  );
};
