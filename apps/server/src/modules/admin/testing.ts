import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createTestApp, type TestClient } from '../../../test/app';
import { createUser, signIn } from '../../../test/factories';
import { payAtSandbox } from '../../../test/payments';

/**
 * An app listening on a port (payments go through the sandbox gateway over real HTTP) with a
 * signed-in super admin.
 */
export async function adminTestApp() {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const user = await createUser(t.ctx, 'super_admin');
  const admin = t.client();
  await signIn(admin, user.email);
  return { t, base, admin };
}

/**
 * Test helpers of the admin tests (analytics.test.ts, totals.test.ts): a payment paid at the
 * sandbox gateway (served by the app at `base`) and confirmed, as the payer's browser does.
 */
export async function buyAt(base: string, client: TestClient, body: Record<string, unknown>) {
  const start = await client.post('/api/payments/checkout', {
    idempotencyKey: `key-${randomUUID()}`,
    ...body,
  });
  expect(start.statusCode).toBe(201);
  const { payment, checkout } = start.json();
  const paid = (await payAtSandbox(base, checkout.orderId, 'success')).body;
  const confirm = await client.post(
    `/api/payments/${payment.id}/confirm`,
    checkout.gateway === 'paypal'
      ? { paypalOrderId: checkout.orderId }
      : {
          razorpayPaymentId: paid.razorpay_payment_id,
          razorpayOrderId: paid.razorpay_order_id,
          razorpaySignature: paid.razorpay_signature,
        },
  );
  expect(confirm.json().payment.status).toBe('completed');
  return payment as { id: string; amount: number; currency: string };
}

/** The payer asks for a refund of a payment (the sandbox processes it at once). */
export async function refund(client: TestClient, paymentId: string) {
  const res = await client.post(`/api/payments/${paymentId}/refund`, {
    reason: 'customer_request',
  });
  expect(res.statusCode).toBe(201);
  return res.json().refund as { refundAmount: number; originalAmount: number };
}
