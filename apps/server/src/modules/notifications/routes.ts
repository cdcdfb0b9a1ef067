import type { FastifyPluginAsync } from 'fastify';
import { adminApi } from '@petmitra/core/admin/admin-api';
import { notificationsApi } from '@petmitra/core/marketplace/notifications-api';
import { currentUser, requireRole, requireUser } from '../../auth/plugin';
import { route } from '../../http/route';
import { createNotificationService } from './service';
import { createOutboxService } from './outbox';

/**
 * The signed-in user's notifications, settings, push subscriptions and email preferences; the
 * signed unsubscribe links (no sign-in); the super admin's email outbox.
 */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const notifications = createNotificationService(app.ctx);
  const outbox = createOutboxService(app.ctx);
  const signedIn = { preHandler: requireUser };
  const superAdmin = { onRequest: requireRole('super_admin') };
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  route(app, notificationsApi.unreadCount, signedIn, async (request) => ({
    count: await notifications.unreadCount(me(request)),
  }));
  route(app, notificationsApi.list, signedIn, async (request) =>
    notifications.list(me(request), request.query),
  );
  route(app, notificationsApi.markRead, signedIn, async (request) =>
    notifications.markRead(me(request), request.params.id),
  );
  route(app, notificationsApi.markManyRead, signedIn, async (request) =>
    notifications.markManyRead(me(request), request.body.ids),
  );
  route(app, notificationsApi.markAllRead, signedIn, async (request) =>
    notifications.markAllRead(me(request)),
  );
  route(app, notificationsApi.remove, signedIn, async (request) =>
    notifications.remove(me(request), request.params.id),
  );
  route(app, notificationsApi.removeMany, signedIn, async (request) =>
    notifications.removeMany(me(request), request.body.ids),
  );
  route(app, notificationsApi.clearAll, signedIn, async (request) =>
    notifications.clearAll(me(request)),
  );

  route(app, notificationsApi.settings, signedIn, async (request) =>
    notifications.settings(me(request)),
  );
  route(app, notificationsApi.saveSettings, signedIn, async (request) =>
    notifications.saveSettings(me(request), {
      ...request.body,
      categories: request.body.categories as never,
    }),
  );

  route(app, notificationsApi.pushKey, signedIn, async () => notifications.pushKey());
  route(app, notificationsApi.pushSubscribe, signedIn, async (request) =>
    notifications.subscribePush(me(request), request.body, request.headers['user-agent'] ?? null),
  );
  route(app, notificationsApi.pushUnsubscribe, signedIn, async (request) =>
    notifications.unsubscribePush(me(request), request.body.endpoint),
  );

  route(app, notificationsApi.emailPreferences, signedIn, async (request) =>
    notifications.emailPreferences(me(request)),
  );
  route(app, notificationsApi.saveEmailPreferences, signedIn, async (request) =>
    notifications.saveEmailPreferences(me(request), request.body),
  );
  route(app, notificationsApi.testEmail, signedIn, async (request) =>
    notifications.sendTestEmail(currentUser(request), request.body),
  );

  route(app, notificationsApi.unsubscribeInfo, {}, async (request) => {
    const { email, scope, label } = await notifications.unsubscribeInfo(request.query.token);
    return { email, scope, label };
  });
  route(app, notificationsApi.unsubscribe, {}, async (request) =>
    notifications.unsubscribe(request.body.token),
  );

  // RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` as a
  // form to the List-Unsubscribe address, without cookies. Outside /api (no JSON, no CSRF
  // token: the signed link is the authority).
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'text/plain'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/email/unsubscribe',
      { schema: { hide: true }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const token = (request.query as Record<string, unknown>).token;
        if (typeof token !== 'string' || token.length > 500) {
          return reply.status(400).send({ ok: false });
        }
        try {
          await notifications.unsubscribe(token);
        } catch {
          return reply.status(404).send({ ok: false });
        }
        return reply.status(200).send({ ok: true });
      },
    );
  });

  // The admin console's Email Outbox (contract in adminApi, with the other admin operations).
  route(app, adminApi.emailOutbox, superAdmin, async (request) => outbox.list(request.query));
  route(app, adminApi.retryEmail, superAdmin, async (request) => outbox.retry(request.params.id));
};
