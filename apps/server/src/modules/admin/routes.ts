import type { FastifyPluginAsync } from 'fastify';
import { adminApi } from '@petmitra/core/admin/admin-api';
import { currentUser, requireRole } from '../../auth/plugin';
import { route } from '../../http/route';
import { createAnalytics } from './analytics';
import { runDiagnostics } from './diagnostics';
import { reportPdf } from './report-pdf';
import { reportFileName } from '@petmitra/core/admin/reports';
import { createSecurityDashboard } from './security';
import { createAdminService } from './service';
import { createTwoFactor } from '../auth/service';

/**
 * Super-admin API: every operation here is refused to other roles, and to a suspended admin
 * (the session lookup refuses suspended accounts, so they arrive signed out).
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  const admin = createAdminService(app.ctx);
  const analytics = createAnalytics(app.ctx.db);
  const security = createSecurityDashboard(app.ctx);
  const twoFactor = createTwoFactor(app.ctx);
  // onRequest: refused before the body is read, so a guest's bad body still gets 401.
  const superAdmin = { onRequest: requireRole('super_admin') };

  route(app, adminApi.users, superAdmin, async (request) => admin.users(request.query));

  route(app, adminApi.user, superAdmin, async (request) => admin.user(request.params.id));

  route(app, adminApi.updateUser, superAdmin, async (request) => ({
    user: await admin.updateUser(currentUser(request), request.params.id, request.body),
  }));

  route(app, adminApi.suspendUser, superAdmin, async (request) => ({
    user: await admin.suspendUser(currentUser(request), request.params.id),
  }));

  route(app, adminApi.reactivateUser, superAdmin, async (request) => ({
    user: await admin.reactivateUser(currentUser(request), request.params.id),
  }));

  route(app, adminApi.audit, superAdmin, async (request) => ({
    entries: await admin.audit(request.query.limit),
  }));

  route(app, adminApi.settings, superAdmin, async () => admin.settings());

  route(app, adminApi.saveSettings, superAdmin, async (request) =>
    admin.saveSettings(currentUser(request), request.body),
  );

  route(app, adminApi.testEmail, superAdmin, async (request) => admin.testEmail(request.body));

  route(app, adminApi.analytics, superAdmin, async () => analytics.analytics());

  route(app, adminApi.report, superAdmin, async (request) =>
    analytics.report(request.query.period),
  );

  route(app, adminApi.reportPdf, superAdmin, async (request, reply) => {
    const report = await analytics.report(request.query.period);
    const pdf = await reportPdf(report, await app.ctx.settings.get('site_name'));
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${reportFileName(report, 'pdf')}"`)
      .header('cache-control', 'private, no-store');
    return Buffer.from(pdf);
  });

  route(app, adminApi.diagnostics, superAdmin, async () => ({
    ranAt: new Date().toISOString(),
    results: await runDiagnostics(app.ctx),
  }));

  route(app, adminApi.securityDashboard, superAdmin, async () => security.dashboard());

  route(app, adminApi.securityLog, superAdmin, async (request) => ({
    entries: await security.latest(request.query.limit),
    generatedAt: new Date().toISOString(),
  }));

  route(app, adminApi.twoFactorStatus, superAdmin, async (request) =>
    twoFactor.status(currentUser(request)),
  );

  route(app, adminApi.twoFactorSetup, superAdmin, async (request) =>
    twoFactor.setup(currentUser(request)),
  );

  route(app, adminApi.twoFactorEnable, superAdmin, async (request) =>
    twoFactor.enable(currentUser(request), request.body.code, request.ip),
  );

  route(app, adminApi.twoFactorDisable, superAdmin, async (request) => {
    await twoFactor.disable(currentUser(request), request.body.code, request.ip);
    return { enabled: false as const };
  });

  // The embedded mailer's outbox: every email the platform wrote, newest first.
  route(app, adminApi.outbox, superAdmin, async (request) => ({
    emails: await admin.outbox(request.query.limit),
  }));
};
