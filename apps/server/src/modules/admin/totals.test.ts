import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { REPORT_PERIOD_MONTHS, type ReportPeriod } from '@petmitra/core/admin/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../../test/app';
import {
  addPet,
  addService,
  moveToLastMonth,
  postRequest,
  requestInput,
  respond,
  signUp,
} from '../../../test/factories';
import { rowsOf } from '../../db/client';
import { migrationsDir } from '../../paths';
import { createAnalytics } from './analytics';
import { adminTestApp, buyAt, refund } from './testing';

/**
 * The running totals (migration 0032) against the raw tables: after a mix of writes through
 * the API and straight SQL (sign-ups, backdating, role changes, requests and responses moved and
 * deleted, payments in INR and USD refunded, moved, re-priced, failed and deleted, sessions
 * seen, moved and ended, a whole account deleted, a rolled-back transaction), every figure of
 * the analytics and of the report of every period read from the totals equals the same figure
 * counted over the tables, and each totals table equals its recount.
 */

let t: TestApp;
let admin: TestClient;
let base: string;
beforeAll(async () => {
  ({ t, base, admin } = await adminTestApp());
});
afterAll(async () => {
  await t.close();
});

const run = async (q: ReturnType<typeof sql>) =>
  rowsOf<Record<string, unknown>>(await t.ctx.db.execute(q));
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

const buy = (client: TestClient, body: Record<string, unknown>) => buyAt(base, client, body);

/** Every figure from the totals equals the same figure counted over the tables. */
async function expectTotalsEqualTables() {
  const strip = <T extends { generatedAt: string }>(reply: T) => ({ ...reply, generatedAt: '' });
  const totals = createAnalytics(t.ctx.db, 'totals');
  const tables = createAnalytics(t.ctx.db, 'tables');
  expect(strip(await totals.analytics())).toEqual(strip(await tables.analytics()));
  for (const period of Object.keys(REPORT_PERIOD_MONTHS) as ReportPeriod[]) {
    expect(strip(await totals.report(period)), period).toEqual(strip(await tables.report(period)));
  }
}

/** The backfill of migration 0032, run again over the tables as they are now. */
const BACKFILL = readFileSync(join(migrationsDir, '0032_admin_running_totals.sql'), 'utf8').split(
  '-- --- Backfill',
)[1]!;

const snapshot = async () => ({
  counts: await run(sql`SELECT kind, day::text, key, n::int FROM admin_daily_counts
                         WHERE n <> 0 ORDER BY 1, 2, 3`),
  revenue: await run(sql`SELECT day::text, currency, product, amount::int, payments::int
                           FROM admin_daily_revenue WHERE payments <> 0 OR amount <> 0
                          ORDER BY 1, 2, 3`),
  activity: await run(sql`SELECT user_id::text, last_active_on::text FROM admin_user_activity
                           ORDER BY 1`),
});

/** Each totals table equals its recount from the tables (the migration's backfill). */
async function expectTotalsEqualRecount() {
  const kept = await snapshot();
  await t.ctx.database.exclusive(async (session) => {
    await session.exec(`BEGIN;
      CREATE TEMP TABLE kept_counts AS SELECT * FROM admin_daily_counts;
      CREATE TEMP TABLE kept_revenue AS SELECT * FROM admin_daily_revenue;
      CREATE TEMP TABLE kept_activity AS SELECT * FROM admin_user_activity;
      DELETE FROM admin_daily_counts; DELETE FROM admin_daily_revenue; DELETE FROM admin_user_activity;
      ${BACKFILL}`);
    const [row] = await session.rows<{ counts: string; revenue: string; activity: string }>(`
      SELECT
        (SELECT json_agg(x ORDER BY kind, day, key)::text FROM (SELECT kind, day, key, n FROM admin_daily_counts WHERE n <> 0) x) AS counts,
        (SELECT json_agg(x ORDER BY day, currency, product)::text FROM (SELECT day, currency, product, amount, payments FROM admin_daily_revenue WHERE payments <> 0 OR amount <> 0) x) AS revenue,
        (SELECT json_agg(x ORDER BY user_id)::text FROM (SELECT user_id, last_active_on FROM admin_user_activity) x) AS activity`);
    await session.exec('ROLLBACK');
    const parse = (s: string | undefined) =>
      s ? (JSON.parse(s) as Record<string, unknown>[]) : [];
    const recount = {
      counts: parse(row?.counts).map((r) => ({ ...r, n: Number(r.n) })),
      revenue: parse(row?.revenue).map((r) => ({
        ...r,
        amount: Number(r.amount),
        payments: Number(r.payments),
      })),
      activity: parse(row?.activity),
    };
    expect(kept.counts).toEqual(recount.counts);
    expect(kept.revenue).toEqual(recount.revenue);
    expect(kept.activity).toEqual(recount.activity);
  });
}

