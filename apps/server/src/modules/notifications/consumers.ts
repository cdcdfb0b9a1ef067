import webPush from 'web-push';
import { completeEmailPreferences, completeSettings } from '@petmitra/core/notifications/settings';
import type { AppContext } from '../../context';
import { weeklyDigestEmail } from '../../email/notification-templates';
import { brandOf } from '../../email/templates';
import { createNotificationRepository } from './repository';
import { PUSH_DELIVERY_JOB, serverKeysOf, type PushPayload } from './service';
import { unsubscribeLinks } from './keys';

export const PURGE_EXPIRED_NOTIFICATIONS_JOB = 'notifications.purge-expired';
export const WEEKLY_DIGEST_JOB = 'notifications.weekly-digest';
const PUSH_RETRY_LIMIT = 6;
const WEEK_MS = 7 * 86_400_000;

/** A push service refused the request for a reason a retry may fix (rate limit, outage). */
class PushRetry extends Error {}

/**
 * The notifications module's background work: Web Push delivery (one job per device, retried
 * with backoff; a subscription the push service says is gone, 404 or 410, is removed), the
 * hourly purge of expired notifications, and Monday's weekly digest email.
 */
export function registerNotificationJobs(ctx: AppContext) {
  const repo = createNotificationRepository(ctx.db);
  const keys = serverKeysOf(ctx);

  ctx.jobs.define<{ subscriptionId: string; payload: PushPayload }>({
    name: PUSH_DELIVERY_JOB,
    retryLimit: PUSH_RETRY_LIMIT,
    retryDelaySeconds: 30,
    retryDelayMaxSeconds: 3600,
    concurrency: 4,
    async handler({ subscriptionId, payload }) {
      const sub = await repo.subscription(subscriptionId);
      if (!sub) return; // unsubscribed or removed since
      const vapid = await keys.vapid();
      // web-push encrypts the payload (aes128gcm) and signs the VAPID header; fetch sends it
      // (any push service URL, with a timeout of our own).
      const request = webPush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: vapid,
          TTL: 24 * 3600,
          urgency: payload.priority === 'urgent' || payload.priority === 'high' ? 'high' : 'normal',
          topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
        },
      );
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(15_000),
      });
      if (res.status === 404 || res.status === 410) {
        await repo.dropSubscription(sub.id);
        return;
      }
      if (!res.ok) {
        throw new PushRetry(`push service answered ${res.status}`);
      }
      await repo.pushDelivered(sub.id, new Date());
    },
  });

  ctx.jobs.define({
    name: PURGE_EXPIRED_NOTIFICATIONS_JOB,
    cron: '23 * * * *',
    retryLimit: 2,
    async handler() {
      const purged = await repo.purgeExpired(new Date());
      if (purged > 0) ctx.log.info({ purged }, 'expired notifications purged');
    },
  });

  // Mondays 03:30 UTC (09:00 in India): the week's notifications, to those who want a digest.
  ctx.jobs.define({
    name: WEEKLY_DIGEST_JOB,
    cron: '30 3 * * 1',
    retryLimit: 3,
    async handler() {
      const now = new Date();
      const since = new Date(now.getTime() - WEEK_MS);
      const week = now.toISOString().slice(0, 10);
      const userIds = await repo.usersWithNotificationsSince(since, now);
      const secret = await keys.unsubscribeSecret();
      const brand = await brandOf(ctx);
      for (let i = 0; i < userIds.length; i += 200) {
        const batch = userIds.slice(i, i + 200);
        const [settings, preferences, people] = await Promise.all([
          repo.settingsOf(batch),
          repo.emailPreferencesOf(batch),
          repo.recipients(batch),
        ]);
        for (const person of people) {
          if (!completeSettings(settings.get(person.id)).enableEmail) continue;
          if (!completeEmailPreferences(preferences.get(person.id)).weeklyDigest) continue;
          const items = await repo.recentFor(person.id, since, now);
          if (items.length === 0) continue;
          const links = unsubscribeLinks(ctx.env.appUrl, secret, person.id, 'weeklyDigest');
          await ctx.mailer.send(
            {
              ...weeklyDigestEmail(brand, {
                to: person.email,
                name: person.name,
                unread: items.filter((n) => !n.read).length,
                items,
                appUrl: ctx.env.appUrl,
                unsubscribeUrl: links.url,
              }),
              headers: links.headers,
              userId: person.id,
            },
            { dedupeKey: `digest:${week}:${person.id}` },
          );
        }
      }
    },
  });
}
