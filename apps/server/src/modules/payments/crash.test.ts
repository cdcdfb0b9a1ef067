import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, TestClient } from '../../../test/app';
import { addPet, postRequest, requestInput, signUp } from '../../../test/factories';
import { startServerProcess, type ServerProcess } from '../../../test/process';
import { TEST_ENV, adminQuery, databaseUrl } from '../../../test/template';
import { smtpMailbox } from '../../../test/mailbox';
import { startSmtpServer } from '../../../test/smtp';

/**
 * The fault the payments issue names: the gateway captured the money, and our server died
 * (SIGKILL, no shutdown) before it recorded the payment. After a restart the gateway's webhook
 * or the reconciliation job records it: 0 lost, 0 double. A real process on a real database
 * (PostgreSQL when TEST_DATABASE_URL is set, else PGlite in its data directory).
 */
const testDbUrl = process.env.TEST_DATABASE_URL;
let dataDir: string;
let dbName: string | undefined;
let env: Record<string, string>;
let server: ServerProcess | undefined;
// The server process delivers its email (the verification link) to a real SMTP server here.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'petmitra-crash-'));
  smtp = await startSmtpServer();
  env = {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    ...TEST_ENV,
    JOB_WORKERS: 'true',
    NO_SEED: 'true',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
  };
  if (testDbUrl) {
    dbName = `pm_crash_${randomBytes(6).toString('hex')}`;
    await adminQuery(testDbUrl, `CREATE DATABASE ${dbName}`);
    env.DATABASE_URL = databaseUrl(testDbUrl, dbName);
  }
});

afterAll(async () => {
  await server?.kill('SIGTERM');
  await smtp?.close();
  if (testDbUrl && dbName) await adminQuery(testDbUrl, `DROP DATABASE IF EXISTS ${dbName}`);
  await rm(dataDir, { recursive: true, force: true });
});

/** The same browser (its cookies) talking to the restarted server. */
function sameBrowser(client: TestClient, url: string) {
  const next = new TestClient(url);
  for (const [name, value] of client.cookies) next.cookies.set(name, value);
  return next;
}

describe('the server killed after the gateway captured, before our record', () => {
  it(
    'records the payment once after a restart, and the paid request once',
    { timeout: 180_000 },
    async () => {
      server = await startServerProcess(env);
      let client = new TestClient(server.url);
      client.mailbox = smtpMailbox(smtp, { email_verification: 'Verify your email' });
      await signUp(client, { name: 'Meera Iyer' });
      const pet = await addPet(client, { name: 'Tiger' });
      await postRequest(client, pet.id); // the free request of the month
      const started = await client.post('/api/payments/checkout', {
        product: 'request_fee',
        idempotencyKey: `key-${randomUUID()}`,
        request: requestInput(pet.id, { description: 'Second grooming this month, paid' }),
      });
      expect(started.statusCode).toBe(201);
      const { payment, checkout } = started.json() as {
        payment: { id: string };
        checkout: { orderId: string };
      };

      // The payer pays at the gateway; our server dies at once, before anyone tells it.
      const paid = await fetch(`${server.url}/sandbox/checkout/${checkout.orderId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'success' }),
      });
      expect(paid.status).toBe(200);
      const gateway = (await paid.json()) as Record<string, string>;
      await server.kill('SIGKILL');

      server = await startServerProcess(env);
      client = sameBrowser(client, server.url);
      // Nobody comes back from the browser: the gateway's webhooks (queued with the capture)
      // or the reconciliation job must record it.
      await expect
        .poll(async () => (await client.get(`/api/payments/${payment.id}`)).json().payment.status, {
          timeout: 60_000,
        })
        .toBe('completed');
      // The browser's late confirm, and the rest of the webhooks: still one payment.
      const late = await client.post(`/api/payments/${payment.id}/confirm`, {
        razorpayPaymentId: gateway.razorpay_payment_id,
        razorpaySignature: gateway.razorpay_signature,
      });
      expect(late.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const history = (await client.get('/api/payments')).json() as {
        payments: { id: string; status: string }[];
      };
      expect(history.payments.filter((p) => p.status === 'completed')).toHaveLength(1);
      const mine = (await client.get('/api/my/requests')).json() as { total: number };
      expect(mine.total).toBe(2);
    },
  );
});
