import { z } from 'zod';
import type { NOTIFICATION_PRIORITIES } from '../marketplace/notifications';
import { NOTIFICATION_TYPES, type NotificationType } from '../marketplace/notifications';

/**
 * Notification settings, email preferences and the rules that read them (spec part 1, sections
 * 3, 4 and 9). Stored per user on the server; the server applies them when it delivers.
 */

export const NOTIFICATION_MESSAGES = {
  empty: 'No notifications found',
  confirmClearAllBell: 'Are you sure you want to clear all notifications?',
  confirmClearAll:
    'Are you sure you want to clear all notifications? This action cannot be undone.',
  confirmDelete: 'Are you sure you want to delete this notification?',
  confirmBulkDelete: (count: number) =>
    `Are you sure you want to delete ${count} ${count === 1 ? 'notification' : 'notifications'}?`,
  notFound: 'Notification not found',
  unknownType: (type: string) => `Unknown notification type: ${type}`,
  badTime: 'Please enter a time as HH:MM (00:00 to 23:59)',
  badTimeZone: 'Please choose a valid time zone',
  settingsSaved: 'Notification settings saved',
  testEmailMissing: 'Please enter both email and name',
  testEmailOwnAddress: 'Test emails can only be sent to your own email address',
  testEmailSent: 'Test email sent',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  pushUnsupported: 'This browser does not support push notifications.',
  pushDenied: 'Notifications are blocked for this site in your browser settings.',
} as const;

export const NOTIFICATION_LIMITS = {
  /** Kept per user; older ones are pruned (spec: list capped at 100). */
  keptPerUser: 100,
  /** Items in the bell's dropdown. */
  bellItems: 10,
  /** The badge shows '9+' above this. */
  badgeMax: 9,
  pageSize: 20,
  /** Toast durations for high and urgent notifications (ms). */
  toastHigh: 5000,
  toastUrgent: 10000,
} as const;

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** The badge text: the count, '9+' above 9, nothing at 0. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > NOTIFICATION_LIMITS.badgeMax ? `${NOTIFICATION_LIMITS.badgeMax}+` : String(count);
}

/** Which toast a new notification raises: urgent error 10 s, high info 5 s, others none. */
export function toastFor(
  priority: (typeof NOTIFICATION_PRIORITIES)[number],
): { type: 'error' | 'info'; duration: number } | null {
  if (priority === 'urgent') return { type: 'error', duration: NOTIFICATION_LIMITS.toastUrgent };
  if (priority === 'high') return { type: 'info', duration: NOTIFICATION_LIMITS.toastHigh };
  return null;
}

// --- Types shown to people -------------------------------------------------------------------

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  service_request_new: 'New service requests',
  service_request_response: 'Responses to your requests',
  service_request_accepted: 'Accepted responses',
  service_request_completed: 'Completed services',
  service_request_cancelled: 'Cancelled requests',
  review_received: 'Reviews received',
  review_response: 'Review replies',
  subscription_reminder: 'Subscription reminders',
  subscription_updated: 'Subscription changes',
  payment_success: 'Successful payments',
  payment_failed: 'Failed payments',
  system_announcement: 'Announcements',
  security_alert: 'Security alerts',
  profile_update: 'Profile updates',
  welcome: 'Welcome',
  achievement: 'Achievements',
  reminder: 'Reminders',
  new_message: 'Messages',
};

/** The page's filter (spec: all, unread and four types). */
export const NOTIFICATION_FILTERS = [
  'all',
  'unread',
  'service_request_new',
  'review_received',
  'payment_success',
  'security_alert',
] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

// --- Settings ----------------------------------------------------------------------------------

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeSchema = z.string({ error: NOTIFICATION_MESSAGES.badTime }).regex(TIME, {
  error: NOTIFICATION_MESSAGES.badTime,
});

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const categorySchema = z.object({
  enabled: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
});
export type CategorySettings = z.infer<typeof categorySchema>;

const categoriesSchema = z
  .record(z.string(), categorySchema)
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (!(NOTIFICATION_TYPES as readonly string[]).includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: NOTIFICATION_MESSAGES.unknownType(key),
        });
      }
    }
  })
  .transform((value) => value as Partial<Record<NotificationType, CategorySettings>>);

