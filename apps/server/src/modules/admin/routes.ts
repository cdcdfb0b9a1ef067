import type { FastifyPluginAsync } from 'fastify';
import { adminApi } from '@petmitra/core/admin/admin-api';
import { requireRole } from '../../auth/plugin';
import { route } from '../../http/route';
import { createAdminService } from './service';

/** Super-admin API: every operation here is refused to other roles. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  const admin = createAdminService(app.ctx);
  const superAdmin = { preHandler: requireRole('super_admin') };

  route(app, adminApi.users, superAdmin, async (request) => admin.users(request.query));

  // The embedded mailer's outbox: every email the platform wrote, newest first.
  route(app, adminApi.outbox, superAdmin, async (request) => ({
    emails: await admin.outbox(request.query.limit),
  }));
};
