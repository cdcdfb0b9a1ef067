import {
  NOTIFICATION_PRIORITY,
  notificationExpiry,
  type NotificationType,
} from '@petmitra/core/marketplace/notifications';
import type { Db } from '../../db/client';
import { createNotificationRepository } from './repository';

export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  /** Ids and the web link the notification leads to. */
  data?: Record<string, unknown>;
}

/**
 * Writes notification rows for domain events (priority and expiry by type, spec part 1
 * section 9). Pass the transaction's handle so the rows commit with the change they announce.
 */
export function createNotificationService(db: Db) {
  const write = (executor: Db, userIds: readonly string[], input: NotificationInput) => {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return Promise.resolve();
    const now = new Date();
    return createNotificationRepository(executor).insertMany(
      unique.map((userId) => ({
        userId,
        type: input.type,
        title: input.title,
        message: input.message,
        priority: NOTIFICATION_PRIORITY[input.type],
        data: input.data ?? {},
        createdAt: now,
        expiresAt: notificationExpiry(input.type, now),
      })),
    );
  };
  return {
    notify(userId: string, input: NotificationInput, executor: Db = db) {
      return write(executor, [userId], input);
    },
    notifyMany(userIds: readonly string[], input: NotificationInput, executor: Db = db) {
      return write(executor, userIds, input);
    },
    unreadCount(userId: string) {
      return createNotificationRepository(db).countUnread(userId, new Date());
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
