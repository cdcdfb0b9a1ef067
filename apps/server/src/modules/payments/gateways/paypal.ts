import {
  fromDecimalString,
  toDecimalString,
  type PaymentCurrency,
} from '@petmitra/core/payments/pricing';
import {
  GatewayError,
  basicAuth,
  gatewayFetch,
  type GatewayAdapter,
  type GatewayPayment,
} from './types';

export interface PayPalConfig {
  mode: 'live' | 'sandbox';
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** https://api-m.paypal.com (or its sandbox), or the built-in sandbox's /sandbox/paypal. */
  apiUrl: () => string;
}

interface PayPalCapture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
  amount: { currency_code: string; value: string };
  supplementary_data?: { related_ids?: { order_id?: string } };
}

interface PayPalOrder {
  id: string;
  status: string;
  links?: { rel: string; href: string }[];
  purchase_units?: { payments?: { captures?: PayPalCapture[] } }[];
}

function toPayment(capture: PayPalCapture, orderId: string): GatewayPayment {
  const amount = fromDecimalString(capture.amount.value);
  if (amount === null) throw new GatewayError('PayPal amount unreadable', 'verification');
  return {
    transactionId: capture.id,
    orderId,
    amount,
    currency: capture.amount.currency_code as PaymentCurrency,
    status:
      capture.status === 'COMPLETED' ||
      capture.status === 'REFUNDED' ||
      capture.status === 'PARTIALLY_REFUNDED'
        ? 'completed'
        : capture.status === 'PENDING'
          ? 'pending'
          : 'failed',
    method: 'paypal',
    details: { capture_id: capture.id, capture_status: capture.status, order_id: orderId },
  };
}

const firstCapture = (order: PayPalOrder) => order.purchase_units?.[0]?.payments?.captures?.[0];

/**
 * PayPal over its REST API: OAuth 2 client credentials (`POST /v1/oauth2/token`), Orders v2
 * (`POST /v2/checkout/orders`, `GET …/:id`, `POST …/:id/capture`), Payments v2
 * (`POST /v2/payments/captures/:id/refund`) and webhook verification by PayPal's own call
 * (`POST /v1/notifications/verify-webhook-signature`). Only a COMPLETED capture is a success.
 */