export const notificationSettingsSchema = z.object({
  enablePush: z.boolean(),
  enableEmail: z.boolean(),
  enableInApp: z.boolean(),
  quietHours: z.object({ enabled: z.boolean(), start: timeSchema, end: timeSchema }),
  timeZone: z
    .string()
    .refine(isTimeZone, { error: NOTIFICATION_MESSAGES.badTimeZone })
    .default(DEFAULT_TIME_ZONE),
  categories: categoriesSchema,
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;

export interface NotificationSettings {
  enablePush: boolean;
  enableEmail: boolean;
  enableInApp: boolean;
  quietHours: { enabled: boolean; start: string; end: string };
  timeZone: string;
  categories: Record<NotificationType, CategorySettings>;
}

/**
 * Push on only for new requests, failed payments and security alerts (spec section 9), and
 * new messages (issue 15: a conversation is live; its sender is waiting).
 */
const PUSH_BY_DEFAULT: readonly NotificationType[] = [
  'service_request_new',
  'payment_failed',
  'security_alert',
  'new_message',
];
/** Email on except achievements and profile updates. */
const NO_EMAIL_BY_DEFAULT: readonly NotificationType[] = ['achievement', 'profile_update'];

export function defaultNotificationSettings(): NotificationSettings {
  return {
    enablePush: true,
    enableEmail: true,
    enableInApp: true,
    quietHours: { enabled: true, start: '22:00', end: '08:00' },
    timeZone: DEFAULT_TIME_ZONE,
    categories: Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [
        type,
        {
          enabled: true,
          push: PUSH_BY_DEFAULT.includes(type),
          email: !NO_EMAIL_BY_DEFAULT.includes(type),
        },
      ]),
    ) as Record<NotificationType, CategorySettings>,
  };
}

/** Stored (possibly older, partial) settings over the defaults: a type added later gets its default. */
export function completeSettings(stored: unknown): NotificationSettings {
  const defaults = defaultNotificationSettings();
  const parsed = notificationSettingsSchema.safeParse(stored);
  if (!parsed.success) return defaults;
  return {
    ...parsed.data,
    categories: { ...defaults.categories, ...parsed.data.categories },
  };
}

/**
 * One formatter per time zone: making an Intl.DateTimeFormat costs far more than using one (about
 * 7% of the server's CPU time in a message bench), and a formatter never changes. At
 * most one per valid IANA zone (settings accept no other), so the map stays small.
 */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** Minutes since midnight of `at` on the wall clock of `timeZone`. */
export function localMinutes(at: Date, timeZone: string): number {
  const parts = clockFormat(timeZone).formatToParts(at);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * When quiet hours in force at `at` end (push and email wait until then), or null outside
 * quiet hours. A window may cross midnight (22:00-08:00); start = end means no window.
 */
export function quietHoursEnd(settings: NotificationSettings, at: Date): Date | null {
  const { enabled, start, end } = settings.quietHours;
  if (!enabled || start === end) return null;
  const now = localMinutes(at, settings.timeZone);
  const s = toMinutes(start);
  const e = toMinutes(end);
  const inside = s < e ? now >= s && now < e : now >= s || now < e;
  if (!inside) return null;
  const wait = (e - now + 1440) % 1440;
  const ends = new Date(at.getTime() + wait * 60_000);
  ends.setUTCSeconds(0, 0);
  return ends;
}

/**
 * Emails about money and the account's safety — a receipt, a failed payment, a security alert —
 * go when it happens: quiet hours hold back other emails and pushes, not these (a receipt that
 * arrives ten hours after paying reads as a payment that did not go through).
 */
export const TRANSACTIONAL_EMAIL_TYPES: readonly NotificationType[] = [
  'payment_success',
  'payment_failed',
  'security_alert',
];

/** When an email of `type` may go: now (null) or when quiet hours end. */
export function emailHeldUntil(
  settings: NotificationSettings,
  type: NotificationType,
  at: Date,
): Date | null {
  return TRANSACTIONAL_EMAIL_TYPES.includes(type) ? null : quietHoursEnd(settings, at);
}

/** What a new notification of `type` gets for one user: the row, a push, an email. */
export function deliveryFor(settings: NotificationSettings, type: NotificationType) {
  const category = settings.categories[type];
  const on = category.enabled;
  return {
    inApp: on && settings.enableInApp,
    push: on && settings.enablePush && category.push,
    email: on && settings.enableEmail && category.email,
  };
}

// --- Email preferences --------------------------------------------------------------------------

export const EMAIL_PREFERENCE_KEYS = [
  'welcomeEmails',
  'serviceRequestNotifications',
  'serviceResponseNotifications',
  'appointmentConfirmations',
  'reviewReminders',
  'marketingEmails',
  'weeklyDigest',
] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];
export type EmailPreferences = Record<EmailPreferenceKey, boolean>;

export const EMAIL_PREFERENCE_LABELS: Record<
  EmailPreferenceKey,
  { label: string; description: string }