describe('running totals (migration 0032)', () => {
  it('equal the direct counts over the tables after a mix of writes', async () => {
    // Parents with pets and requests, providers with services and responses (API).
    const parents: { client: TestClient; id: string; petId: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const client = t.client();
      const { user } = await signUp(client, { name: `Parent ${i}` });
      const pet = await addPet(client);
      parents.push({ client, id: user.id, petId: pet.id });
    }
    const providers: { client: TestClient; id: string }[] = [];
    for (let i = 0; i < 2; i++) {
      const client = t.client();
      const { user } = await signUp(client, { role: 'service_provider', name: `Provider ${i}` });
      await addService(client);
      providers.push({ client, id: user.id });
    }
    const requests = [];
    for (const p of parents) requests.push(await postRequest(p.client, p.petId));
    await respond(providers[0]!.client, requests[0]!.id);
    const moved = await respond(providers[1]!.client, requests[1]!.id);
    await moveToLastMonth(t.ctx, providers[1]!.id);
    await respond(providers[1]!.client, requests[2]!.id);
    await expectTotalsEqualTables();

    // Payments: INR per-use fee refunded, INR plan; USD plan refunded, USD annual plan.
    const payer = parents[0]!;
    const fee = await buy(payer.client, {
      product: 'request_fee',
      request: requestInput(payer.petId, { description: 'Second grooming this month, paid' }),
    });
    await refund(payer.client, fee.id);
    const monthly = await buy(payer.client, { product: 'plan_monthly' });
    const abroad = providers[0]!;
    const usdMonthly = await buy(abroad.client, { product: 'plan_monthly', country: 'US' });
    await refund(abroad.client, usdMonthly.id);
    const other = t.client();
    await signUp(other, { role: 'service_provider' });
    const usdAnnual = await buy(other, { product: 'plan_annual', country: 'US' });
    // Started and never paid.
    await payer.client.post('/api/payments/checkout', {
      product: 'plan_annual',
      idempotencyKey: `key-${randomUUID()}`,
    });
    await expectTotalsEqualTables();
    await expectTotalsEqualRecount();

    // Straight SQL: accounts backdated and a role changed; requests and responses moved to
    // other days and months, renamed and deleted.
    await run(
      sql`UPDATE users SET created_at = ${daysAgo(40)}::timestamptz WHERE id = ${parents[1]!.id}`,
    );
    await run(
      sql`UPDATE users SET created_at = ${daysAgo(400)}::timestamptz WHERE id = ${parents[2]!.id}`,
    );
    const roleChange = await admin.patch(`/api/admin/users/${providers[1]!.id}`, {
      name: 'Provider 1',
      phone: '+919812300000',
      city: 'Pune',
      country: 'India',
      role: 'pet_parent',
    });
    expect(roleChange.statusCode).toBe(200);
    await run(sql`UPDATE service_requests SET created_at = ${daysAgo(70)}::timestamptz,
                         service_name = 'Pet Taxi' WHERE id = ${requests[1]!.id}`);
    await run(sql`UPDATE service_requests SET created_at = ${daysAgo(200)}::timestamptz
                   WHERE id = ${requests[2]!.id}`);
    await run(sql`UPDATE service_responses SET created_at = ${daysAgo(95)}::timestamptz
                   WHERE id = ${moved.id}`);
    await run(sql`DELETE FROM service_requests WHERE id = ${requests[0]!.id}`);
    await expectTotalsEqualTables();

    // Payments moved, re-priced, changed currency, failed, back to completed, deleted with
    // their refund; refunds failed and processed again; the test payment never counts.
    await run(
      sql`UPDATE payments SET paid_at = ${daysAgo(150)}::timestamptz WHERE id = ${usdAnnual.id}`,
    );
    await run(
      sql`UPDATE payments SET amount = amount + 700, currency = 'USD' WHERE id = ${monthly.id}`,
    );
    await run(sql`UPDATE payments SET status = 'failed' WHERE id = ${usdAnnual.id}`);
    await run(sql`UPDATE refunds SET status = 'failed' WHERE payment_id = ${fee.id}`);
    await run(sql`UPDATE payments SET status = 'completed', paid_at = ${daysAgo(33)}::timestamptz
                   WHERE id = ${usdAnnual.id}`);
    await run(sql`UPDATE refunds SET status = 'processed', refunded_amount = refund_amount - 1
                   WHERE payment_id = ${fee.id}`);
    await run(sql`INSERT INTO payments (user_id, product, description, gateway, mode, amount,
                    currency, status, idempotency_key, paid_at)
                  VALUES (${payer.id}, 'test_payment', 'Test', 'paypal', 'sandbox', 1, 'USD',
                    'completed', ${randomUUID()}, now())`);
    await expectTotalsEqualTables();
    await expectTotalsEqualRecount();
    await run(sql`DELETE FROM payments WHERE id = ${usdMonthly.id}`);
    await expectTotalsEqualTables();

    // Sessions: seen in an earlier month, ended; Active Users recounted from what is left.
    await run(sql`UPDATE sessions SET last_seen_at = ${daysAgo(100)}::timestamptz
                   WHERE user_id = ${parents[2]!.id}`);
    await run(
      sql`UPDATE pets SET created_at = ${daysAgo(120)}::timestamptz WHERE owner_id = ${parents[2]!.id}`,
    );
    await run(sql`DELETE FROM sessions WHERE user_id = ${parents[1]!.id}`);
    await run(sql`UPDATE services SET created_at = ${daysAgo(300)}::timestamptz
                   WHERE provider_id = ${providers[1]!.id}`);
    await run(sql`DELETE FROM sessions WHERE user_id = ${providers[1]!.id}`);
    await expectTotalsEqualTables();

    // A whole account deleted (its pets, requests, responses and sessions go with it; its
    // payments stay in the ledger).
    await run(sql`DELETE FROM users WHERE id = ${payer.id}`);
    await expectTotalsEqualTables();

    // A transaction that rolls back leaves no trace in the totals.
    const before = await snapshot();
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE service_requests SET created_at = now() - interval '3 years'`);
        await tx.execute(sql`DELETE FROM payments`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await snapshot()).toEqual(before);

    await expectTotalsEqualTables();
    await expectTotalsEqualRecount();

    // What the endpoints answer is the totals' figures.
    const analytics = (await admin.get('/api/admin/analytics')).json();
    const fromTotals = await createAnalytics(t.ctx.db).analytics();
    expect({ ...analytics, generatedAt: '' }).toEqual({ ...fromTotals, generatedAt: '' });
    const report = (await admin.get('/api/admin/reports?period=all')).json();
    expect({ ...report, generatedAt: '' }).toEqual({
      ...(await createAnalytics(t.ctx.db).report('all')),
      generatedAt: '',
    });
  });
});
