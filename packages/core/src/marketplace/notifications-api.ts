import { z } from 'zod';
import { defineOperation } from '../api/operation';

/** The header bell's count (the notifications issue adds the list and settings). */
export const notificationsApi = {
  unreadCount: defineOperation({
    method: 'GET',
    path: '/api/notifications/unread-count',
    tags: ['notifications'],
    reply: z.object({ count: z.number() }),
  }),
};
