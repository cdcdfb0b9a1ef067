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

export interface NotifyOptions {
  /**
   * The event the notification reports: a consumer that runs twice for one event (at-least-once
   * delivery) writes one row per user, not two.
   */
  dedupeKey?: string;
  executor?: Db;
}

/**
 * Writes notification rows for domain events (priority and expiry by type, spec part 1
 * section 9). Called by event consumers (src/events), never inside the request that caused it.
 */
export function createNotificationService(db: Db) {
  const write = (userIds: readonly string[], input: NotificationInput, options: NotifyOptions) => {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return Promise.resolve();
    const now = new Date();
    return createNotificationRepository(options.executor ?? db).insertMany(
      unique.map((userId) => ({
        dedupeKey: options.dedupeKey ?? null,
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
    notify(userId: string, input: NotificationInput, options: NotifyOptions = {}) {
      return write([userId], input, options);
    },
    notifyMany(userIds: readonly string[], input: NotificationInput, options: NotifyOptions = {}) {
      return write(userIds, input, options);
    },
    unreadCount(userId: string) {
      return createNotificationRepository(db).countUnread(userId, new Date());
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
