/**
 * Webhook figures (docs/payments.md): N payments are made through the built-in sandbox gateway
 * (Razorpay, INR), then each payment's two webhooks (payment.captured, order.paid) are fired
 * D times each, shuffled (out of order) and all at once, at one instance and at two instances
 * sharing PostgreSQL (deliveries alternate between them). Prints deliveries, payments recorded
 * (must equal the distinct payments), payment.succeeded events, and webhook latency p50/p95.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:payments
 *   BENCH_PAYMENTS=20 BENCH_DUPLICATES=10 npm run bench:payments
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { SANDBOX_ACCOUNTS } from '../apps/server/src/modules/payments/gateways/config';
import { razorpayHmac } from '../apps/server/src/modules/payments/gateways/razorpay';
import { ensureBuilt, quantile, startServer, type RunningServer } from './server';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 20);
const DUPLICATES = Number(process.env.BENCH_DUPLICATES ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function cookieValue(setCookies: string[], name: string): string | null {
  for (const line of setCookies) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return null;
}

/** A new pet parent who buys the Monthly Plan and pays in the sandbox; the webhooks to fire. */
async function paidOrder(url: string, i: number, dbUrl: string) {
  const session = await fetch(`${url}/api/auth/session`);
  let csrf = cookieValue(session.headers.getSetCookie(), 'pm_csrf')!;
  const password = 'Bench#Mitra4Zq9x';
  const headers = () => ({
    origin: url,
    'content-type': 'application/json',
    'x-csrf-token': csrf,
    cookie,
  });
  let cookie = `pm_csrf=${csrf}`;
  const email = `bench.pay.${i}.${randomBytes(4).toString('hex')}@example.com`;
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({
      name: `Bench Payer ${i}`,
      email,
      phone: `+9198${String(10_000_000 + i).padStart(8, '0')}`,
      role: 'pet_parent',
      password,
      confirmPassword: password,
    }),
  });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const set = registered.headers.getSetCookie();
  csrf = cookieValue(set, 'pm_csrf') ?? csrf;
  cookie = `pm_csrf=${csrf}; pm_session=${cookieValue(set, 'pm_session')}`;
  // Paying needs a verified address (docs/decisions/0027); the bench's payers confirm theirs
  // directly (the link is not what is measured).
  const verifier = new pg.Client({ connectionString: dbUrl });
  await verifier.connect();
  await verifier.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
  await verifier.end();
  const started = await fetch(`${url}/api/payments/checkout`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({
      product: 'plan_monthly',
      idempotencyKey: `bench-${i}-${Date.now()}`,
      country: 'IN',
    }),
  });
  if (started.status !== 201)
    throw new Error(`checkout: ${started.status} ${await started.text()}`);
  const { checkout } = (await started.json()) as { checkout: { orderId: string; amount: number } };
  const paid = await fetch(`${url}/sandbox/checkout/${checkout.orderId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'success' }),
  });
  const { razorpay_payment_id: paymentId } = (await paid.json()) as { razorpay_payment_id: string };
  const entity = {
    id: paymentId,
    entity: 'payment',
    amount: checkout.amount,
    currency: 'INR',
    status: 'captured',
    order_id: checkout.orderId,
    method: 'upi',
  };
  return ['payment.captured', 'order.paid'].map((event) => ({
    id: `evt_bench${randomBytes(6).toString('hex')}`,
    body: JSON.stringify({
      entity: 'event',
      event,
      contains: ['payment'],
      payload: { payment: { entity } },
      created_at: Math.floor(Date.now() / 1000),
    }),
  }));
}

async function run(label: string, instances: RunningServer[], dbUrl: string) {
  const hooks = [];
  for (let i = 0; i < PAYMENTS; i++) hooks.push(...(await paidOrder(instances[0]!.url, i, dbUrl)));
  const deliveries = hooks.flatMap((h) => Array.from({ length: DUPLICATES }, () => h));
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
  }
  const latencies = new Float64Array(deliveries.length);
  const statuses = new Map<number, number>();
  const began = performance.now();
  await Promise.all(
    deliveries.map(async (hook, n) => {
      const target = instances[n % instances.length]!.url;
      const t0 = performance.now();
      const res = await fetch(`${target}/api/payments/webhooks/razorpay`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-event-id': hook.id,
          'x-razorpay-signature': razorpayHmac(hook.body, SANDBOX_ACCOUNTS.razorpay.webhookSecret),
        },
        body: hook.body,
      });
      await res.arrayBuffer();
      latencies[n] = performance.now() - t0;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }),
  );
  const wall = performance.now() - began;
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const one = async (sql: string) => Number((await client.query(sql)).rows[0].n);
  const recorded = await one(`SELECT count(*) AS n FROM payments WHERE status = 'completed'`);
  const events = await one(
    `SELECT count(*) AS n FROM domain_events WHERE type = 'payment.succeeded'`,
  );
  const plans = await one(`SELECT count(*) AS n FROM subscriptions`);
  await client.end();
  latencies.sort();
  console.log(
    `${label.padEnd(28)} deliveries ${String(deliveries.length).padStart(5)} (${[...statuses]
      .map(([s, n]) => `${n}×${s}`)
      .join(
        ', ',
      )})  distinct payments ${PAYMENTS}  recorded ${recorded}  payment.succeeded ${events}  plans ${plans}  ` +
      `p50 ${quantile(latencies, 0.5).toFixed(1)} ms  p95 ${quantile(latencies, 0.95).toFixed(1)} ms  wall ${wall.toFixed(0)} ms`,
  );
  return recorded === PAYMENTS && events === PAYMENTS && plans === PAYMENTS;
}

async function freshDatabase() {
  const name = `pm_bench_pay_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

ensureBuilt();
let ok = true;
for (const count of [1, 2]) {
  const db = await freshDatabase();
  // Workers off: the sandbox's own webhook deliveries stay queued; only the benchmark fires.
  const env = {
    DATABASE_URL: db.url,
    PAYMENTS_SANDBOX: 'true',
    JOB_WORKERS: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  };
  const instances: RunningServer[] = [];
  try {
    for (let i = 0; i < count; i++) instances.push(await startServer(env));
    ok =
      (await run(`${count} instance${count > 1 ? 's' : ''} (PostgreSQL)`, instances, db.url)) && ok;
  } finally {
    for (const s of instances) await s.stop();
    await db.drop();
  }
}
if (!ok) {
  console.error('Payments recorded do not equal distinct payments');
  process.exitCode = 1;
}
