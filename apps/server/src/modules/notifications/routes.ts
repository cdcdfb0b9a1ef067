import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../auth/plugin';
import { createNotificationService } from './service';

/** Only the bell's count for now; the notifications issue adds the list and settings. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = createNotificationService(app.ctx.db);

  app.get(
    '/notifications/unread-count',
    {
      preHandler: requireUser,
      schema: { tags: ['notifications'], response: { 200: z.object({ count: z.number() }) } },
    },
    async (request) => ({ count: await notifications.unreadCount(currentUser(request).id) }),
  );
};
