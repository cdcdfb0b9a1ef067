import { eq } from 'drizzle-orm';
import { formatMoney, formatMoneyExact } from '@petmitra/core/payments/pricing';
import type { AppContext } from '../../context';
import { payments, refunds } from '../../db/schema/payments';
import { createNotificationService } from '../notifications/service';
import { registerSandboxJobs } from './sandbox/webhooks';
import { createPaymentService } from './service';

export const RECONCILE_PAYMENTS_JOB = 'payments.reconcile';

/**
 * After a payment or refund commits: the payer's notification rows (payment_success,
 * payment_failed), written with the event id as dedupe key. Plus the reconciliation job (a
 * pending payment the gateway reports paid — lost webhook, crash — is recorded) and the sandbox
 * gateway's webhook deliveries.
 */
export function registerPaymentConsumers(ctx: AppContext) {
  const notifications = createNotificationService(ctx);
  const service = createPaymentService(ctx);
  const find = async (id: string) =>
    (await ctx.db.select().from(payments).where(eq(payments.id, id)))[0];

  ctx.events.consume('payment.succeeded', 'notify-payer', async (event) => {
    const p = await find(event.payload.paymentId);
    if (!p?.userId) return;
    await notifications.notify(
      p.userId,
      {
        type: 'payment_success',
        title: 'Payment Successful',
        message: `We received ${formatMoney(p.amount, p.currency)} for ${p.description}. Invoice ${p.invoiceNumber} is in your payment history.`,
        data: {
          paymentId: p.id,
          link: p.requestId ? `/request/${p.requestId}` : '/payment-history',
        },
      },
      { dedupeKey: event.id },
    );
  });

  ctx.events.consume('payment.failed', 'notify-payer', async (event) => {
    const p = await find(event.payload.paymentId);
    if (!p?.userId || p.status !== 'failed') return;
    await notifications.notify(
      p.userId,
      {
        type: 'payment_failed',
        title: 'Payment Failed',
        message: `Your payment of ${formatMoney(p.amount, p.currency)} for ${p.description} did not go through. No money was taken; you can try again.`,
        data: { paymentId: p.id, link: '/payment-history' },
      },
      { dedupeKey: event.id },
    );
  });

  ctx.events.consume('refund.processed', 'notify-payer', async (event) => {
    const [r] = await ctx.db.select().from(refunds).where(eq(refunds.id, event.payload.refundId));
    if (!r || !event.payload.userId) return;
    await notifications.notify(
      event.payload.userId,
      {
        type: 'payment_success',
        title: 'Refund Processed',
        message: `Your refund of ${formatMoneyExact(r.refundAmount, r.currency)} (refund ${r.refundId}) was processed; gateway charges of ${formatMoneyExact(r.gatewayCharges, r.currency)} are not refundable.`,
        data: { paymentId: r.paymentId, link: '/payment-history' },
      },
      { dedupeKey: event.id },
    );
  });

  ctx.jobs.define<{ olderThanMs?: number }>({
    name: RECONCILE_PAYMENTS_JOB,
    cron: '*/2 * * * *',
    retryLimit: 1,
    // After a restart (a crash between the gateway's capture and our record, say) every pending
    // payment is asked about at once; on the schedule only those a minute old, so a payer still
    // on the way back from the gateway is not raced (it would be harmless: recording is
    // idempotent).
    atStart: { olderThanMs: 0 },
    async handler(data) {
      await service.reconcile(data.olderThanMs ?? 60_000);
    },
  });

  if (ctx.env.paymentsSandbox) registerSandboxJobs(ctx);
}
