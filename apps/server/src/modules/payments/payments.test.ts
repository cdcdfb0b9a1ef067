import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import {
  addPet,
  addService,
  createUser,
  notificationsOf,
  postRequest,
  requestInput,
  respond,
  signIn,
  signUp,
} from '../../../test/factories';
import { payAtSandbox as payAt } from '../../../test/payments';
import { SANDBOX_ACCOUNTS } from './gateways/config';
import { rawJsonMember } from './gateways/raw-json';
import { razorpayHmac } from './gateways/razorpay';
import { paypalSignature } from './sandbox/webhooks';
import { createPaymentService } from './service';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  // The sandbox gateway is called over real HTTP, as a remote gateway would be.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t.close();
});

const key = () => `key-${randomUUID()}`;

const payAtSandbox = (orderId: string, outcome: Parameters<typeof payAt>[2]) =>
  payAt(base, orderId, outcome);

async function rows<T>(sql: string): Promise<T[]> {
  return t.ctx.database.exclusive((s) => s.rows<T>(sql));
}

async function parentPastFreeRequest(profile: Record<string, unknown> = {}) {
  const client = t.client();
  const { user } = await signUp(client, { name: 'Meera Iyer', ...profile });
  const pet = await addPet(client, { name: 'Tiger' });
  await postRequest(client, pet.id);
  return { client, user, pet };
}

async function startRequestFee(
  client: TestClient,
  petId: string,
  extra: Record<string, unknown> = {},
) {
  const res = await client.post('/api/payments/checkout', {
    product: 'request_fee',
    idempotencyKey: key(),
    request: requestInput(petId, { description: 'Second grooming this month, paid' }),
    ...extra,
  });
  return res;
}

async function webhooksOf(orderId: string) {
  const res = await fetch(`${base}/sandbox/control/webhooks?order=${orderId}`);
  return ((await res.json()) as { webhooks: { id: string; eventType: string }[] }).webhooks;
}

