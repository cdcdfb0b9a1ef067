import {
  PLAN_NAMES,
  planEndDate,
  type PaidPlanType,
  type PaymentCurrency,
} from '@petmitra/core/payments/pricing';
import { PAYMENT_MESSAGES, type CurrentPlan } from '@petmitra/core/payments/payments';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { conflict } from '../../http/errors';
import { createSubscriptionRepository, type SubscriptionRow } from './repository';

export const FREE_PLAN: CurrentPlan = {
  id: null,
  name: PLAN_NAMES.free,
  type: 'free',
  isActive: true,
  endDate: null,
  autoRenew: false,
  amount: 0,
  currency: 'INR',
};

export function toCurrentPlan(row: SubscriptionRow | null): CurrentPlan {
  if (!row) return FREE_PLAN;
  return {
    id: row.id,
    name: row.planName,
    type: row.planType,
    isActive: row.isActive,
    endDate: row.subscriptionEndDate.toISOString(),
    autoRenew: row.autoRenew,
    amount: row.amount,
    currency: row.currency,
  };
}

/** The scheduled plan jobs (consumers.ts): ended plans to the Free Plan; reminders. */
export const EXPIRE_SUBSCRIPTIONS_JOB = 'subscriptions.expire';
export const REMIND_SUBSCRIPTIONS_JOB = 'subscriptions.remind';

/** How long before its end a plan's holder is reminded. */
export const REMINDER_DAYS = 3;

/**
 * Paid plans: the one active plan per user (unique index), what it unlocks (no quota), cancel
 * (renewal off, access to the end date), and the steps the payments module takes inside the
 * transaction that records a payment or a refund. Rules: docs/decisions/0010-payments.md.
 */
export function createSubscriptionService(ctx: AppContext) {
  const repo = createSubscriptionRepository(ctx.db);
  return {
    async current(userId: string, now = new Date()) {
      return toCurrentPlan(await repo.active(userId, now));
    },

    /** Is a paid plan active? Read inside the caller's transaction (quota checks). */
    async hasActivePlan(executor: Db, userId: string, now = new Date()) {
      return (await createSubscriptionRepository(executor).active(userId, now)) !== null;
    },

    /**
     * Activates a bought plan inside the payment's transaction. A plan bought while another is
     * active replaces it at once and keeps its unused time: the new period starts where the old
     * one ends. Once per payment (unique payment_id).
     */
    async activate(
      tx: Db,
      input: {
        userId: string;
        plan: PaidPlanType;
        paymentId: string;
        amount: number;
        currency: PaymentCurrency;
      },
      now = new Date(),
    ) {
      const txRepo = createSubscriptionRepository(tx);
      const existing = await txRepo.findByPayment(input.paymentId);
      if (existing) return existing;
      const current = await txRepo.lockActive(input.userId);
      let from = now;
      if (current) {
        if (current.subscriptionEndDate > now) from = current.subscriptionEndDate;
        await txRepo.end(
          current.id,
          now,
          current.subscriptionEndDate > now ? 'upgraded' : 'expired',
        );
      }
      const row = await txRepo.insert({
        userId: input.userId,
        planType: input.plan,
        planName: PLAN_NAMES[input.plan],
        amount: input.amount,
        currency: input.currency,
        isActive: true,
        startDate: now,
        subscriptionEndDate: planEndDate(from, input.plan),
        autoRenew: true,
        paymentId: input.paymentId,
      });
      await ctx.events.record(
        tx,
        'subscription.activated',
        { subscriptionId: row.id, userId: input.userId, paymentId: input.paymentId },
        { actorId: input.userId },
      );
      return row;
    },

    /** A refunded plan ends at once (docs/decisions/0010-payments.md). */
    async endForRefund(tx: Db, paymentId: string, now = new Date()) {
      const txRepo = createSubscriptionRepository(tx);
      const row = await txRepo.findByPayment(paymentId);
      if (!row || !row.isActive) return null;
      const ended = await txRepo.end(row.id, now, 'refunded');
      if (ended) {
        await ctx.events.record(tx, 'subscription.ended', {
          subscriptionId: row.id,
          userId: row.userId,
          reason: 'refunded',
        });
      }
      return ended;
    },

    /** Cancel: renewal off, the plan stays active until its end date. */
    async cancel(userId: string, reason: string, now = new Date()) {
      return ctx.db.transaction(async (tx) => {
        const txRepo = createSubscriptionRepository(tx);
        const current = await txRepo.lockActive(userId);
        if (!current || current.subscriptionEndDate <= now || !current.autoRenew) {
          throw conflict(PAYMENT_MESSAGES.noSubscription);
        }
        const row = await txRepo.cancelRenewal(current.id, reason, now);
        if (!row) throw conflict(PAYMENT_MESSAGES.cancelFailed);
        await ctx.events.record(
          tx,
          'subscription.cancelled',
          { subscriptionId: row.id, userId },
          { actorId: userId },
        );
        return toCurrentPlan(row);
      });
    },

    /** The expiry job: plans past their end return the account to the Free Plan. */
    async expireEnded(now = new Date()) {
      let ended = 0;
      for (const id of await repo.endedIds(now, 200)) {
        await ctx.db.transaction(async (tx) => {
          const row = await createSubscriptionRepository(tx).end(id, now, 'expired');
          if (!row) return;
          ended += 1;
          await ctx.events.record(tx, 'subscription.ended', {
            subscriptionId: id,
            userId: row.userId,
            reason: 'expired',
          });
        });
      }
      return ended;
    },

    /** The reminder job: plans ending within REMINDER_DAYS, once each. */
    async remindEnding(now = new Date()) {
      const until = new Date(now.getTime() + REMINDER_DAYS * 86_400_000);
      return ctx.db.transaction(async (tx) => {
        const rows = await createSubscriptionRepository(tx).takeReminders(now, until, 200);
        for (const row of rows) {
          await ctx.events.record(tx, 'subscription.ending', {
            subscriptionId: row.id,
            userId: row.userId,
          });
        }
        return rows.length;
      });
    },

    byId: (id: string) => repo.byId(id),
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
