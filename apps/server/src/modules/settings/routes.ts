import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SETTINGS_MESSAGES } from '@petmitra/core/admin/settings-form';
import { platformApi } from '@petmitra/core/platform/platform-api';
import { errorBody } from '../../http/errors';
import { isApiRequest, routedPath } from '../../http/security';
import { route } from '../../http/route';

/** The public settings (general group): the shell's site name, titles and maintenance page. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  route(app, platformApi.publicSettings, {}, async () => {
    const s = await app.ctx.settings.all();
    return {
      siteName: s.site_name,
      siteDescription: s.site_description,
      maintenanceMode: s.maintenance_mode,
      allowRegistrations: s.allow_registrations,
    };
  });
};

/** Signing in and out stay open, so a super admin can come in and switch maintenance off. */
const OPEN_IN_MAINTENANCE = new Set([
  '/api/auth/login',
  '/api/auth/login/two-factor',
  '/api/auth/logout',
  '/api/auth/session',
]);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Maintenance mode (system setting maintenance_mode): every API write is refused with 503 to
 * everyone but super admins; reads go on (the web app shows its maintenance page). Registered
 * after the auth plugin, so the signed-in user is known.
 */
export const maintenancePlugin = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (READS.has(request.method) || !isApiRequest(request)) return;
    if (OPEN_IN_MAINTENANCE.has(routedPath(request))) return;
    if (request.user?.role === 'super_admin') return;
    if (!(await app.ctx.settings.get('maintenance_mode'))) return;
    return reply
      .status(503)
      .header('retry-after', '300')
      .send(errorBody('maintenance', SETTINGS_MESSAGES.maintenance));
  });
});