describe('the per-use fee (pet parent, Razorpay in INR)', () => {
  it('asks for ₹45 after the free request, and posts the request only once paid', async () => {
    const { client, user, pet } = await parentPastFreeRequest();
    const blocked = await client.post('/api/requests', requestInput(pet.id));
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json().error.details.product).toBe('request_fee');

    // The client's amount and currency are not read: the server prices it.
    const res = await startRequestFee(client, pet.id, { amount: 1, currency: 'USD' });
    expect(res.statusCode).toBe(201);
    const { payment, checkout } = res.json();
    expect(payment).toMatchObject({
      amount: 4500,
      currency: 'INR',
      gateway: 'razorpay',
      status: 'pending',
      sandbox: true,
    });
    expect(checkout).toMatchObject({
      gateway: 'razorpay',
      amount: 4500,
      currency: 'INR',
      keyId: SANDBOX_ACCOUNTS.razorpay.keyId,
    });
    expect(checkout.orderId).toMatch(/^order_/);

    // Nothing is posted before the payment is verified.
    const mineBefore = (await client.get('/api/my/requests')).json();
    expect(mineBefore.requests).toHaveLength(1);

    const paid = await payAtSandbox(checkout.orderId, 'success');
    expect(paid.status).toBe(200);
    const confirm = await client.post(`/api/payments/${payment.id}/confirm`, {
      razorpayPaymentId: paid.body.razorpay_payment_id,
      razorpayOrderId: paid.body.razorpay_order_id,
      razorpaySignature: paid.body.razorpay_signature,
    });
    expect(confirm.statusCode).toBe(200);
    const done = confirm.json();
    expect(done.payment).toMatchObject({
      status: 'completed',
      transactionId: paid.body.razorpay_payment_id,
    });
    expect(done.payment.invoiceNumber).toMatch(/^PM-\d{4}-\d{6}$/);
    expect(done.requestId).toBeTruthy();

    const [request] = await rows<Record<string, unknown>>(
      `SELECT payment_status, payment_amount, payment_currency, payment_transaction_id, description
         FROM service_requests WHERE id = '${done.requestId}'`,
    );
    expect(request).toMatchObject({
      payment_status: 'completed',
      payment_amount: 4500,
      payment_currency: 'INR',
      payment_transaction_id: paid.body.razorpay_payment_id,
      description: 'Second grooming this month, paid',
    });

    // The gateway's webhooks (payment.captured, order.paid) arrive after: nothing changes.
    await t.settle();
    const hooks = await webhooksOf(checkout.orderId);
    expect(hooks.map((h) => h.eventType).sort()).toEqual(['order.paid', 'payment.captured']);
    const counted = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM service_requests WHERE requester_id = '${user.id}'`,
    );
    expect(counted[0]!.n).toBe(2);

    const notes = await notificationsOf(t.ctx, user.id);
    expect(notes.filter((n) => n.type === 'payment_success')).toHaveLength(1);

    // Confirming again is harmless.
    const again = await client.post(`/api/payments/${payment.id}/confirm`, {
      razorpayPaymentId: paid.body.razorpay_payment_id,
      razorpaySignature: paid.body.razorpay_signature,
    });
    expect(again.json().payment.invoiceNumber).toBe(done.payment.invoiceNumber);

    // History and the invoice.
    const history = (await client.get('/api/payments')).json();
    expect(history.payments[0]).toMatchObject({
      id: payment.id,
      status: 'completed',
      refundBlockedReason: null,
    });
    const pdf = await client.get(`/api/payments/${payment.id}/invoice`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(pdf.rawPayload.toString('latin1')).toContain(done.payment.invoiceNumber);
    expect(pdf.rawPayload.toString('latin1')).toContain('GST @ 18%');
  });

  it('refuses a forged signature and records nothing', async () => {
    const { client, pet } = await parentPastFreeRequest();
    const { payment, checkout } = (await startRequestFee(client, pet.id)).json();
    const paid = await payAtSandbox(checkout.orderId, 'success');
    const forged = await client.post(`/api/payments/${payment.id}/confirm`, {
      razorpayPaymentId: paid.body.razorpay_payment_id,
      razorpaySignature: razorpayHmac(
        `${checkout.orderId}|${paid.body.razorpay_payment_id}`,
        'not-the-secret',
      ),
    });
    expect(forged.statusCode).toBe(402);
    expect(forged.json().error.message).toBe(
      'Payment was successful but verification failed. Please contact support with your transaction ID.',
    );
    expect((await client.get(`/api/payments/${payment.id}`)).json().payment.status).toBe('pending');
  });

  it('prices in USD through PayPal for a country outside India', async () => {
    const { client, pet } = await parentPastFreeRequest();
    const res = await startRequestFee(client, pet.id, { country: 'us' });
    expect(res.json().checkout).toMatchObject({ gateway: 'paypal', currency: 'USD', amount: 54 });
    expect(res.json().checkout.approveUrl).toContain('/payment/sandbox?gateway=paypal&token=');
  });

  it('returns the same payment and order for a repeated start, and charges once', async () => {
    const { client, pet } = await parentPastFreeRequest();
    const body = { product: 'request_fee', idempotencyKey: key(), request: requestInput(pet.id) };
    const [a, b] = await Promise.all([
      client.post('/api/payments/checkout', body),
      client.post('/api/payments/checkout', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().payment.id).toBe(b.json().payment.id);
    expect(a.json().checkout.orderId).toBe(b.json().checkout.orderId);
  });

  it('does not charge while the free request is unused', async () => {
    const client = t.client();
    await signUp(client);
    const pet = await addPet(client);
    const res = await startRequestFee(client, pet.id);
    expect(res.statusCode).toBe(409);
  });

  it('leaves nothing made when the payer cancels or the payment fails', async () => {
    const { client, user, pet } = await parentPastFreeRequest();
    const { payment, checkout } = (await startRequestFee(client, pet.id)).json();
    expect((await payAtSandbox(checkout.orderId, 'failure')).status).toBe(400);
    await t.settle();
    expect((await client.get(`/api/payments/${payment.id}`)).json().payment.status).toBe('failed');
    const notes = await notificationsOf(t.ctx, user.id);
    expect(notes.filter((n) => n.type === 'payment_failed')).toHaveLength(1);
    expect((await client.get('/api/my/requests')).json().requests).toHaveLength(1);
  });
});

describe('webhooks', () => {
  it('answer 400 to a forged or missing signature and record nothing', async () => {
    const { client, pet } = await parentPastFreeRequest();
    const { payment, checkout } = (await startRequestFee(client, pet.id)).json();
    await payAtSandbox(checkout.orderId, 'success');
    const [hook] = await webhooksOf(checkout.orderId);
    for (const flags of [{ badSignature: true }, { unsigned: true }]) {
      const res = await fetch(`${base}/sandbox/control/webhooks/${hook!.id}/deliver`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(flags),
      });
      expect(((await res.json()) as { statuses: number[] }).statuses).toEqual([400]);
    }
    expect((await client.get(`/api/payments/${payment.id}`)).json().payment.status).toBe('pending');
    const stored = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_webhook_events WHERE event_id = '${hook!.id}'`,
    );
    expect(stored[0]!.n).toBe(0);
  });

  it('verify a PayPal event over the bytes PayPal sent, not a re-serialised copy', async () => {
    // As PayPal may write it: spaced, `1.0`, an escaped slash. Parsing and serialising it again
    // gives other bytes, whose CRC32 is not the one PayPal signed.
    const id = `WH-RAW-${randomUUID()}`;
    const raw = `{\n  "id": "${id}",\n  "event_version": "1.0",\n  "event_type": "BILLING.PLAN.CREATED",\n  "resource": { "id": "P-1", "amount": 1.0, "href": "https:\\/\\/example.com\\/p" }\n}`;
    expect(JSON.stringify(JSON.parse(raw))).not.toBe(raw);
    const send = (body: string) => {
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      return fetch(`${base}/api/payments/webhooks/paypal`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': paypalSignature(transmissionId, time, raw),
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${base}/sandbox/paypal/v1/notifications/certs/sandbox`,
        },
        body,
      });
    };
    expect((await send(raw)).status).toBe(200);
    const stored = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_webhook_events WHERE event_id = '${id}'`,
    );
    expect(stored[0]!.n).toBe(1);
    // The same signature over a changed body does not verify.
    expect((await send(raw.replace('"P-1"', '"P-2"'))).status).toBe(400);
    expect(rawJsonMember(`{"a": {"b": "}"}, "webhook_event" : [1.0, "x"] }`, 'webhook_event')).toBe(
      '[1.0, "x"]',
    );
    expect(rawJsonMember('{"a": 1}', 'webhook_event')).toBeNull();
  });

  it('record one payment for the same webhook ten times at once, raced by the verify call', async () => {
    const { client, user, pet } = await parentPastFreeRequest();
    const { payment, checkout } = (await startRequestFee(client, pet.id)).json();
    const paid = await payAtSandbox(checkout.orderId, 'success');
    const hooks = await webhooksOf(checkout.orderId);
    const deliveries = hooks.map((h) =>
      fetch(`${base}/sandbox/control/webhooks/${h.id}/deliver`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ times: 10 }),
      }).then((r) => r.json() as Promise<{ statuses: number[] }>),
    );
    const [confirm, ...results] = await Promise.all([
      client.post(`/api/payments/${payment.id}/confirm`, {
        razorpayPaymentId: paid.body.razorpay_payment_id,
        razorpaySignature: paid.body.razorpay_signature,
      }),
      ...deliveries,
    ]);
    expect(confirm.statusCode).toBe(200);
    for (const r of results) expect(r.statuses.every((s) => s === 200)).toBe(true);
    const made = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM service_requests WHERE requester_id = '${user.id}'`,
    );
    expect(made[0]!.n).toBe(2);
    const recorded = await rows<{ status: string; invoice_number: string }>(
      `SELECT status, invoice_number FROM payments WHERE user_id = '${user.id}'`,
    );
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.status).toBe('completed');
    const events = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM domain_events WHERE type = 'payment.succeeded' AND payload->>'paymentId' = '${payment.id}'`,
    );
    expect(events[0]!.n).toBe(1);
  });

  it('record a payment the gateway captured while we never heard back (webhook, then reconcile)', async () => {
    const { client, pet } = await parentPastFreeRequest();
    // The browser pays, then our server dies before the verify call: only the gateway knows.
    const first = (await startRequestFee(client, pet.id)).json();
    await payAtSandbox(first.checkout.orderId, 'success');
    await t.settle(); // the gateway's webhook arrives after the restart
    expect((await client.get(`/api/payments/${first.payment.id}`)).json().payment.status).toBe(
      'completed',
    );
  });

  it('reconciles a paid order whose webhooks were lost', async () => {
    const { client, user, pet } = await parentPastFreeRequest();
    await t.settle();
    const { payment, checkout } = (await startRequestFee(client, pet.id)).json();
    await payAtSandbox(checkout.orderId, 'success');
    // The webhooks are lost: the gateway never delivers them.
    await t.ctx.database.exec(`DELETE FROM pgboss.job WHERE name = 'sandbox.webhook-deliver'`);
    const recorded = await createPaymentService(t.ctx).reconcile(0);
    expect(recorded).toBeGreaterThanOrEqual(1);
    expect((await client.get(`/api/payments/${payment.id}`)).json().payment.status).toBe(
      'completed',
    );
    const made = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM service_requests WHERE requester_id = '${user.id}'`,
    );
    expect(made[0]!.n).toBe(2);
  });
});

describe("another user's money", () => {
  it('is not found: payment, invoice, confirm and refund', async () => {
    const { client, pet } = await parentPastFreeRequest();
    const { payment, checkout } = (await startRequestFee(client, pet.id)).json();
    const paid = await payAtSandbox(checkout.orderId, 'success');
    await client.post(`/api/payments/${payment.id}/confirm`, {
      razorpayPaymentId: paid.body.razorpay_payment_id,
      razorpaySignature: paid.body.razorpay_signature,
    });
    const other = t.client();
    await signUp(other);
    for (const res of [
      await other.get(`/api/payments/${payment.id}`),
      await other.get(`/api/payments/${payment.id}/invoice`),
      await other.post(`/api/payments/${payment.id}/confirm`, {}),
      await other.post(`/api/payments/${payment.id}/refund`, { reason: 'customer_request' }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await other.get('/api/payments')).json().payments).toEqual([]);
  });
});

describe('refunds', () => {
  it('refund within 24 h less the gateway fee, take back the request, and only once', async () => {
    const { client, user, pet } = await parentPastFreeRequest();
    const { payment, checkout } = (await startRequestFee(client, pet.id)).json();
    const paid = await payAtSandbox(checkout.orderId, 'success');
    const { requestId } = (
      await client.post(`/api/payments/${payment.id}/confirm`, {
        razorpayPaymentId: paid.body.razorpay_payment_id,
        razorpaySignature: paid.body.razorpay_signature,
      })
    ).json();

    const noDetails = await client.post(`/api/payments/${payment.id}/refund`, { reason: 'other' });
    expect(noDetails.statusCode).toBe(400);
    expect(noDetails.json().error.message).toBe('Please provide a reason for the refund');

    const tooMuch = await client.post(`/api/payments/${payment.id}/refund`, {
      reason: 'customer_request',
      amount: 4500,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatchObject({
      message: 'Refund amount exceeds refundable amount',
      details: { detail: 'Maximum refundable amount is ₹43.94 (after gateway charges of ₹1.06)' },
    });

    const res = await client.post(`/api/payments/${payment.id}/refund`, {
      reason: 'other',
      details: 'Booked by mistake',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().refund).toMatchObject({
      status: 'processed',
      refundAmount: 4394,
      gatewayCharges: 106,
      originalAmount: 4500,
    });
    expect(res.json().refund.refundId).toMatch(/^rfnd_/);
    expect(res.json().payment).toMatchObject({
      status: 'refunded',
      refundBlockedReason: 'Refund processed',
    });
    const [request] = await rows<{ status: string; payment_status: string }>(
      `SELECT status, payment_status FROM service_requests WHERE id = '${requestId}'`,
    );
    expect(request).toEqual({ status: 'cancelled', payment_status: 'refunded' });

    const again = await client.post(`/api/payments/${payment.id}/refund`, {
      reason: 'customer_request',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Payment has already been refunded');

    // The gateway's refund.processed webhook changes nothing more.
    await t.settle();
    const [meta] = await rows<{ metadata: Record<string, unknown> }>(
      `SELECT metadata FROM payments WHERE id = '${payment.id}'`,
    );
    expect(meta!.metadata).toMatchObject({ refunded_amount: 4394, gateway_charges_retained: 106 });
    const notes = await notificationsOf(t.ctx, user.id);
    expect(notes.filter((n) => n.title === 'Refund Processed')).toHaveLength(1);
  });

  it('refuse after 24 hours with the hours', async () => {
    const { client, pet } = await parentPastFreeRequest();
    const { payment, checkout } = (await startRequestFee(client, pet.id)).json();
    const paid = await payAtSandbox(checkout.orderId, 'success');
    await client.post(`/api/payments/${payment.id}/confirm`, {
      razorpayPaymentId: paid.body.razorpay_payment_id,
      razorpaySignature: paid.body.razorpay_signature,
    });
    await t.ctx.database.exec(
      `UPDATE payments SET paid_at = now() - interval '30 hours 10 minutes' WHERE id = '${payment.id}'`,
    );
    const res = await client.post(`/api/payments/${payment.id}/refund`, {
      reason: 'customer_request',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Refund requests must be made within 24 hours of payment. Your payment was made 30 hours ago.',
    );
    const view = (await client.get(`/api/payments/${payment.id}`)).json().payment;
    expect(view.refundBlockedReason).toBe('Refund window expired (6h ago)');
  });
});

describe('plans (provider abroad, PayPal in USD)', () => {
  async function providerAbroad() {
    const client = t.client();
    const { user } = await signUp(client, { role: 'service_provider', name: 'Sam Walker' });
    await addService(client, { category: 'grooming' });
    return { client, user };
  }

  it('subscribes monthly, then responds without limit; cancel keeps it to its end date', async () => {
    const p = await providerAbroad();
    const plans = (await p.client.get('/api/plans?country=US')).json();
    expect(plans).toMatchObject({
      audience: 'service_provider',
      gateway: 'paypal',
      currency: 'USD',
    });
    expect(plans.plans.map((x: { buttonLabel: string }) => x.buttonLabel)).toEqual([
      'Current Plan',
      'Subscribe Now',
      'Subscribe Now',
    ]);
    expect(plans.plans[1].price).toEqual({ amount: 150, currency: 'USD' });

    const start = await p.client.post('/api/payments/checkout', {
      product: 'plan_monthly',
      idempotencyKey: key(),
      country: 'US',
    });
    expect(start.statusCode).toBe(201);
    const { payment, checkout } = start.json();
    expect(checkout).toMatchObject({ gateway: 'paypal', amount: 150, currency: 'USD' });

    // Returning without approving: PayPal refuses the capture, nothing is recorded.
    const early = await p.client.post(`/api/payments/${payment.id}/confirm`, {
      paypalOrderId: checkout.orderId,
    });
    expect(early.statusCode).toBe(402);

    const approved = await payAtSandbox(checkout.orderId, 'success');
    expect(String(approved.body.redirect)).toContain(
      `/payment/success?payment=${payment.id}&token=${checkout.orderId}`,
    );
    const confirm = await p.client.post(`/api/payments/${payment.id}/confirm`, {
      paypalOrderId: checkout.orderId,
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().subscription).toMatchObject({
      type: 'monthly',
      name: 'Monthly Plan',
      isActive: true,
      autoRenew: true,
    });
    await t.settle(); // PAYMENT.CAPTURE.COMPLETED, verified by the gateway's verify call
    const quota = (await p.client.get('/api/responses/quota')).json();
    expect(quota.unlimited).toBe(true);

    // Two responses this month, no fee.
    for (let i = 0; i < 2; i++) {
      const parent = t.client();
      await signUp(parent);
      const pet = await addPet(parent);
      const request = await postRequest(parent, pet.id);
      await respond(p.client, request.id);
    }

    const after = (await p.client.get('/api/plans?country=US')).json();
    expect(after.plans.map((x: { buttonLabel: string }) => x.buttonLabel)).toEqual([
      'Downgrade Now',
      'Current Plan',
      'Upgrade Now',
    ]);

    const noReason = await p.client.post('/api/subscription/cancel', { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe('Please provide a reason for cancellation');
    const cancelled = await p.client.post('/api/subscription/cancel', { reason: 'Slow season' });
    expect(cancelled.json().current).toMatchObject({
      type: 'monthly',
      autoRenew: false,
      isActive: true,
    });

    // At its end date the expiry job returns the account to the Free Plan.
    await t.ctx.database.exec(
      `UPDATE subscriptions SET subscription_end_date = now() - interval '1 minute' WHERE user_id = '${p.user.id}'`,
    );
    await t.ctx.jobs.run('subscriptions.expire', {});
    expect((await p.client.get('/api/subscription')).json().current).toMatchObject({
      type: 'free',
      name: 'Free Plan',
    });
    const notes = await notificationsOf(t.ctx, p.user.id);
    expect(notes.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        'Subscription Activated',
        'Subscription Cancelled',
        'Subscription Ended',
      ]),
    );
  });

  it('ends on the clock: reminded before, Free Plan and the month’s free request after', async () => {
    const { client, user, pet } = await parentPastFreeRequest();
    const start = await client.post('/api/payments/checkout', {
      product: 'plan_monthly',
      idempotencyKey: key(),
    });
    const { payment, checkout } = start.json();
    const paid = await payAtSandbox(checkout.orderId, 'success');
    await client.post(`/api/payments/${payment.id}/confirm`, {
      razorpayPaymentId: paid.body.razorpay_payment_id,
      razorpayOrderId: paid.body.razorpay_order_id,
      razorpaySignature: paid.body.razorpay_signature,
    });
    const { current } = (await client.get('/api/subscription')).json();
    expect(current).toMatchObject({ type: 'monthly', isActive: true });
    const end = new Date(current.endDate as string);
    const day = 86_400_000;
    const runJob = (name: string) =>
      client.post(`/api/test-clock/jobs/${name}`, {}).then((r) => r.statusCode);
    const reminders = async () =>
      (await notificationsOf(t.ctx, user.id)).filter((n) => n.type === 'subscription_reminder');

    // A week before its end: no reminder yet.
    client.at(new Date(end.getTime() - 7 * day));
    expect(await runJob('subscriptions.remind')).toBe(200);
    expect(await reminders()).toHaveLength(0);
    // Two days before: one reminder, however often the job runs.
    client.at(new Date(end.getTime() - 2 * day));
    expect(await runJob('subscriptions.remind')).toBe(200);
    expect(await runJob('subscriptions.remind')).toBe(200);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.title).toBe('Subscription Ending Soon');
    expect((await client.get('/api/requests/quota')).json().unlimited).toBe(true);

    // An hour after its end, before the expiry job ran: the plan is over for every rule.
    client.at(new Date(end.getTime() + 3_600_000));
    expect((await client.get('/api/subscription')).json().current).toMatchObject({
      type: 'free',
      name: 'Free Plan',
    });
    const plans = (await client.get('/api/plans')).json();
    expect(plans.plans.map((x: { buttonLabel: string }) => x.buttonLabel)).toEqual([
      'Current Plan',
      'Subscribe Now',
      'Subscribe Now',
    ]);
    // A month later is a new month: its free request, then the per-use fee.
    const quota = (await client.get('/api/requests/quota')).json();
    expect(quota).toMatchObject({ unlimited: false, used: 0, remaining: 1 });
    expect((await client.post('/api/requests', requestInput(pet.id))).statusCode).toBe(201);
    const second = await client.post('/api/requests', requestInput(pet.id));
    expect(second.statusCode).toBe(402);
    expect(second.json().error.details.product).toBe('request_fee');

    // On the real clock the plan still runs until the expiry job has run at its end.
    client.at(null);
    expect((await client.get('/api/subscription')).json().current.type).toBe('monthly');
    client.at(new Date(end.getTime() + 3_600_000));
    expect(await runJob('subscriptions.expire')).toBe(200);
    client.at(null);
    expect((await client.get('/api/subscription')).json().current.type).toBe('free');
    const ended = (await notificationsOf(t.ctx, user.id)).filter(
      (n) => n.title === 'Subscription Ended',
    );
    expect(ended).toHaveLength(1);
    expect(ended[0]!.message).toContain('one free use a month, then the per-use fee');
    expect(await runJob('subscriptions.unknown')).toBe(404);
  });

  it('keeps a PENDING capture pending until the webhook completes it', async () => {
    const p = await providerAbroad();
    const { payment, checkout } = (
      await p.client.post('/api/payments/checkout', {
        product: 'plan_annual',
        idempotencyKey: key(),
        country: 'GB',
      })
    ).json();
    expect(checkout.amount).toBe(1500);
    await payAtSandbox(checkout.orderId, 'pending');
    const confirm = await p.client.post(`/api/payments/${payment.id}/confirm`, {
      paypalOrderId: checkout.orderId,
    });
    expect(confirm.json().payment.status).toBe('pending');
    expect((await p.client.get('/api/subscription')).json().current.type).toBe('free');
  });

  it('cannot buy the free plan, a lower plan, or as a guest', async () => {
    const p = await providerAbroad();
    expect(
      (
        await p.client.post('/api/payments/checkout', {
          product: 'plan_free',
          idempotencyKey: key(),
        })
      ).statusCode,
    ).toBe(400);
    const guest = t.client();
    expect(
      (
        await guest.post('/api/payments/checkout', {
          product: 'plan_monthly',
          idempotencyKey: key(),
        })
      ).statusCode,
    ).toBe(401);
    const plans = (await guest.get('/api/plans')).json();
    expect(plans).toMatchObject({ signedIn: false, gateway: 'razorpay', currency: 'INR' });
    expect(plans.plans.every((x: { purchasable: boolean }) => !x.purchasable)).toBe(true);
  });

  it('charges an INR annual plan at ₹1,250 and refuses the downgrade while it runs', async () => {
    const client = t.client();
    await signUp(client, { country: 'India' });
    const { payment, checkout } = (
      await client.post('/api/payments/checkout', { product: 'plan_annual', idempotencyKey: key() })
    ).json();
    expect(checkout).toMatchObject({ gateway: 'razorpay', amount: 125_000, currency: 'INR' });
    const paid = await payAtSandbox(checkout.orderId, 'success');
    const done = await client.post(`/api/payments/${payment.id}/confirm`, {
      razorpayPaymentId: paid.body.razorpay_payment_id,
      razorpaySignature: paid.body.razorpay_signature,
    });
    expect(done.json().subscription.type).toBe('annual');
    const down = await client.post('/api/payments/checkout', {
      product: 'plan_monthly',
      idempotencyKey: key(),
    });
    expect(down.statusCode).toBe(409);
    expect(down.json().error.message).toMatch(/^Your current plan is active until /);
    expect((await client.get('/api/requests/quota')).json().unlimited).toBe(true);
  });
});

describe('support refunds', () => {
  it('let the super admin refund after the window, with the fee kept; nobody else', async () => {
    const { client, pet } = await parentPastFreeRequest();
    const { payment, checkout } = (await startRequestFee(client, pet.id)).json();
    const paid = await payAtSandbox(checkout.orderId, 'success');
    await client.post(`/api/payments/${payment.id}/confirm`, {
      razorpayPaymentId: paid.body.razorpay_payment_id,
      razorpaySignature: paid.body.razorpay_signature,
    });
    await t.ctx.database.exec(
      `UPDATE payments SET paid_at = now() - interval '5 days' WHERE id = '${payment.id}'`,
    );
    const own = await client.post(`/api/payments/${payment.id}/admin-refund`, {
      reason: 'service_not_provided',
    });
    expect(own.statusCode).toBe(403);
    const admin = t.client();
    const account = await createUser(t.ctx, 'super_admin');
    await signIn(admin, account.email);
    const res = await admin.post(`/api/payments/${payment.id}/admin-refund`, {
      reason: 'service_not_provided',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().refund).toMatchObject({ status: 'processed', refundAmount: 4394 });
  });
});
