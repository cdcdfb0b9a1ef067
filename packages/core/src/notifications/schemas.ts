import { z } from 'zod';
import { pageQuerySchema } from '../api/schemas';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '../marketplace/notifications';
import {
  EMAIL_PREFERENCE_KEYS,
  NOTIFICATION_FILTERS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
} from './settings';

/** The shapes the notifications API sends and takes (contracts in marketplace/notifications-api.ts). */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  read: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  /** The page the notification is about (a path in the app), if any. */
  link: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  filter: z.enum(NOTIFICATION_FILTERS).default('all'),
  ...pageQuerySchema.shape,
  pageSize: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_LIMITS.pageSize),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export const unreadReply = z.object({ unread: z.number() });
export const idsBody = z.object({ ids: z.array(z.string().max(64)).min(1).max(100) });

export const settingsReply = z.object({
  enablePush: z.boolean(),
  enableEmail: z.boolean(),
  enableInApp: z.boolean(),
  quietHours: z.object({ enabled: z.boolean(), start: z.string(), end: z.string() }),
  timeZone: z.string(),
  categories: z.record(
    z.string(),
    z.object({ enabled: z.boolean(), push: z.boolean(), email: z.boolean() }),
  ),
});

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

export const emailPreferencesReply = z.object(
  Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((key) => [key, z.boolean()])) as Record<
    (typeof EMAIL_PREFERENCE_KEYS)[number],
    z.ZodBoolean
  >,
);

export const testEmailSchema = z.object({
  email: z.string({ error: NOTIFICATION_MESSAGES.testEmailMissing }).trim().max(254),
  name: z.string({ error: NOTIFICATION_MESSAGES.testEmailMissing }).trim().max(100),
});

export const tokenQuery = z.object({ token: z.string().min(1).max(500) });

export const EMAIL_STATUSES = ['queued', 'sent', 'logged', 'failed'] as const;

/** The super admin's email outbox: by status, one page. */
export const emailOutboxQuerySchema = z.object({
  status: z.enum(EMAIL_STATUSES).optional(),
  /** Part of the recipient's address. */
  to: z.string().trim().max(254).optional(),
  ...pageQuerySchema.shape,
});

export const emailOutboxReplySchema = z.object({
  emails: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      template: z.string(),
      text: z.string(),
      status: z.enum(EMAIL_STATUSES),
      attempts: z.number(),
      error: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
      lastAttemptAt: z.string().nullable(),
    }),
  ),
  total: z.number(),
  counts: z.record(z.string(), z.number()),
});
