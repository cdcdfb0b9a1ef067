import { formatMoney } from '@petmitra/core/payments/pricing';
import type { AppContext } from '../../context';
import { testClockInstant } from '../../http/clock';
import { createNotificationService } from '../notifications/service';
import {
  EXPIRE_SUBSCRIPTIONS_JOB,
  REMIND_SUBSCRIPTIONS_JOB,
  createSubscriptionService,
} from './service';

/** A plan's date as the app shows it: India time, whatever the server's own time zone. */
const day = (d: Date) =>
  d.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/**
 * Plan notifications (subscription_updated, subscription_reminder) and the two scheduled jobs:
 * plans past their end date return to the Free Plan; plans ending within three days remind
 * their holder once. Both run at the real time; under the suites' TEST_CLOCK a job may carry the
 * instant it runs at (`now`, see the test-clock route in payments/routes.ts).
 */
export function registerSubscriptionConsumers(ctx: AppContext) {
  const notifications = createNotificationService(ctx);
  const subscriptions = createSubscriptionService(ctx);

  ctx.events.consume('subscription.activated', 'notify-holder', async (event) => {
    const row = await subscriptions.byId(event.payload.subscriptionId);
    if (!row) return;
    await notifications.notify(
      row.userId,
      {
        type: 'subscription_updated',
        title: 'Subscription Activated',
        message: `Your ${row.planName} (${formatMoney(row.amount, row.currency)}) is active until ${day(row.subscriptionEndDate)}.`,
        data: { subscriptionId: row.id, link: '/subscription' },
      },
      { dedupeKey: event.id },
    );
  });

  ctx.events.consume('subscription.cancelled', 'notify-holder', async (event) => {
    const row = await subscriptions.byId(event.payload.subscriptionId);
    if (!row) return;
    await notifications.notify(
      row.userId,
      {
        type: 'subscription_updated',
        title: 'Subscription Cancelled',
        message: `Your ${row.planName} will not renew. You keep its benefits until ${day(row.subscriptionEndDate)}.`,
        data: { subscriptionId: row.id, link: '/subscription' },
      },
      { dedupeKey: event.id },
    );
  });

  ctx.events.consume('subscription.ended', 'notify-holder', async (event) => {
    const row = await subscriptions.byId(event.payload.subscriptionId);
    if (!row) return;
    await notifications.notify(
      row.userId,
      {
        type: 'subscription_updated',
        title: 'Subscription Ended',
        message:
          event.payload.reason === 'refunded'
            ? `Your ${row.planName} ended with its refund. You are on the Free Plan again.`
            : `Your ${row.planName} has ended. You are on the Free Plan: one free use a month, then the per-use fee.`,
        data: { subscriptionId: row.id, link: '/subscription' },
      },
      { dedupeKey: event.id },
    );
  });

  ctx.events.consume('subscription.ending', 'notify-holder', async (event) => {
    const row = await subscriptions.byId(event.payload.subscriptionId);
    if (!row || !row.isActive) return;
    await notifications.notify(
      row.userId,
      {
        type: 'subscription_reminder',
        title: 'Subscription Ending Soon',
        message: `Your ${row.planName} ends on ${day(row.subscriptionEndDate)}. Renew it from the plans page to keep unlimited use.`,
        data: { subscriptionId: row.id, link: '/subscription' },
      },
      { dedupeKey: event.id },
    );
  });

  ctx.jobs.define({
    name: EXPIRE_SUBSCRIPTIONS_JOB,
    cron: '*/5 * * * *',
    retryLimit: 2,
    async handler(data: { now?: string }) {
      await subscriptions.expireEnded(testClockInstant(ctx.env.TEST_CLOCK, data.now));
    },
  });

  ctx.jobs.define({
    name: REMIND_SUBSCRIPTIONS_JOB,
    cron: '17 * * * *',
    retryLimit: 2,
    async handler(data: { now?: string }) {
      await subscriptions.remindEnding(testClockInstant(ctx.env.TEST_CLOCK, data.now));
    },
  });
}
