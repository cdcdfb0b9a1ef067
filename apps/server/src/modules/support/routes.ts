import type { FastifyPluginAsync } from 'fastify';
import { supportApi } from '@petmitra/core/support/support-api';
import { currentUser, requireRole } from '../../auth/plugin';
import { route } from '../../http/route';
import { createSupportService } from './service';

/** Contact Us and feedback (anyone), and the super admin's inboxes. */
export const supportRoutes: FastifyPluginAsync = async (app) => {
  const support = createSupportService(app.ctx);
  const superAdmin = { onRequest: requireRole('super_admin') };

  route(app, supportApi.sendContact, {}, async (request, reply) => {
    await support.sendContact(request.body, { ip: request.ip, userId: request.user?.id ?? null });
    reply.status(201);
    return { ok: true as const };
  });

  route(app, supportApi.sendFeedback, {}, async (request, reply) => {
    await support.sendFeedback(request.body, { ip: request.ip, userId: request.user?.id ?? null });
    reply.status(201);
    return { ok: true as const };
  });

  route(app, supportApi.contactInbox, superAdmin, async (request) =>
    support.contactInbox(request.query),
  );
  route(app, supportApi.setContactStatus, superAdmin, async (request) => ({
    message: await support.setContactStatus(request.params.id, request.body.status),
  }));
  route(app, supportApi.replyContact, superAdmin, async (request) => ({
    message: await support.replyContact(
      request.params.id,
      request.body.reply,
      currentUser(request).id,
    ),
  }));
  route(app, supportApi.feedbackInbox, superAdmin, async (request) =>
    support.feedbackInbox(request.query),
  );
  route(app, supportApi.setFeedbackStatus, superAdmin, async (request) => ({
    entry: await support.setFeedbackStatus(request.params.id, request.body.status),
  }));
};
