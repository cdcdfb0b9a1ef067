import { createHmac, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { Gateway } from '@petmitra/core/payments/pricing';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { sandboxGatewayWebhooks } from '../../../db/schema/payments';
import { SANDBOX_ACCOUNTS, selfOrigin } from '../gateways/config';
import { razorpayHmac } from '../gateways/razorpay';
import { sandboxId } from './ids';

export const SANDBOX_WEBHOOK_JOB = 'sandbox.webhook-deliver';

/** PayPal's signed string: transmission id | time | webhook id | CRC32 of the body. */
export function paypalSignature(transmissionId: string, time: string, body: string): string {
  const crc = crc32(Buffer.from(body, 'utf8')) >>> 0;
  return createHmac('sha256', SANDBOX_ACCOUNTS.paypal.signingSecret)
    .update(`${transmissionId}|${time}|${SANDBOX_ACCOUNTS.paypal.webhookId}|${crc}`)
    .digest('base64');
}

/**
 * Queues a webhook as the gateway would send it: stored, then delivered by a job with retries
 * (the gateway's own retry schedule), in the transaction that changed the sandbox's books.
 */
export async function queueWebhook(
  ctx: AppContext,
  tx: Db,
  gateway: Gateway,
  eventType: string,
  build: (eventId: string, createdAt: number) => unknown,
) {
  const id = gateway === 'razorpay' ? sandboxId('evt_', 14) : `WH-${sandboxId('', 17)}`;
  const body = JSON.stringify(build(id, Math.floor(Date.now() / 1000)));
  await tx.insert(sandboxGatewayWebhooks).values({ id, gateway, eventType, body });
  await ctx.jobs.send(SANDBOX_WEBHOOK_JOB, { id }, { tx });
  return id;
}

export interface DeliveryOptions {
  badSignature?: boolean;
  /** Skip the signature headers altogether. */
  unsigned?: boolean;
}

/** Posts one stored webhook to this product's webhook endpoint; returns the HTTP status. */
export async function deliverWebhook(
  ctx: AppContext,
  id: string,
  options: DeliveryOptions = {},
): Promise<number> {
  const [row] = await ctx.db
    .select()
    .from(sandboxGatewayWebhooks)
    .where(eq(sandboxGatewayWebhooks.id, id));
  if (!row) return 404;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!options.unsigned) {
    if (row.gateway === 'razorpay') {
      const signature = razorpayHmac(row.body, SANDBOX_ACCOUNTS.razorpay.webhookSecret);
      headers['x-razorpay-signature'] = options.badSignature
        ? signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))
        : signature;
      headers['x-razorpay-event-id'] = row.id;
    } else {
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      const signature = paypalSignature(transmissionId, time, row.body);
      headers['paypal-transmission-id'] = transmissionId;
      headers['paypal-transmission-time'] = time;
      headers['paypal-transmission-sig'] = options.badSignature
        ? `x${signature.slice(1)}`
        : signature;
      headers['paypal-auth-algo'] = 'SHA256withRSA';
      headers['paypal-cert-url'] =
        `${selfOrigin(ctx)}/sandbox/paypal/v1/notifications/certs/sandbox`;
    }
  }
  let status = 0;
  let error: string | null = null;
  try {
    const res = await fetch(`${selfOrigin(ctx)}/api/payments/webhooks/${row.gateway}`, {
      method: 'POST',
      headers,
      body: row.body,
      signal: AbortSignal.timeout(15_000),
    });
    status = res.status;
    await res.arrayBuffer();
    if (!res.ok) error = `HTTP ${res.status}`;
  } catch (e) {
    error = (e as Error).message;
  }
  await ctx.db
    .update(sandboxGatewayWebhooks)
    .set({
      attempts: sql`${sandboxGatewayWebhooks.attempts} + 1`,
      lastError: error,
      ...(error ? {} : { deliveredAt: new Date() }),
    })
    .where(eq(sandboxGatewayWebhooks.id, id));
  return status;
}

export function registerSandboxJobs(ctx: AppContext) {
  ctx.jobs.define<{ id: string }>({
    name: SANDBOX_WEBHOOK_JOB,
    // Like a gateway: retried with backoff for a while when our endpoint is down.
    retryLimit: 10,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 600,
    async handler({ id }) {
      const status = await deliverWebhook(ctx, id);
      if (status < 200 || status >= 300) throw new Error(`webhook ${id}: HTTP ${status}`);
    },
  });
}
