import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromDecimalString, toDecimalString, type Gateway } from '@petmitra/core/payments/pricing';
import type { AppContext } from '../../../context';
import {
  sandboxGatewayOrders,
  sandboxGatewayPayments,
  sandboxGatewayRefunds,
  sandboxGatewayWebhooks,
} from '../../../db/schema/payments';
import { SANDBOX_ACCOUNTS } from '../gateways/config';
import { rawJsonMember } from '../gateways/raw-json';
import { razorpayHmac } from '../gateways/razorpay';
import { sandboxId } from './ids';
import { deliverWebhook, paypalSignature, queueWebhook } from './webhooks';

type OrderRow = typeof sandboxGatewayOrders.$inferSelect;
type PaymentRow = typeof sandboxGatewayPayments.$inferSelect;

const rzpError = (reply: FastifyReply, status: number, description: string) =>
  reply.status(status).send({ error: { code: 'BAD_REQUEST_ERROR', description } });
const ppError = (reply: FastifyReply, status: number, name: string, issue: string) =>
  reply.status(status).send({ name, message: issue, details: [{ issue }] });

const basicOk = (request: FastifyRequest, user: string, password: string) => {
  const expected = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const got = request.headers.authorization ?? '';
  return got.length === expected.length && timingSafeEqual(Buffer.from(got), Buffer.from(expected));
};

/** The sandbox's PayPal access tokens: stateless, so any instance accepts them. */
const paypalToken = () =>
  createHmac('sha256', SANDBOX_ACCOUNTS.paypal.clientSecret).update('access').digest('hex');

function rzpOrder(o: OrderRow, attempts = 0) {
  const paid = o.status === 'paid';
  return {
    id: o.id,
    entity: 'order',
    amount: o.amount,
    amount_paid: paid ? o.amount : 0,
    amount_due: paid ? 0 : o.amount,
    currency: o.currency,
    receipt: o.receipt,
    status: o.status,
    attempts,
    notes: (o.body as { notes?: unknown }).notes ?? [],
    created_at: Math.floor(o.createdAt.getTime() / 1000),
  };
}

function rzpPayment(p: PaymentRow) {
  return {
    id: p.id,
    entity: 'payment',
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    order_id: p.orderId,
    method: 'upi',
    amount_refunded: p.refundedAmount,
    refund_status: p.refundedAmount === 0 ? null : p.refundedAmount < p.amount ? 'partial' : 'full',
    captured: p.status === 'captured' || p.status === 'refunded',
    error_description: p.error,
    created_at: Math.floor(p.createdAt.getTime() / 1000),
  };
}

function ppCapture(p: PaymentRow) {
  return {
    id: p.id,
    status:
      p.refundedAmount > 0
        ? p.refundedAmount < p.amount
          ? 'PARTIALLY_REFUNDED'
          : 'REFUNDED'
        : p.status,
    amount: { currency_code: p.currency, value: toDecimalString(p.amount) },
    final_capture: true,
    supplementary_data: { related_ids: { order_id: p.orderId } },
    create_time: p.createdAt.toISOString(),
  };
}

