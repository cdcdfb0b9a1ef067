import type { FastifyPluginAsync } from 'fastify';
import { messagingApi } from '@petmitra/core/messaging/messaging-api';
import { currentUser, requireRole, requireUser } from '../../auth/plugin';
import { readSingleFile } from '../../http/multipart';
import { requireVerifiedEmail } from '../../auth/verified-email';
import { route } from '../../http/route';
import { createMessagingService } from './service';

/** Conversations between pet parents and providers, and the super admin's reports queue. */
export const messagingRoutes: FastifyPluginAsync = async (app) => {
  const messaging = createMessagingService(app.ctx);
  const signedIn = { preHandler: requireUser };
  // Sending needs a confirmed address (docs/decisions/0027-email-verification.md).
  const peopleVerified = {
    preHandler: [requireRole('pet_parent', 'service_provider'), requireVerifiedEmail],
  };
  const signedInVerified = { preHandler: [requireUser, requireVerifiedEmail] };
  const superAdmin = { onRequest: requireRole('super_admin') };

  route(app, messagingApi.start, peopleVerified, async (request, reply) => {
    const { conversation, created } = await messaging.start(currentUser(request), request.body);
    reply.status(created ? 201 : 200);
    return { conversation };
  });

  route(app, messagingApi.list, signedIn, async (request) => messaging.inbox(currentUser(request)));

  route(app, messagingApi.get, signedIn, async (request) => ({
    conversation: await messaging.get(currentUser(request), request.params.id),
  }));

  route(app, messagingApi.history, signedIn, async (request) =>
    messaging.history(currentUser(request), request.params.id, request.query),
  );

  route(app, messagingApi.send, signedInVerified, async (request, reply) => {
    const { message, created } = await messaging.send(
      currentUser(request),
      request.params.id,
      request.body,
    );
    reply.status(created ? 201 : 200);
    return { message };
  });

  route(app, messagingApi.sendPhoto, signedInVerified, async (request, reply) => {
    const upload = await readSingleFile(request);
    const { message, created } = await messaging.sendPhoto(
      currentUser(request),
      request.params.id,
      request.query.clientKey,
      upload,
    );
    reply.status(created ? 201 : 200);
    return { message };
  });

  route(app, messagingApi.read, signedIn, async (request) =>
    messaging.read(currentUser(request), request.params.id),
  );

  route(app, messagingApi.unread, signedIn, async (request) =>
    messaging.unread(currentUser(request)),
  );

  route(app, messagingApi.block, signedIn, async (request) => ({
    conversation: await messaging.block(currentUser(request), request.params.id, true),
  }));

  route(app, messagingApi.unblock, signedIn, async (request) => ({
    conversation: await messaging.block(currentUser(request), request.params.id, false),
  }));

  route(app, messagingApi.report, signedIn, async (request, reply) => {
    reply.status(201);
    return messaging.report(currentUser(request), request.params.id, request.body.reason);
  });

  route(app, messagingApi.reports, superAdmin, async (request) =>
    messaging.reports(request.query.status),
  );

  route(app, messagingApi.resolveReport, superAdmin, async (request) =>
    messaging.resolveReport(currentUser(request), request.params.id),
  );
};
