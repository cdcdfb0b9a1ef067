import { z } from 'zod';
import { defineOperation } from '../api/operation';
import { idParamsSchema, pageQuerySchema } from '../api/schemas';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from './notifications';
import {
  EMAIL_PREFERENCE_KEYS,
  NOTIFICATION_FILTERS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  emailPreferencesSchema,
  notificationSettingsSchema,
} from '../notifications/settings';

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

const unreadReply = z.object({ unread: z.number() });
const idsBody = z.object({ ids: z.array(z.string().max(64)).min(1).max(100) });

const settingsReply = z.object({
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

const emailPreferencesReply = z.object(
  Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((key) => [key, z.boolean()])) as Record<
    (typeof EMAIL_PREFERENCE_KEYS)[number],
    z.ZodBoolean
  >,
);

export const testEmailSchema = z.object({
  email: z.string({ error: NOTIFICATION_MESSAGES.testEmailMissing }).trim().max(254),
  name: z.string({ error: NOTIFICATION_MESSAGES.testEmailMissing }).trim().max(100),
});

const tokenQuery = z.object({ token: z.string().min(1).max(500) });

export const EMAIL_STATUSES = ['queued', 'sent', 'logged', 'failed'] as const;

/**
 * The signed-in user's notifications (the bell and /notifications), their settings, Web Push
 * subscriptions and email preferences. Every operation acts on the caller's own rows only:
 * another user's notification answers 404.
 */
export const notificationsApi = {
  unreadCount: defineOperation({
    method: 'GET',
    path: '/api/notifications/unread-count',
    tags: ['notifications'],
    reply: z.object({ count: z.number() }),
  }),
  list: defineOperation({
    method: 'GET',
    path: '/api/notifications',
    tags: ['notifications'],
    summary: 'Newest first; text search over title and message, the filter, one page',
    query: notificationListQuerySchema,
    reply: z.object({
      notifications: z.array(notificationSchema),
      total: z.number(),
      page: z.number(),
      pageSize: z.number(),
      unread: z.number(),
    }),
  }),
  markRead: defineOperation({
    method: 'POST',
    path: '/api/notifications/:id/read',
    tags: ['notifications'],
    params: idParamsSchema,
    reply: unreadReply,
  }),
  markManyRead: defineOperation({
    method: 'POST',
    path: '/api/notifications/read',
    tags: ['notifications'],
    body: idsBody,
    reply: unreadReply.extend({ updated: z.number() }),
  }),
  markAllRead: defineOperation({
    method: 'POST',
    path: '/api/notifications/read-all',
    tags: ['notifications'],
    reply: unreadReply,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/api/notifications/:id',
    tags: ['notifications'],
    params: idParamsSchema,
    reply: unreadReply,
  }),
  removeMany: defineOperation({
    method: 'POST',
    path: '/api/notifications/delete',
    tags: ['notifications'],
    body: idsBody,
    reply: unreadReply.extend({ deleted: z.number() }),
  }),
  clearAll: defineOperation({
    method: 'DELETE',
    path: '/api/notifications',
    tags: ['notifications'],
    reply: unreadReply.extend({ deleted: z.number() }),
  }),
  settings: defineOperation({
    method: 'GET',
    path: '/api/notifications/settings',
    tags: ['notifications'],
    reply: settingsReply,
  }),
  saveSettings: defineOperation({
    method: 'PUT',
    path: '/api/notifications/settings',
    tags: ['notifications'],
    summary: 'Replaces the settings; unknown types or bad times are refused and nothing is saved',
    body: notificationSettingsSchema,
    reply: settingsReply,
  }),
  pushKey: defineOperation({
    method: 'GET',
    path: '/api/notifications/push/key',
    tags: ['notifications'],
    summary: "The server's VAPID public key (applicationServerKey)",
    reply: z.object({ publicKey: z.string() }),
  }),
  pushSubscribe: defineOperation({
    method: 'POST',
    path: '/api/notifications/push/subscriptions',
    tags: ['notifications'],
    summary: "Keeps this device's push subscription (one per endpoint)",
    body: pushSubscriptionSchema,
    status: 201,
    reply: z.object({ subscribed: z.literal(true), devices: z.number() }),
  }),
  pushUnsubscribe: defineOperation({
    method: 'POST',
    path: '/api/notifications/push/unsubscribe',
    tags: ['notifications'],
    body: z.object({ endpoint: z.string().max(2000) }),
    reply: z.object({ devices: z.number() }),
  }),
  emailPreferences: defineOperation({
    method: 'GET',
    path: '/api/email-preferences',
    tags: ['notifications'],
    reply: emailPreferencesReply,
  }),
  saveEmailPreferences: defineOperation({
    method: 'PUT',
    path: '/api/email-preferences',
    tags: ['notifications'],
    body: emailPreferencesSchema,
    reply: emailPreferencesReply,
  }),
  testEmail: defineOperation({
    method: 'POST',
    path: '/api/email-preferences/test',
    tags: ['notifications'],
    summary: "A test email to the caller's own address (the super admin: to any address)",
    body: testEmailSchema,
    reply: z.object({ queued: z.literal(true) }),
  }),
  unsubscribeInfo: defineOperation({
    method: 'GET',
    path: '/api/email-preferences/unsubscribe',
    tags: ['notifications'],
    summary: 'What a signed unsubscribe link stops (no sign-in needed)',
    query: tokenQuery,
    reply: z.object({ email: z.string(), scope: z.string(), label: z.string() }),
  }),
  unsubscribe: defineOperation({
    method: 'POST',
    path: '/api/email-preferences/unsubscribe',
    tags: ['notifications'],
    summary: 'Turns off the emails a signed link names (no sign-in needed)',
    body: tokenQuery,
    reply: z.object({ email: z.string(), scope: z.string(), label: z.string() }),
  }),
  adminOutbox: defineOperation({
    method: 'GET',
    path: '/api/admin/email-outbox',
    tags: ['admin'],
    summary: 'Every email, newest first, by status; reset and verification links redacted',
    query: z.object({
      status: z.enum(EMAIL_STATUSES).optional(),
      ...pageQuerySchema.shape,
    }),
    reply: z.object({
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
    }),
  }),
  adminRetryEmail: defineOperation({
    method: 'POST',
    path: '/api/admin/email-outbox/:id/retry',
    tags: ['admin'],
    summary: 'Queues a failed email for delivery again',
    params: idParamsSchema,
    reply: z.object({ queued: z.literal(true) }),
  }),
};