function ppOrder(o: OrderRow, captures: PaymentRow[], appUrl: string) {
  const unit =
    ((o.body as { purchase_units?: Record<string, unknown>[] }).purchase_units ?? [])[0] ?? {};
  return {
    id: o.id,
    intent: 'CAPTURE',
    status: o.status,
    purchase_units: [
      {
        ...unit,
        ...(captures.length ? { payments: { captures: captures.map(ppCapture) } } : {}),
      },
    ],
    links: [
      {
        href: `${appUrl}/payment/sandbox?gateway=paypal&token=${o.id}`,
        rel: 'payer-action',
        method: 'GET',
      },
      { href: `/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
    ],
    create_time: o.createdAt.toISOString(),
  };
}

/**
 * The built-in sandbox gateway (DESIGN §3): the subset of Razorpay's and PayPal's HTTP APIs
 * PetMitra calls — orders, payments and captures, refunds, webhook verification — with their
 * authentication, status codes and error shapes; a checkout the payer completes in our UI
 * (success, failure, cancel; no real money moves); and signed webhooks delivered with retries.
 * Mounted only when a gateway runs without keys (PAYMENTS_SANDBOX).
 */
export async function sandboxGatewayRoutes(app: FastifyInstance) {
  const ctx: AppContext = app.ctx;
  // Like the gateways, an empty JSON body (PayPal's capture call) is an empty object.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, String(body).trim() ? JSON.parse(String(body)) : {});
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // PayPal's token call is a form post (grant_type=client_credentials).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const db = ctx.db;
  const hide = { schema: { hide: true } };

  const findOrder = async (id: string, gateway: Gateway) => {
    const [row] = await db
      .select()
      .from(sandboxGatewayOrders)
      .where(and(eq(sandboxGatewayOrders.id, id), eq(sandboxGatewayOrders.gateway, gateway)));
    return row ?? null;
  };
  const paymentsOf = (orderId: string) =>
    db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.orderId, orderId))
      .orderBy(desc(sandboxGatewayPayments.createdAt));
  const findPayment = async (id: string, gateway: Gateway) => {
    const [row] = await db
      .select()
      .from(sandboxGatewayPayments)
      .where(and(eq(sandboxGatewayPayments.id, id), eq(sandboxGatewayPayments.gateway, gateway)));
    return row ?? null;
  };

  // ---------------------------------------------------------------- Razorpay /v1
  const rzpAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!basicOk(request, SANDBOX_ACCOUNTS.razorpay.keyId, SANDBOX_ACCOUNTS.razorpay.keySecret)) {
      return rzpError(reply, 401, 'Authentication failed');
    }
  };

  app.post(
    '/sandbox/razorpay/v1/orders',
    { ...hide, preHandler: rzpAuth },
    async (request, reply) => {
      const body = (request.body ?? {}) as {
        amount?: unknown;
        currency?: unknown;
        receipt?: unknown;
      };
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100) {
        return rzpError(reply, 400, 'The amount must be atleast INR 1.00');
      }
      if (body.currency !== 'INR' && body.currency !== 'USD') {
        return rzpError(reply, 400, 'The currency provided is invalid');
      }
      const [order] = await db
        .insert(sandboxGatewayOrders)
        .values({
          id: sandboxId('order_', 14),
          gateway: 'razorpay',
          amount: body.amount as number,
          currency: body.currency,
          status: 'created',
          receipt: typeof body.receipt === 'string' ? body.receipt : null,
          body: body as Record<string, unknown>,
        })
        .returning();
      return reply.send(rzpOrder(order!));
    },
  );

  app.get(
    '/sandbox/razorpay/v1/orders/:id',
    { ...hide, preHandler: rzpAuth },
    async (request, reply) => {
      const order = await findOrder((request.params as { id: string }).id, 'razorpay');
      if (!order) return rzpError(reply, 400, 'The id provided does not exist');
      return reply.send(rzpOrder(order, (await paymentsOf(order.id)).length));
    },
  );

  app.get(
    '/sandbox/razorpay/v1/orders/:id/payments',
    { ...hide, preHandler: rzpAuth },
    async (request, reply) => {
      const order = await findOrder((request.params as { id: string }).id, 'razorpay');
      if (!order) return rzpError(reply, 400, 'The id provided does not exist');
      const items = (await paymentsOf(order.id)).map(rzpPayment);
      return reply.send({ entity: 'collection', count: items.length, items });
    },
  );

  app.get(
    '/sandbox/razorpay/v1/payments/:id',
    { ...hide, preHandler: rzpAuth },
    async (request, reply) => {
      const payment = await findPayment((request.params as { id: string }).id, 'razorpay');
      if (!payment) return rzpError(reply, 400, 'The id provided does not exist');
      return reply.send(rzpPayment(payment));
    },
  );

  app.post(
    '/sandbox/razorpay/v1/payments/:id/capture',
    { ...hide, preHandler: rzpAuth },
    async (request, reply) => {
      const payment = await findPayment((request.params as { id: string }).id, 'razorpay');
      if (!payment) return rzpError(reply, 400, 'The id provided does not exist');
      if (payment.status !== 'authorized') {
        return rzpError(reply, 400, 'This payment has already been captured');
      }
      return reply.send(rzpPayment(payment));
    },
  );

  app.post(
    '/sandbox/razorpay/v1/payments/:id/refund',
    { ...hide, preHandler: rzpAuth },
    async (request, reply) => {
      const id = (request.params as { id: string }).id;
      const body = (request.body ?? {}) as { amount?: unknown };
      const result = await db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(sandboxGatewayPayments)
          .where(
            and(eq(sandboxGatewayPayments.id, id), eq(sandboxGatewayPayments.gateway, 'razorpay')),
          )
          .for('update');
        if (!payment) return { error: 'The id provided does not exist' };
        if (payment.status !== 'captured') return { error: 'The payment has not been captured' };
        const amount =
          body.amount === undefined ? payment.amount - payment.refundedAmount : body.amount;
        if (
          !Number.isInteger(amount) ||
          (amount as number) <= 0 ||
          (amount as number) > payment.amount - payment.refundedAmount
        ) {
          return { error: 'The refund amount provided is greater than amount captured' };
        }
        const refundId = sandboxId('rfnd_', 14);
        await tx.insert(sandboxGatewayRefunds).values({
          id: refundId,
          gateway: 'razorpay',
          paymentId: payment.id,
          amount: amount as number,
          status: 'processed',
        });
        await tx
          .update(sandboxGatewayPayments)
          .set({
            refundedAmount: sql`${sandboxGatewayPayments.refundedAmount} + ${amount as number}`,
          })
          .where(eq(sandboxGatewayPayments.id, payment.id));
        const refund = {
          id: refundId,
          entity: 'refund',
          amount,
          currency: payment.currency,
          payment_id: payment.id,
          status: 'processed',
          speed_processed: 'normal',
          created_at: Math.floor(Date.now() / 1000),
        };
        await queueWebhook(ctx, tx, 'razorpay', 'refund.processed', (_id, createdAt) => ({
          entity: 'event',
          account_id: 'acc_sandbox',
          event: 'refund.processed',
          contains: ['refund', 'payment'],
          payload: { refund: { entity: refund }, payment: { entity: rzpPayment(payment) } },
          created_at: createdAt,
        }));
        return { refund };
      });
      if ('error' in result) return rzpError(reply, 400, result.error!);
      return reply.send(result.refund);
    },
  );

  // ---------------------------------------------------------------- PayPal
  app.post('/sandbox/paypal/v1/oauth2/token', hide, async (request, reply) => {
    if (!basicOk(request, SANDBOX_ACCOUNTS.paypal.clientId, SANDBOX_ACCOUNTS.paypal.clientSecret)) {
      return reply
        .status(401)
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    return reply.send({
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: paypalToken(),
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX',
      expires_in: 32_400,
    });
  });

  const ppAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== `Bearer ${paypalToken()}`) {
      return reply
        .status(401)
        .send({ error: 'invalid_token', error_description: 'Token signature verification failed' });
    }
  };

  app.post(
    '/sandbox/paypal/v2/checkout/orders',
    { ...hide, preHandler: ppAuth },
    async (request, reply) => {
      const body = (request.body ?? {}) as {
        intent?: string;
        purchase_units?: { amount?: { currency_code?: string; value?: string } }[];
      };
      const requestKey = (request.headers['paypal-request-id'] as string | undefined) ?? null;
      if (requestKey) {
        const [again] = await db
          .select()
          .from(sandboxGatewayOrders)
          .where(
            and(
              eq(sandboxGatewayOrders.gateway, 'paypal'),
              eq(sandboxGatewayOrders.requestKey, requestKey),
            ),
          );
        if (again)
          return reply.status(200).send(ppOrder(again, await paymentsOf(again.id), ctx.env.appUrl));
      }
      const unit = body.purchase_units?.[0];
      const amount = fromDecimalString(unit?.amount?.value ?? '');
      if (body.intent !== 'CAPTURE' || !unit || amount === null || amount <= 0) {
        return ppError(reply, 422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE');
      }
      const [order] = await db
        .insert(sandboxGatewayOrders)
        .values({
          id: sandboxId('', 17),
          gateway: 'paypal',
          amount,
          currency: unit.amount!.currency_code ?? 'USD',
          status: 'PAYER_ACTION_REQUIRED',
          receipt: null,
          requestKey,
          body: body as Record<string, unknown>,
        })
        .returning();
      return reply.status(201).send(ppOrder(order!, [], ctx.env.appUrl));
    },
  );

  app.get(
    '/sandbox/paypal/v2/checkout/orders/:id',
    { ...hide, preHandler: ppAuth },
    async (request, reply) => {
      const order = await findOrder((request.params as { id: string }).id, 'paypal');
      if (!order) return ppError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      return reply.send(ppOrder(order, await paymentsOf(order.id), ctx.env.appUrl));
    },
  );

  app.post(
    '/sandbox/paypal/v2/checkout/orders/:id/capture',
    { ...hide, preHandler: ppAuth },
    async (request, reply) => {
      const id = (request.params as { id: string }).id;
      const result = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(sandboxGatewayOrders)
          .where(and(eq(sandboxGatewayOrders.id, id), eq(sandboxGatewayOrders.gateway, 'paypal')))
          .for('update');
        if (!order) return { status: 404, issue: 'INVALID_RESOURCE_ID' } as const;
        if (order.status === 'COMPLETED')
          return { status: 422, issue: 'ORDER_ALREADY_CAPTURED' } as const;
        if (order.status !== 'APPROVED')
          return { status: 422, issue: 'ORDER_NOT_APPROVED' } as const;
        const outcome = (order.body as { sandboxOutcome?: string }).sandboxOutcome ?? 'success';
        const status =
          outcome === 'pending' ? 'PENDING' : outcome === 'failure' ? 'DECLINED' : 'COMPLETED';
        const [capture] = await tx
          .insert(sandboxGatewayPayments)
          .values({
            id: sandboxId('', 17),
            gateway: 'paypal',
            orderId: order.id,
            amount: order.amount,
            currency: order.currency,
            status,
          })
          .returning();
        const [updated] = await tx
          .update(sandboxGatewayOrders)
          .set({ status: status === 'DECLINED' ? 'APPROVED' : 'COMPLETED' })
          .where(eq(sandboxGatewayOrders.id, order.id))
          .returning();
        if (status !== 'PENDING') {
          await queueWebhook(ctx, tx, 'paypal', `PAYMENT.CAPTURE.${status}`, (eventId) => ({
            id: eventId,
            event_version: '1.0',
            create_time: new Date().toISOString(),
            resource_type: 'capture',
            event_type: `PAYMENT.CAPTURE.${status}`,
            summary: `Payment ${status.toLowerCase()} for $ ${toDecimalString(order.amount)} ${order.currency}`,
            resource: ppCapture(capture!),
          }));
        }
        return { status: 201, order: ppOrder(updated!, [capture!], ctx.env.appUrl) } as const;
      });
      if ('issue' in result) {
        return ppError(
          reply,
          result.status,
          result.status === 404 ? 'RESOURCE_NOT_FOUND' : 'UNPROCESSABLE_ENTITY',
          result.issue!,
        );
      }
      return reply.status(201).send(result.order);
    },
  );

  app.post(
    '/sandbox/paypal/v2/payments/captures/:id/refund',
    { ...hide, preHandler: ppAuth },
    async (request, reply) => {
      const id = (request.params as { id: string }).id;
      const body = (request.body ?? {}) as { amount?: { value?: string } };
      const result = await db.transaction(async (tx) => {
        const [capture] = await tx
          .select()
          .from(sandboxGatewayPayments)
          .where(
            and(eq(sandboxGatewayPayments.id, id), eq(sandboxGatewayPayments.gateway, 'paypal')),
          )
          .for('update');
        if (!capture) return { status: 404, issue: 'INVALID_RESOURCE_ID' } as const;
        if (capture.status !== 'COMPLETED')
          return { status: 422, issue: 'CAPTURE_NOT_COMPLETED' } as const;
        const amount = body.amount?.value
          ? fromDecimalString(body.amount.value)
          : capture.amount - capture.refundedAmount;
        if (amount === null || amount <= 0 || amount > capture.amount - capture.refundedAmount) {
          return { status: 422, issue: 'REFUND_AMOUNT_EXCEEDED' } as const;
        }
        const refundId = sandboxId('', 17);
        await tx.insert(sandboxGatewayRefunds).values({
          id: refundId,
          gateway: 'paypal',
          paymentId: capture.id,
          amount,
          status: 'COMPLETED',
        });
        await tx
          .update(sandboxGatewayPayments)
          .set({ refundedAmount: sql`${sandboxGatewayPayments.refundedAmount} + ${amount}` })
          .where(eq(sandboxGatewayPayments.id, capture.id));
        const refund = {
          id: refundId,
          status: 'COMPLETED',
          amount: { value: toDecimalString(amount), currency_code: capture.currency },
          links: [{ href: `/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' }],
        };
        await queueWebhook(ctx, tx, 'paypal', 'PAYMENT.CAPTURE.REFUNDED', (eventId) => ({
          id: eventId,
          event_version: '1.0',
          create_time: new Date().toISOString(),
          resource_type: 'refund',
          event_type: 'PAYMENT.CAPTURE.REFUNDED',
          resource: refund,
        }));
        return { status: 201, refund } as const;
      });
      if ('issue' in result)
        return ppError(reply, result.status, 'UNPROCESSABLE_ENTITY', result.issue!);
      return reply.status(201).send(result.refund);
    },
  );

  // PayPal checks the signature over the event's bytes as its verify call received them, so
  // this route reads the raw body (a re-serialised event would not verify).
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/sandbox/paypal/v1/notifications/verify-webhook-signature',
      { ...hide, preHandler: ppAuth },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        let b: {
          transmission_id?: string;
          transmission_time?: string;
          transmission_sig?: string;
          webhook_id?: string;
        };
        try {
          b = JSON.parse(raw) as typeof b;
        } catch {
          return ppError(reply, 400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON');
        }
        const event = rawJsonMember(raw, 'webhook_event');
        const ok =
          event !== null &&
          b.webhook_id === SANDBOX_ACCOUNTS.paypal.webhookId &&
          typeof b.transmission_id === 'string' &&
          typeof b.transmission_time === 'string' &&
          typeof b.transmission_sig === 'string' &&
          paypalSignature(b.transmission_id, b.transmission_time, event) === b.transmission_sig;
        return reply.send({ verification_status: ok ? 'SUCCESS' : 'FAILURE' });
      },
    );
  });

  // ---------------------------------------------------------------- The payer's checkout
  // Called by our sandbox checkout page (apps/web features/payments): the step a real
  // gateway runs on its own pages.
  app.get('/sandbox/checkout/:orderId', hide, async (request, reply) => {
    const id = (request.params as { orderId: string }).orderId;
    const [order] = await db
      .select()
      .from(sandboxGatewayOrders)
      .where(eq(sandboxGatewayOrders.id, id));
    if (!order) return reply.status(404).send({ error: 'Order not found' });
    const unit = ((order.body as { purchase_units?: { description?: string }[] }).purchase_units ??
      [])[0];
    const notes = (order.body as { notes?: { description?: string } }).notes;
    return reply.send({
      gateway: order.gateway,
      orderId: order.id,
      amount: order.amount,
      currency: order.currency,
      status: order.status,
      description: unit?.description ?? notes?.description ?? '',
    });
  });

  app.post('/sandbox/checkout/:orderId', hide, async (request, reply) => {
    const id = (request.params as { orderId: string }).orderId;
    const outcome = ((request.body ?? {}) as { outcome?: string }).outcome;
    if (!['success', 'failure', 'cancel', 'pending'].includes(outcome ?? '')) {
      return reply
        .status(400)
        .send({ error: 'outcome must be success, failure, cancel or pending' });
    }
    const [order] = await db
      .select()
      .from(sandboxGatewayOrders)
      .where(eq(sandboxGatewayOrders.id, id));
    if (!order) return reply.status(404).send({ error: 'Order not found' });

    if (order.gateway === 'paypal') {
      const ctxBody =
        (
          order.body as {
            payment_source?: {
              paypal?: { experience_context?: { return_url?: string; cancel_url?: string } };
            };
          }
        ).payment_source?.paypal?.experience_context ?? {};
      const withToken = (url: string | undefined, extra = '') =>
        url ? `${url}${url.includes('?') ? '&' : '?'}token=${order.id}${extra}` : null;
      if (outcome === 'cancel') return reply.send({ redirect: withToken(ctxBody.cancel_url) });
      if (order.status !== 'PAYER_ACTION_REQUIRED' && order.status !== 'APPROVED') {
        return reply.status(409).send({ error: 'Order already completed' });
      }
      await db
        .update(sandboxGatewayOrders)
        .set({ status: 'APPROVED', body: { ...order.body, sandboxOutcome: outcome } })
        .where(eq(sandboxGatewayOrders.id, order.id));
      return reply.send({ redirect: withToken(ctxBody.return_url, '&PayerID=SANDBOXPAYER') });
    }

    // Razorpay: the checkout takes the payment and hands the browser a signed result.
    if (outcome === 'cancel') return reply.send({ cancelled: true });
    if (order.status === 'paid') return reply.status(409).send({ error: 'Order already paid' });
    const result = await db.transaction(async (tx) => {
      const failed = outcome === 'failure';
      const [payment] = await tx
        .insert(sandboxGatewayPayments)
        .values({
          id: sandboxId('pay_', 14),
          gateway: 'razorpay',
          orderId: order.id,
          amount: order.amount,
          currency: order.currency,
          status: failed ? 'failed' : outcome === 'pending' ? 'authorized' : 'captured',
          error: failed ? 'Payment failed' : null,
        })
        .returning();
      if (!failed && outcome !== 'pending') {
        const [paidOrder] = await tx
          .update(sandboxGatewayOrders)
          .set({ status: 'paid' })
          .where(eq(sandboxGatewayOrders.id, order.id))
          .returning();
        const entity = rzpPayment(payment!);
        await queueWebhook(ctx, tx, 'razorpay', 'payment.captured', (_e, createdAt) => ({
          entity: 'event',
          account_id: 'acc_sandbox',
          event: 'payment.captured',
          contains: ['payment'],
          payload: { payment: { entity } },
          created_at: createdAt,
        }));
        await queueWebhook(ctx, tx, 'razorpay', 'order.paid', (_e, createdAt) => ({
          entity: 'event',
          account_id: 'acc_sandbox',
          event: 'order.paid',
          contains: ['payment', 'order'],
          payload: { payment: { entity }, order: { entity: rzpOrder(paidOrder!) } },
          created_at: createdAt,
        }));
      } else if (failed) {
        const entity = rzpPayment(payment!);
        await queueWebhook(ctx, tx, 'razorpay', 'payment.failed', (_e, createdAt) => ({
          entity: 'event',
          account_id: 'acc_sandbox',
          event: 'payment.failed',
          contains: ['payment'],
          payload: { payment: { entity } },
          created_at: createdAt,
        }));
      }
      return payment!;
    });
    if (result.status === 'failed') {
      return reply.status(400).send({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          source: 'customer',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: result.id },
        },
      });
    }
    return reply.send({
      razorpay_payment_id: result.id,
      razorpay_order_id: order.id,
      razorpay_signature: razorpayHmac(
        `${order.id}|${result.id}`,
        SANDBOX_ACCOUNTS.razorpay.keySecret,
      ),
    });
  });

  // ---------------------------------------------------------------- Test controls
  // What a gateway's dashboard offers ("resend webhook"), for tests and the benchmark: the
  // webhooks of an order, and delivering one now, n times at once, or with a bad signature.
  app.get('/sandbox/control/webhooks', hide, async (request, reply) => {
    const orderId = (request.query as { order?: string }).order ?? '';
    const rows = await db
      .select()
      .from(sandboxGatewayWebhooks)
      .where(sql`position(${orderId} in ${sandboxGatewayWebhooks.body}) > 0`)
      .orderBy(sandboxGatewayWebhooks.createdAt);
    return reply.send({
      webhooks: rows.map((r) => ({
        id: r.id,
        gateway: r.gateway,
        eventType: r.eventType,
        attempts: r.attempts,
        deliveredAt: r.deliveredAt,
      })),
    });
  });

  app.post('/sandbox/control/webhooks/:id/deliver', hide, async (request, reply) => {
    const id = (request.params as { id: string }).id;
    const b = (request.body ?? {}) as {
      times?: number;
      badSignature?: boolean;
      unsigned?: boolean;
    };
    const times = Math.min(Math.max(Number(b.times ?? 1), 1), 100);
    const statuses = await Promise.all(
      Array.from({ length: times }, () =>
        deliverWebhook(ctx, id, {
          badSignature: Boolean(b.badSignature),
          unsigned: Boolean(b.unsigned),
        }),
      ),
    );
    return reply.send({ statuses });
  });
}
