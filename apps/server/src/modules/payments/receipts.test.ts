import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultNotificationSettings } from '@petmitra/core/notifications/settings';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { addPet, postRequest, requestInput, signUp } from '../../../test/factories';
import { payAtSandbox } from '../../../test/payments';
import { freePort, startSmtpServer } from '../../../test/smtp';

/**
 * Payment emails (issue 10): a completed payment mails its payer a receipt and a failed one says
 * so, through the email outbox, at once even in the payer's quiet hours (which hold back other
 * emails), and once however often the gateway's webhooks repeat.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let base: string;
beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtpServer(port);
  t = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (email: string) =>
  smtp.messages.filter((m) => JSON.stringify(m.to).includes(email.toLowerCase()));

/** A parent past the month's free request, in quiet hours around now (UTC). */
async function payerInQuietHours() {
  const client = t.client();
  const { user, email } = await signUp(client, { name: 'Kavya Rao' });
  const hour = new Date().getUTCHours();
  const pad = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
  await client.put('/api/notifications/settings', {
    ...defaultNotificationSettings(),
    timeZone: 'UTC',
    quietHours: { enabled: true, start: pad(hour - 1), end: pad(hour + 2) },
  });
  const pet = await addPet(client, { name: 'Biscuit' });
  await postRequest(client, pet.id);
  return { client, user, email, pet };
}

async function startFee(client: TestClient, petId: string) {
  const res = await client.post('/api/payments/checkout', {
    product: 'request_fee',
    idempotencyKey: `key-${randomUUID()}`,
    request: requestInput(petId, { description: 'A second grooming this month, paid' }),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { payment: { id: string }; checkout: { orderId: string } };
}

it('mails a receipt at once, in quiet hours, once however often the webhooks come', async () => {
  const { client, email, pet } = await payerInQuietHours();
  const { payment, checkout } = await startFee(client, pet.id);
  const paid = (await payAtSandbox(base, checkout.orderId, 'success')).body;
  const confirm = await client.post(`/api/payments/${payment.id}/confirm`, {
    razorpayPaymentId: paid.razorpay_payment_id,
    razorpayOrderId: paid.razorpay_order_id,
    razorpaySignature: paid.razorpay_signature,
  });
  expect(confirm.statusCode).toBe(200);
  const { invoiceNumber } = confirm.json().payment as { invoiceNumber: string };
  // The verify call, the gateway's webhooks (payment.captured, order.paid) and their retries.
  for (let i = 0; i < 4; i += 1) await t.settle();

  const receipts = mailsTo(email).filter((m) => m.subject === 'Your payment receipt');
  expect(receipts).toHaveLength(1);
  const [receipt] = receipts;
  expect(receipt!.text).toContain('₹45');
  expect(receipt!.text).toContain(invoiceNumber);
  expect(receipt!.text).toContain('View Payment History: http://localhost:3000/');
  expect(receipt!.html).toContain('The invoice for this payment can be downloaded');
});

it('mails a failed payment at once, and nothing else is made', async () => {
  const { client, email, pet } = await payerInQuietHours();
  const { checkout } = await startFee(client, pet.id);
  await payAtSandbox(base, checkout.orderId, 'failure');
  for (let i = 0; i < 3; i += 1) await t.settle();

  const failed = mailsTo(email).filter((m) => m.subject === 'Your payment did not go through');
  expect(failed).toHaveLength(1);
  expect(failed[0]!.text).toContain('No money was taken');
  expect(mailsTo(email).filter((m) => m.subject === 'Your payment receipt')).toHaveLength(0);
});
