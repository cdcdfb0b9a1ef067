import { isUuid } from '@petmitra/core/marketplace/ids';
import {
  NOTIFICATION_PRIORITY,
  notificationExpiry,
  type NotificationType,
} from '@petmitra/core/marketplace/notifications';
import type { NotificationItem, NotificationListQuery } from '@petmitra/core/notifications/schemas';
import {
  NOTIFICATION_MESSAGES,
  applyUnsubscribe,
  completeEmailPreferences,
  completeSettings,
  deliveryFor,
  emailAllowed,
  emailHeldUntil,
  quietHoursEnd,
  unsubscribeLabel,
  unsubscribeScopeFor,
  type EmailPreferences,
  type NotificationSettings,
  type UnsubscribeScope,
} from '@petmitra/core/notifications/settings';
import { normalizeEmail } from '@petmitra/core/auth/email';
import type { AppContext } from '../../context';
import { notificationEmail, testEmail } from '../../email/notification-templates';
import { brandOf, welcomeEmail } from '../../email/templates';
import { notFound, permissionError, validationError } from '../../http/errors';
import { createLiveService } from '../live/service';
import { refusePushEndpoint } from './push-endpoint';
import { createServerKeys, readUnsubscribeToken, unsubscribeLinks, type ServerKeys } from './keys';
import { createNotificationRepository, type NotificationRow } from './repository';

export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  /** Ids and the web link (`link`: a path in the app) the notification leads to. */
  data?: Record<string, unknown>;
}

export interface NotifyOptions {
  /**
   * The event the notification reports: a consumer that runs twice for one event (at-least-once
   * delivery) writes one row, one push and one email per user, not two.
   */
  dedupeKey?: string;
  /**
   * An emergency (a request for Emergency Care): priority 'urgent', and the push and email go
   * at once, through quiet hours.
   */
  urgent?: boolean;
}

export const PUSH_DELIVERY_JOB = 'notifications.push';

/** What a push message carries to the service worker (apps/web/src/sw/sw.ts). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page to open on click (a path in the app). */
  url: string;
  tag: string;
  priority: string;
}

export type NotificationContext = Pick<
  AppContext,
  'db' | 'env' | 'jobs' | 'mailer' | 'bus' | 'log' | 'settings'
>;

const keysByContext = new WeakMap<object, ServerKeys>();
/** One set of kept keys per application context (read once, shared by every module). */
export function serverKeysOf(ctx: NotificationContext): ServerKeys {
  let keys = keysByContext.get(ctx.db);
  if (!keys) keysByContext.set(ctx.db, (keys = createServerKeys(ctx)));
  return keys;
}

export function toItem(row: NotificationRow): NotificationItem {
  const link = typeof row.data.link === 'string' ? row.data.link : null;
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    priority: row.priority,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    link,
  };
}

/**
 * Notifications (spec part 1, sections 3, 4 and 9): rows written for domain events and
 * delivered by the user's settings — the row and a live event to every open tab (in-app), a
 * Web Push job per device (push), an email job (email), push and email held back until quiet
 * hours end. Called by event consumers (src/events), never inside the request that caused it.
 */
