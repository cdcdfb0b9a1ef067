import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentCurrency } from '@petmitra/core/payments/pricing';
import {
  GatewayError,
  basicAuth,
  gatewayFetch,
  type GatewayAdapter,
  type GatewayPayment,
  type WebhookEvent,
} from './types';

export interface RazorpayConfig {
  mode: 'live' | 'sandbox';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or the sandbox's /sandbox/razorpay. */
  apiUrl: () => string;
}

/** Hex HMAC-SHA256, as Razorpay signs checkout results and webhooks. */
export function razorpayHmac(payload: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

interface RazorpayPaymentEntity {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method?: string;
  error_description?: string | null;
}

function toPayment(p: RazorpayPaymentEntity): GatewayPayment {
  return {
    transactionId: p.id,
    orderId: p.order_id,
    amount: p.amount,
    currency: p.currency as PaymentCurrency,
    status:
      p.status === 'captured' || p.status === 'refunded'
        ? 'completed'
        : p.status === 'failed'
          ? 'failed'
          : 'pending',
    method: p.method ?? null,
    details: {
      razorpay_payment_id: p.id,
      method: p.method ?? null,
      status: p.status,
      ...(p.error_description ? { error: p.error_description } : {}),
    },
  };
}

/**
 * Razorpay over its REST API: Orders (`POST /v1/orders`), Payments (`GET /v1/payments/:id`,
 * `POST /v1/payments/:id/capture`), Refunds (`POST /v1/payments/:id/refund`), with HTTP Basic
 * auth (key id, key secret). Checkout's result is checked with
 * HMAC-SHA256(`order_id|payment_id`, key secret); webhooks with HMAC-SHA256(raw body, webhook
 * secret) in `X-Razorpay-Signature`, and carry their id in `X-Razorpay-Event-Id`.
 */
export function createRazorpayAdapter(config: RazorpayConfig): GatewayAdapter {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await gatewayFetch(`${config.apiUrl()}${path}`, {
      method,
      headers: {
        authorization: basicAuth(config.keyId, config.keySecret),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    if (res.status >= 500)
      throw new GatewayError(`Razorpay ${res.status}`, 'unavailable', res.status);
    if (res.status >= 400) {
      const description =
        (res.body as { error?: { description?: string } } | null)?.error?.description ??
        `Razorpay ${res.status}`;
      throw new GatewayError(description, 'declined', res.status);
    }
    return res.body;
  };

  const fetchPayment = async (id: string) =>
    (await call('GET', `/v1/payments/${encodeURIComponent(id)}`)) as RazorpayPaymentEntity;

  return {
    gateway: 'razorpay',
    mode: config.mode,
    publicKey: config.keyId,

    async createOrder(input) {
      const order = (await call('POST', '/v1/orders', {
        amount: input.amount,
        currency: input.currency,
        receipt: input.reference.slice(0, 40),
        notes: { payment_id: input.reference, description: input.description.slice(0, 255) },
      })) as { id: string };
      return { orderId: order.id, approveUrl: null };
    },

    async confirm({ orderId, razorpayPaymentId, razorpaySignature }) {
      if (!razorpayPaymentId || !razorpaySignature) {
        throw new GatewayError('Verification failed', 'verification');
      }
      const expected = razorpayHmac(`${orderId}|${razorpayPaymentId}`, config.keySecret);
      if (!safeEqualHex(expected, razorpaySignature)) {
        throw new GatewayError('Verification failed', 'verification');
      }
      let payment = await fetchPayment(razorpayPaymentId);
      if (payment.order_id !== orderId)
        throw new GatewayError('Verification failed', 'verification');
      if (payment.status === 'authorized') {
        payment = (await call('POST', `/v1/payments/${encodeURIComponent(payment.id)}/capture`, {
          amount: payment.amount,
          currency: payment.currency,
        })) as RazorpayPaymentEntity;
      }
      return toPayment(payment);
    },

    async lookup(orderId) {
      const list = (await call('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`)) as {
        items: RazorpayPaymentEntity[];
      };
      const paid = list.items.find((p) => p.status === 'captured' || p.status === 'refunded');
      return paid ? toPayment(paid) : null;
    },

    async refund(input) {
      const refund = (await call(
        'POST',
        `/v1/payments/${encodeURIComponent(input.transactionId)}/refund`,
        {
          amount: input.amount,
          speed: 'normal',
          receipt: input.idempotencyKey.slice(0, 40),
          notes: { reason: input.note.slice(0, 255) },
        },
      )) as { id: string; amount: number; status: 'pending' | 'processed' | 'failed' };
      return { refundId: refund.id, amount: refund.amount, status: refund.status };
    },

    async verifyWebhook(rawBody, headers) {
      const signature = headers['x-razorpay-signature'];
      if (!signature) return null;
      if (!safeEqualHex(razorpayHmac(rawBody, config.webhookSecret), signature)) return null;
      let event: {
        event: string;
        payload: {
          payment?: { entity: RazorpayPaymentEntity };
          refund?: { entity: { id: string; amount: number; status: string } };
        };
      };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      const eventId =
        headers['x-razorpay-event-id'] ??
        `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
      const eventType = String(event.event);
      if (
        (eventType === 'payment.captured' ||
          eventType === 'order.paid' ||
          eventType === 'payment.failed') &&
        event.payload.payment
      ) {
        return {
          eventId,
          type: 'payment',
          eventType,
          payment: toPayment(event.payload.payment.entity),
        };
      }
      if (eventType.startsWith('refund.') && event.payload.refund) {
        const r = event.payload.refund.entity;
        return {
          eventId,
          type: 'refund',
          eventType,
          refund: {
            refundId: r.id,
            amount: r.amount,
            status:
              r.status === 'processed' ? 'processed' : r.status === 'failed' ? 'failed' : 'pending',
          },
        };
      }
      return { eventId, type: 'other', eventType } satisfies WebhookEvent;
    },
  };
}
