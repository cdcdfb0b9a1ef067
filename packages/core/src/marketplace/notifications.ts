/**
 * Notification types, priorities and lifetimes (spec part 1, sections 3 and 9). Rows are
 * written by the server on domain events; the notifications issue shows and delivers them.
 */

export const NOTIFICATION_TYPES = [
  'service_request_new',
  'service_request_response',
  'service_request_accepted',
  'service_request_completed',
  'service_request_cancelled',
  'review_received',
  'review_response',
  'subscription_reminder',
  'subscription_updated',
  'payment_success',
  'payment_failed',
  'system_announcement',
  'security_alert',
  'profile_update',
  'welcome',
  'achievement',
  'reminder',
  'new_message',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** Hours until a notification of each type expires. */
export const NOTIFICATION_EXPIRY_HOURS: Record<NotificationType, number> = {
  service_request_new: 48,
  service_request_response: 72,
  service_request_accepted: 24,
  service_request_completed: 168,
  service_request_cancelled: 24,
  review_received: 168,
  review_response: 72,
  subscription_reminder: 24,
  subscription_updated: 72,
  payment_success: 24,
  payment_failed: 48,
  system_announcement: 168,
  security_alert: 72,
  profile_update: 24,
  welcome: 168,
  achievement: 168,
  reminder: 24,
  new_message: 72,
};

/**
 * The spec fixes high for the first three request events and urgent for payment failures
 * and security alerts; "others are medium or low": events someone may act on are medium,
 * purely informational ones low.
 */
export const NOTIFICATION_PRIORITY: Record<NotificationType, NotificationPriority> = {
  service_request_new: 'high',
  service_request_response: 'high',
  service_request_accepted: 'high',
  service_request_completed: 'medium',
  service_request_cancelled: 'medium',
  review_received: 'medium',
  review_response: 'medium',
  subscription_reminder: 'medium',
  subscription_updated: 'low',
  payment_success: 'medium',
  payment_failed: 'urgent',
  system_announcement: 'medium',
  security_alert: 'urgent',
  profile_update: 'low',
  welcome: 'low',
  achievement: 'low',
  reminder: 'medium',
  new_message: 'medium',
};

/** When a notification of `type` created at `createdAt` expires. */
export function notificationExpiry(type: NotificationType, createdAt: Date): Date {
  return new Date(createdAt.getTime() + NOTIFICATION_EXPIRY_HOURS[type] * 3_600_000);
}
