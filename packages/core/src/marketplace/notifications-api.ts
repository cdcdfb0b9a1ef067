import { z } from 'zod';
import { defineOperation } from '../api/operation';
import { idParamsSchema } from '../api/schemas';
import { emailPreferencesSchema, notificationSettingsSchema } from '../notifications/settings';
import {
  emailPreferencesReply,
  idsBody,
  notificationListQuerySchema,
  notificationSchema,
  pushSubscriptionSchema,
  settingsReply,
  testEmailSchema,
  tokenQuery,
  unreadReply,
} from '../notifications/schemas';

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
};