export function createNotificationService(ctx: NotificationContext) {
  const repo = createNotificationRepository(ctx.db);
  const live = createLiveService(ctx);
  const keys = serverKeysOf(ctx);

  const settingsFor = async (userId: string) =>
    completeSettings((await repo.settingsOf([userId])).get(userId));
  const preferencesFor = async (userId: string) =>
    completeEmailPreferences((await repo.emailPreferencesOf([userId])).get(userId));

  const links = async (userId: string, scope: UnsubscribeScope) =>
    unsubscribeLinks(ctx.env.appUrl, await keys.unsubscribeSecret(), userId, scope);

  async function tellTabs(userId: string) {
    const unread = await repo.countUnread(userId, new Date());
    await live.publish([userId], 'notifications.changed', { unread });
    return unread;
  }

  async function write(
    userIds: readonly string[],
    input: NotificationInput,
    options: NotifyOptions,
  ) {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return;
    const now = new Date();
    const priority = options.urgent ? 'urgent' : NOTIFICATION_PRIORITY[input.type];
    // One read: settings, email preferences and the email recipient of every user.
    const inputs = await repo.deliveryInputs(unique);
    const plans = unique.map((userId) => {
      const settings = completeSettings(inputs.get(userId)?.settings);
      return { userId, settings, delivery: deliveryFor(settings, input.type) };
    });

    // In-app: the row (a repeat of the same event writes none), then the live event.
    const written = await repo.insertMany(
      plans
        .filter((p) => p.delivery.inApp)
        .map(({ userId }) => ({
          dedupeKey: options.dedupeKey ?? null,
          userId,
          type: input.type,
          title: input.title,
          message: input.message,
          priority,
          data: input.data ?? {},
          createdAt: now,
          expiresAt: notificationExpiry(input.type, now),
        })),
    );
    const writtenFor = new Map(written.map((row) => [row.userId, row]));
    const unread = await repo.pruneAndCountUnread([...writtenFor.keys()], now);
    for (const row of written) {
      await live.publish(
        [row.userId],
        'notification.created',
        { notification: toItem(row), unread: unread.get(row.userId) ?? 0 },
        { dedupeKey: `notification:${row.id}` },
      );
    }

    // Push and email: once per user and event (a repeat whose row exists sends nothing again).
    const fresh = plans.filter(
      (p) => !p.delivery.inApp || writtenFor.has(p.userId) || !options.dedupeKey,
    );
    const key = options.dedupeKey ?? `n:${now.getTime()}:${input.type}`;
    const link = typeof input.data?.link === 'string' ? input.data.link : '/notifications';

    const pushers = fresh.filter((p) => p.delivery.push);
    if (pushers.length > 0) {
      const subscriptions = await repo.subscriptionsOf(pushers.map((p) => p.userId));
      const holdUntil = new Map(
        pushers.map((p) => [p.userId, options.urgent ? null : quietHoursEnd(p.settings, now)]),
      );
      for (const sub of subscriptions) {
        const payload: PushPayload = {
          title: input.title,
          body: input.message,
          url: link,
          tag: writtenFor.get(sub.userId)?.id ?? key,
          priority,
        };
        const until = holdUntil.get(sub.userId);
        await ctx.jobs.send(
          PUSH_DELIVERY_JOB,
          { subscriptionId: sub.id, payload },
          { singletonKey: `${key}:${sub.id}`, ...(until ? { startAfter: until } : {}) },
        );
      }
    }

    const emailers = fresh.filter((p) => p.delivery.email);
    if (emailers.length > 0) {
      const brand = await brandOf(ctx);
      for (const plan of emailers) {
        const person = inputs.get(plan.userId)?.person;
        if (!person) continue;
        const prefs = completeEmailPreferences(inputs.get(plan.userId)?.preferences);
        if (!emailAllowed(plan.settings, prefs, input.type)) continue;
        const scope = unsubscribeScopeFor(input.type);
        const until = options.urgent ? null : emailHeldUntil(plan.settings, input.type, now);
        const unsubscribe = await links(plan.userId, scope);
        await ctx.mailer.send(
          {
            ...notificationEmail(brand, {
              to: person.email,
              name: person.name,
              role: person.role,
              type: input.type,
              title: input.title,
              message: input.message,
              link: `${ctx.env.appUrl}${link}`,
              unsubscribeUrl: unsubscribe.url,
              preferencesUrl: `${ctx.env.appUrl}/email-notifications`,
            }),
            headers: unsubscribe.headers,
            userId: plan.userId,
          },
          { dedupeKey: `${key}:email:${plan.userId}`, ...(until ? { startAfter: until } : {}) },
        );
      }
    }
  }

  return {
    notify(userId: string, input: NotificationInput, options: NotifyOptions = {}) {
      return write([userId], input, options);
    },
    notifyMany(userIds: readonly string[], input: NotificationInput, options: NotifyOptions = {}) {
      return write(userIds, input, options);
    },

    /** The welcome email, when the user's preferences allow it (they do by default). */
    async sendWelcomeEmail(user: { id: string; email: string; name: string }, dedupeKey: string) {
      const settings = await settingsFor(user.id);
      const prefs = await preferencesFor(user.id);
      if (!settings.enableEmail || !prefs.welcomeEmails) return;
      const unsubscribe = await links(user.id, 'welcomeEmails');
      await ctx.mailer.send(
        {
          ...welcomeEmail(await brandOf(ctx), user.email, user.name, {
            appUrl: ctx.env.appUrl,
            unsubscribeUrl: unsubscribe.url,
          }),
          headers: unsubscribe.headers,
          userId: user.id,
        },
        { dedupeKey },
      );
    },

    unreadCount(userId: string) {
      return repo.countUnread(userId, new Date());
    },

    async list(userId: string, query: NotificationListQuery) {
      const now = new Date();
      const [{ rows, total }, unread] = await Promise.all([
        repo.list(userId, query, now),
        repo.countUnread(userId, now),
      ]);
      return {
        notifications: rows.map(toItem),
        total,
        page: query.page,
        pageSize: query.pageSize,
        unread,
      };
    },

    async markRead(userId: string, id: string) {
      if (!isUuid(id) || (await repo.markRead(userId, [id], new Date())) === 0) {
        throw notFound(NOTIFICATION_MESSAGES.notFound);
      }
      return { unread: await tellTabs(userId) };
    },
    async markManyRead(userId: string, ids: string[]) {
      const updated = await repo.markRead(userId, ids.filter(isUuid), new Date());
      return { updated, unread: await tellTabs(userId) };
    },
    async markAllRead(userId: string) {
      await repo.markRead(userId, 'all', new Date());
      return { unread: await tellTabs(userId) };
    },
    async remove(userId: string, id: string) {
      if (!isUuid(id) || (await repo.remove(userId, [id])) === 0) {
        throw notFound(NOTIFICATION_MESSAGES.notFound);
      }
      return { unread: await tellTabs(userId) };
    },
    async removeMany(userId: string, ids: string[]) {
      const deleted = await repo.remove(userId, ids.filter(isUuid));
      return { deleted, unread: await tellTabs(userId) };
    },
    async clearAll(userId: string) {
      const deleted = await repo.remove(userId, 'all');
      return { deleted, unread: await tellTabs(userId) };
    },

    settings: settingsFor,
    async saveSettings(userId: string, input: NotificationSettings) {
      const settings = completeSettings(input);
      await repo.saveSettings(userId, settings);
      return settings;
    },
    emailPreferences: preferencesFor,
    async saveEmailPreferences(userId: string, input: EmailPreferences) {
      await repo.saveEmailPreferences(userId, input);
      return preferencesFor(userId);
    },

    async pushKey() {
      return { publicKey: (await keys.vapid()).publicKey };
    },
    async subscribePush(
      userId: string,
      input: { endpoint: string; keys: { p256dh: string; auth: string } },
      userAgent: string | null,
    ) {
      const refused = refusePushEndpoint(input.endpoint, {
        hosts: ctx.env.PUSH_SERVICE_HOSTS,
        production: ctx.env.isProduction,
      });
      if (refused) throw validationError(refused);
      await repo.saveSubscription({
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent: userAgent?.slice(0, 300) ?? null,
      });
      return { subscribed: true as const, devices: await repo.subscriptionCount(userId) };
    },
    async unsubscribePush(userId: string, endpoint: string) {
      await repo.removeSubscription(userId, endpoint);
      return { devices: await repo.subscriptionCount(userId) };
    },

    /**
     * A test email. Only to the caller's own address, so the form cannot mail strangers; the
     * super admin (who checks the platform's mail setup) may send to any address.
     */
    async sendTestEmail(
      user: { id: string; email: string; role: string },
      input: { email: string; name: string },
    ) {
      if (!input.email || !input.name)
        throw validationError(NOTIFICATION_MESSAGES.testEmailMissing);
      const to = normalizeEmail(input.email);
      if (user.role !== 'super_admin' && to !== normalizeEmail(user.email)) {
        throw permissionError(NOTIFICATION_MESSAGES.testEmailOwnAddress);
      }
      await ctx.mailer.send({ ...testEmail(await brandOf(ctx), to, input.name), userId: user.id });
      return { queued: true as const };
    },

    async unsubscribeInfo(token: string) {
      const found = readUnsubscribeToken(await keys.unsubscribeSecret(), token);
      const person = found ? (await repo.recipients([found.userId]))[0] : undefined;
      if (!found || !person) throw notFound(NOTIFICATION_MESSAGES.unsubscribeInvalid);
      return {
        userId: found.userId,
        email: person.email,
        scope: found.scope,
        label: unsubscribeLabel(found.scope),
      };
    },
    /** Turns off what the link names; repeating it changes nothing more. */
    async unsubscribe(token: string) {
      const info = await this.unsubscribeInfo(token);
      const next = applyUnsubscribe(
        info.scope,
        await settingsFor(info.userId),
        await preferencesFor(info.userId),
      );
      await repo.saveSettings(info.userId, next.settings);
      await repo.saveEmailPreferences(info.userId, next.preferences);
      return { email: info.email, scope: info.scope, label: info.label };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