> = {
  welcomeEmails: { label: 'Welcome emails', description: 'A welcome when your account is made' },
  serviceRequestNotifications: {
    label: 'Service request notifications',
    description: 'New requests in the categories you serve',
  },
  serviceResponseNotifications: {
    label: 'Service response notifications',
    description: 'Providers responding to your requests',
  },
  appointmentConfirmations: {
    label: 'Appointment confirmations',
    description: 'When a response is accepted and the appointment is set',
  },
  reviewReminders: {
    label: 'Review reminders',
    description: 'A reminder to review a provider after a completed service',
  },
  marketingEmails: {
    label: 'Marketing emails',
    description: 'Announcements, offers and achievements',
  },
  weeklyDigest: {
    label: 'Weekly digest',
    description: 'A summary of your week on PetMitra, every Monday',
  },
};

/** All on except marketing (spec section 9). */
export function defaultEmailPreferences(): EmailPreferences {
  return {
    welcomeEmails: true,
    serviceRequestNotifications: true,
    serviceResponseNotifications: true,
    appointmentConfirmations: true,
    reviewReminders: true,
    marketingEmails: false,
    weeklyDigest: true,
  };
}

export const emailPreferencesSchema = z.strictObject(
  Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((key) => [key, z.boolean()])) as Record<
    EmailPreferenceKey,
    z.ZodBoolean
  >,
);

export function completeEmailPreferences(stored: unknown): EmailPreferences {
  const parsed = emailPreferencesSchema.partial().safeParse(stored);
  return { ...defaultEmailPreferences(), ...(parsed.success ? parsed.data : {}) };
}

/**
 * The email preference that governs a notification type's email, or null when only the
 * notification settings do (security and payment emails are about the account itself).
 */
export const EMAIL_PREFERENCE_FOR_TYPE: Record<NotificationType, EmailPreferenceKey | null> = {
  service_request_new: 'serviceRequestNotifications',
  service_request_response: 'serviceResponseNotifications',
  service_request_accepted: 'appointmentConfirmations',
  service_request_completed: 'reviewReminders',
  service_request_cancelled: 'serviceRequestNotifications',
  review_received: null,
  review_response: null,
  subscription_reminder: null,
  subscription_updated: null,
  payment_success: null,
  payment_failed: null,
  system_announcement: 'marketingEmails',
  security_alert: null,
  profile_update: null,
  welcome: 'welcomeEmails',
  achievement: 'marketingEmails',
  reminder: null,
  new_message: null,
};

/**
 * What one-click unsubscribe stops: an email preference, the emails of one notification type
 * (types no preference governs), or every email but the account's own (password reset).
 */
export const UNSUBSCRIBE_SCOPES = [...EMAIL_PREFERENCE_KEYS, ...NOTIFICATION_TYPES, 'all'] as const;
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];

/** The scope of a notification email's unsubscribe link. */
export function unsubscribeScopeFor(type: NotificationType): UnsubscribeScope {
  return EMAIL_PREFERENCE_FOR_TYPE[type] ?? type;
}

/** 'Service request notifications', 'Security alerts emails', 'all emails'. */
export function unsubscribeLabel(scope: UnsubscribeScope): string {
  if (scope === 'all') return 'all emails';
  if ((EMAIL_PREFERENCE_KEYS as readonly string[]).includes(scope)) {
    return EMAIL_PREFERENCE_LABELS[scope as EmailPreferenceKey].label.toLowerCase();
  }
  return `${NOTIFICATION_TYPE_LABELS[scope as NotificationType].toLowerCase()} emails`;
}

/** Settings and preferences after unsubscribing from `scope`. */
export function applyUnsubscribe(
  scope: UnsubscribeScope,
  settings: NotificationSettings,
  preferences: EmailPreferences,
): { settings: NotificationSettings; preferences: EmailPreferences } {
  if (scope === 'all') {
    return {
      settings: { ...settings, enableEmail: false },
      preferences: Object.fromEntries(
        EMAIL_PREFERENCE_KEYS.map((key) => [key, false]),
      ) as EmailPreferences,
    };
  }
  if ((EMAIL_PREFERENCE_KEYS as readonly string[]).includes(scope)) {
    return { settings, preferences: { ...preferences, [scope]: false } };
  }
  const type = scope as NotificationType;
  return {
    settings: {
      ...settings,
      categories: {
        ...settings.categories,
        [type]: { ...settings.categories[type], email: false },
      },
    },
    preferences,
  };
}

/** May a notification of `type` be emailed to this user (settings and preferences)? */
export function emailAllowed(
  settings: NotificationSettings,
  preferences: EmailPreferences,
  type: NotificationType,
): boolean {
  const key = EMAIL_PREFERENCE_FOR_TYPE[type];
  return deliveryFor(settings, type).email && (key === null || preferences[key]);
}
