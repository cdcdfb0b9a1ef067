import type { FastifyPluginAsync } from 'fastify';
import { notificationsApi } from '@petmitra/core/marketplace/notifications-api';
import { currentUser, requireUser } from '../../auth/plugin';
import { route } from '../../http/route';
import { createNotificationService } from './service';

/** Only the bell's count for now; the notifications issue adds the list and settings. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const notifications = createNotificationService(app.ctx.db);

  route(app, notificationsApi.unreadCount, { preHandler: requireUser }, async (request) => ({
    count: await notifications.unreadCount(currentUser(request).id),
  }));
};