export function createPayPalAdapter(config: PayPalConfig): GatewayAdapter {
  let token: { value: string; expires: number } | null = null;

  const accessToken = async () => {
    if (token && token.expires > Date.now() + 60_000) return token.value;
    const res = await gatewayFetch(`${config.apiUrl()}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: basicAuth(config.clientId, config.clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = res.body as { access_token?: string; expires_in?: number } | null;
    if (res.status !== 200 || !body?.access_token) {
      throw new GatewayError(`PayPal auth ${res.status}`, 'unavailable', res.status);
    }
    token = { value: body.access_token, expires: Date.now() + (body.expires_in ?? 300) * 1000 };
    return token.value;
  };

  const call = async (
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    /** The body's JSON text as is (instead of serialising `body`). */
    text?: string,
  ) => {
    const res = await gatewayFetch(`${config.apiUrl()}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...headers,
      },
      ...(text !== undefined
        ? { body: text }
        : body !== undefined
          ? { body: JSON.stringify(body) }
          : {}),
    });
    if (res.status >= 500)
      throw new GatewayError(`PayPal ${res.status}`, 'unavailable', res.status);
    return res;
  };

  const issue = (body: unknown) =>
    (body as { details?: { issue?: string }[] } | null)?.details?.[0]?.issue ?? '';

  const getOrder = async (orderId: string) => {
    const res = await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
    if (res.status !== 200)
      throw new GatewayError('PayPal order not found', 'declined', res.status);
    return res.body as PayPalOrder;
  };

  const capture = async (orderId: string): Promise<GatewayPayment> => {
    const res = await call(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
      undefined,
      { 'paypal-request-id': `capture-${orderId}` },
    );
    if (res.status === 422 && issue(res.body) === 'ORDER_ALREADY_CAPTURED') {
      const order = await getOrder(orderId);
      const c = firstCapture(order);
      if (!c) throw new GatewayError('Payment was not completed', 'declined');
      return toPayment(c, orderId);
    }
    if (res.status === 422 && issue(res.body) === 'ORDER_NOT_APPROVED') {
      throw new GatewayError('Payment was not completed', 'not_approved', 422);
    }
    if (res.status !== 201 && res.status !== 200) {
      throw new GatewayError('Failed to complete payment', 'declined', res.status);
    }
    const c = firstCapture(res.body as PayPalOrder);
    if (!c) throw new GatewayError('Failed to complete payment', 'declined');
    return toPayment(c, orderId);
  };

  return {
    gateway: 'paypal',
    mode: config.mode,
    publicKey: config.clientId,

    async createOrder(input) {
      const res = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.reference,
              custom_id: input.reference,
              invoice_id: input.reference,
              description: input.description.slice(0, 127),
              amount: { currency_code: input.currency, value: toDecimalString(input.amount) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: 'PetMitra',
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
              },
            },
          },
        },
        { 'paypal-request-id': input.idempotencyKey },
      );
      if (res.status !== 201 && res.status !== 200) {
        throw new GatewayError('Failed to create payment order', 'declined', res.status);
      }
      const order = res.body as PayPalOrder;
      const link = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      return { orderId: order.id, approveUrl: link?.href ?? null };
    },

    confirm: ({ orderId }) => capture(orderId),

    async lookup(orderId) {
      const order = await getOrder(orderId);
      if (order.status === 'APPROVED') return capture(orderId);
      const c = firstCapture(order);
      return c ? toPayment(c, orderId) : null;
    },

    async refund(input) {
      const res = await call(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(input.transactionId)}/refund`,
        {
          amount: { value: toDecimalString(input.amount), currency_code: input.currency },
          note_to_payer: input.note.slice(0, 255),
        },
        { 'paypal-request-id': input.idempotencyKey },
      );
      if (res.status !== 201 && res.status !== 200) {
        throw new GatewayError(
          (res.body as { message?: string } | null)?.message ?? 'Refund failed',
          'declined',
          res.status,
        );
      }
      const r = res.body as { id: string; status: string };
      return {
        refundId: r.id,
        amount: input.amount,
        status:
          r.status === 'COMPLETED'
            ? 'processed'
            : r.status === 'FAILED' || r.status === 'CANCELLED'
              ? 'failed'
              : 'pending',
      };
    },

    async verifyWebhook(rawBody, headers) {
      const h = (name: string) => headers[name];
      if (!h('paypal-transmission-sig') || !h('paypal-transmission-id')) return null;
      let event: {
        id: string;
        event_type: string;
        resource: Record<string, unknown>;
      };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      // PayPal signs the bytes it sent: the event goes back as those bytes (a parsed and
      // re-serialised copy can differ — `1.0` becomes `1` — and then never verifies).
      const fields = JSON.stringify({
        auth_algo: h('paypal-auth-algo'),
        cert_url: h('paypal-cert-url'),
        transmission_id: h('paypal-transmission-id'),
        transmission_sig: h('paypal-transmission-sig'),
        transmission_time: h('paypal-transmission-time'),
        webhook_id: config.webhookId,
      });
      const res = await call(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        undefined,
        {},
        `${fields.slice(0, -1)},"webhook_event":${rawBody.toString('utf8')}}`,
      );
      if (
        (res.body as { verification_status?: string } | null)?.verification_status !== 'SUCCESS'
      ) {
        return null;
      }
      const eventId = String(event.id);
      const eventType = String(event.event_type);
      if (eventType.startsWith('PAYMENT.CAPTURE.') && eventType !== 'PAYMENT.CAPTURE.REFUNDED') {
        const c = event.resource as unknown as PayPalCapture;
        const orderId = c.supplementary_data?.related_ids?.order_id;
        if (!orderId) return { eventId, type: 'other', eventType };
        return { eventId, type: 'payment', eventType, payment: toPayment(c, orderId) };
      }
      if (eventType === 'CHECKOUT.ORDER.APPROVED') {
        return { eventId, type: 'approved', eventType, orderId: String(event.resource.id) };
      }
      if (eventType === 'PAYMENT.CAPTURE.REFUNDED') {
        const r = event.resource as { id: string; status: string; amount?: { value: string } };
        return {
          eventId,
          type: 'refund',
          eventType,
          refund: {
            refundId: r.id,
            amount: fromDecimalString(r.amount?.value ?? '0') ?? 0,
            status: r.status === 'COMPLETED' ? 'processed' : 'pending',
          },
        };
      }
      return { eventId, type: 'other', eventType };
    },
  };
}
