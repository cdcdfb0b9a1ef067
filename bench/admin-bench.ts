/**
 * The operator's console at scale: 100,000 users, 1,000,000 service requests and 200,000
 * payments in PostgreSQL, then the p50/p95 of what the analytics, users search and report
 * endpoints run (the server's own functions against the database, no HTTP hop), and the plan of
 * every statement they ran, checked for sequential scans of the big tables. Target: p95 <= 200 ms.
 *
 * Data (set-based SQL, deterministic seed): 80,000 pet parents with a pet each and 20,000
 * providers (names from common Indian first and last names), joined over the last 24 months;
 * 1,000,000 requests over the same 24 months, one of five services; 100,000 responses; 200,000
 * completed payments (per-use fees and plans, 90% INR by Razorpay, 10% USD by PayPal), 5% of
 * them refunded less the fee; 10,000 running plans.
 *
 * Before and after in one run: the data is loaded with every migration but 0032, as a database
 * that existed before the running totals; then 0032 is applied (its backfill timed) and the
 * analytics and reports are timed from both sources of createAnalytics: 'tables' (the direct
 * counts, what the server answered before 0032) and 'totals' (the running totals, what it
 * answers now). The cost the triggers add to writes is measured the same way: the same batch
 * of requests, responses, payments and refunds written (and rolled back) before and after 0032.
 *
 * PostgreSQL: a fresh database pm_bench_admin_<random> next to BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), dropped afterwards unless BENCH_KEEP=1.
 * BENCH_REUSE=<name>: time again on a database an interrupted run left loaded (before 0032).
 *
 *   npm run bench:admin      BENCH_RUNS=40 (calls timed per endpoint), BENCH_RUNS_BEFORE=10
 */
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { createAnalytics } from '../apps/server/src/modules/admin/analytics';
import { migrationsDir } from '../apps/server/src/paths';
import { createUserRepository } from '../apps/server/src/modules/users/repository';
import { openBenchDatabase } from './database';
import { quantile } from './server';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
/** Calls of the direct counts over the tables (the 'before', seconds each at this scale). */
const RUNS_BEFORE = Number(process.env.BENCH_RUNS_BEFORE ?? 10);
const KEEP = process.env.BENCH_KEEP === '1';
/** The database of an interrupted run, loaded and before 0032, to time without loading again. */
const REUSE = process.env.BENCH_REUSE;
const P95_TARGET_MS = 200;
const BIG_TABLES = ['users', 'service_requests', 'payments'];
/** The migration of the running totals: applied after the load, as to an existing database. */
const TOTALS_MIGRATION = '0032_admin_running_totals.sql';

const FIRST = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Meera',
  'Arjun',
  'Kavya',
  'Rahul',
  'Sneha',
];
const LAST = ['Sharma', 'Iyer', 'Kumar', 'Reddy', 'Nair', 'Patel', 'Das', 'Rao', 'Singh', 'Gupta'];
const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(', ')}]`;

const LOAD = `
SELECT setseed(0.27);
INSERT INTO users (id, name, email, role, city, country, password_hash, created_at)
SELECT gen_random_uuid(),
       (${arr(FIRST)})[1 + g % 10] || ' ' || (${arr(LAST)})[1 + (g / 10) % 10] || ' ' || g,
       'user' || g || '@bench.test',
       CASE WHEN g % 5 = 0 THEN 'service_provider' ELSE 'pet_parent' END,
       'Bengaluru', 'India', 'x', now() - random() * interval '730 days'
  FROM generate_series(1, 100000) g;
INSERT INTO pets (owner_id, name, type, weight)
SELECT id, 'Pet', 'dog', 10 FROM users WHERE role = 'pet_parent';

CREATE TABLE bench_parent AS
SELECT row_number() OVER () AS n, u.id AS user_id, p.id AS pet_id
  FROM users u JOIN pets p ON p.owner_id = u.id;
CREATE TABLE bench_provider AS
SELECT row_number() OVER () AS n, id AS user_id FROM users WHERE role = 'service_provider';

INSERT INTO service_requests (requester_id, pet_id, service_name, category, description,
  needed_on, needed_at, status, location_city, location_country, created_at)
SELECT bp.user_id, bp.pet_id, t.name, t.category, 'Benchmark request',
       current_date + 1, '10:30', 'completed', 'Bengaluru', 'India',
       now() - random() * interval '730 days'
  FROM (SELECT 1 + (random() * 79999)::int AS parent_n, (random() * 4)::int AS type_n
          FROM generate_series(1, 1000000)) x
  JOIN bench_parent bp ON bp.n = x.parent_n
  JOIN (VALUES (0, 'Pet Grooming', 'grooming'), (1, 'Veterinary Care', 'veterinary'),
               (2, 'Dog Walking', 'walking'), (3, 'Pet Sitting', 'sitting'),
               (4, 'Pet Taxi', 'taxi')) t(n, name, category) ON t.n = x.type_n;

INSERT INTO service_responses (request_id, provider_id, message, estimated_price, created_at)
SELECT r.id, bp.user_id, 'Benchmark response', 50000, r.created_at + interval '1 hour'
  FROM (SELECT id, created_at, row_number() OVER () AS n FROM service_requests LIMIT 100000) r
  JOIN bench_provider bp ON bp.n = 1 + r.n % 20000;

INSERT INTO payments (user_id, product, description, gateway, mode, amount, currency, status,
  idempotency_key, paid_at, created_at)
SELECT bp.user_id, x.product, 'Benchmark payment',
       CASE WHEN x.usd THEN 'paypal' ELSE 'razorpay' END, 'sandbox',
       CASE x.product WHEN 'plan_monthly' THEN 12500 WHEN 'plan_annual' THEN 125000 ELSE 4500 END
         * CASE WHEN x.usd THEN 12 ELSE 1000 END / 1000,
       CASE WHEN x.usd THEN 'USD' ELSE 'INR' END,
       CASE WHEN x.g % 20 = 0 THEN 'refunded' ELSE 'completed' END,
       'bench-' || x.g, x.at, x.at
  FROM (SELECT g, random() < 0.1 AS usd, 1 + (random() * 79999)::int AS parent_n,
               (ARRAY['request_fee', 'request_fee', 'request_fee', 'plan_monthly', 'plan_annual'])
                 [1 + (random() * 4)::int] AS product,
               now() - random() * interval '730 days' AS at
          FROM generate_series(1, 200000) g) x
  JOIN bench_parent bp ON bp.n = x.parent_n;
INSERT INTO refunds (payment_id, original_amount, gateway_charges, refund_amount, refunded_amount,
  currency, payment_gateway, reason, status, processed_at)
SELECT id, amount, amount / 40, amount - amount / 40, amount - amount / 40, currency, gateway,
       'customer_request', 'processed', paid_at + interval '1 hour'
  FROM payments WHERE status = 'refunded';

INSERT INTO subscriptions (user_id, plan_type, plan_name, amount, currency, start_date,
  subscription_end_date)
SELECT user_id, CASE WHEN n % 4 = 0 THEN 'annual' ELSE 'monthly' END, 'Plan', 12500, 'INR',
       now() - interval '5 days', now() + interval '25 days'
  FROM bench_parent WHERE n <= 10000;
`;

/** Every migration but the running totals' (a directory of links to them). */
function migrationsBeforeTotals() {
  const dir = mkdtempSync(join(tmpdir(), 'pm-bench-migrations-'));
  for (const file of readdirSync(migrationsDir))
    if (file !== TOTALS_MIGRATION) symlinkSync(join(migrationsDir, file), join(dir, file));
  return dir;
}

/**
 * A batch of writes that the triggers of 0032 count: 20,000 requests, 5,000 responses, 5,000
 * completed payments and 500 processed refunds, then 2,000 requests moved 40 days back (a
 * deletion is dominated by the foreign-key checks of tables without an index on the key, not
 * by the totals); rolled back.
 */
const WRITES = `
BEGIN;
INSERT INTO service_requests (requester_id, pet_id, service_name, category, description,
  needed_on, needed_at, status, location_city, location_country)
SELECT user_id, pet_id, 'Pet Grooming', 'grooming', 'Write cost', current_date + 1, '10:30',
       'open', 'Bengaluru', 'India'
  FROM bench_parent WHERE n <= 20000;
INSERT INTO service_responses (request_id, provider_id, message, estimated_price)
SELECT r.id, bp.user_id, 'Write cost', 50000
  FROM (SELECT id, row_number() OVER () AS n FROM service_requests
         WHERE description = 'Write cost' LIMIT 5000) r
  JOIN bench_provider bp ON bp.n = r.n;
INSERT INTO payments (user_id, product, description, gateway, mode, amount, currency, status,
  idempotency_key, paid_at)
SELECT user_id, 'request_fee', 'Write cost', 'razorpay', 'sandbox', 4500, 'INR', 'completed',
       'write-' || n, now()
  FROM bench_parent WHERE n <= 5000;
INSERT INTO refunds (payment_id, original_amount, gateway_charges, refund_amount, refunded_amount,
  currency, payment_gateway, reason, status, processed_at)
SELECT id, amount, 100, amount - 100, amount - 100, currency, gateway, 'customer_request',
       'processed', now()
  FROM payments WHERE description = 'Write cost' LIMIT 500;
UPDATE service_requests SET created_at = created_at - interval '40 days'
 WHERE id IN (SELECT id FROM service_requests WHERE description = 'Write cost' LIMIT 2000);
ROLLBACK;`;

async function timeWrites(database: Database) {
  const times: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    await database.exclusive((session) => session.exec(WRITES));
    times.push(performance.now() - started);
  }
  return Math.min(...times);
}

async function load(database: Database, migrationsDirBefore: string) {
  await migrate(database, migrationsDirBefore);
  const started = performance.now();
  await database.exclusive(async (session) => {
    await session.exec(LOAD);
    await session.exec('VACUUM ANALYZE');
  });
  const [counts] = await database.exclusive((s) =>
    s.rows<Record<string, string>>(
      `SELECT (SELECT count(*) FROM users) AS users,
              (SELECT count(*) FROM service_requests) AS requests,
              (SELECT count(*) FROM payments) AS payments,
              (SELECT count(*) FROM refunds) AS refunds`,
    ),
  );
  const n = (k: string) => Number(counts![k]).toLocaleString('en');
  console.log(
    `  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${n('users')} users, ${n('requests')} requests, ${n('payments')} payments (${n('refunds')} refunded)`,
  );
}

/** Every statement the pool runs while `fn` runs (text and parameters), for EXPLAIN. */
async function capture(database: Database, fn: () => Promise<unknown>) {
  const pool = database.pool!;
  const seen: { text: string; values: unknown[] }[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
    if (typeof first === 'string') seen.push({ text: first, values: second ?? [] });
    // drizzle passes { text, rowMode, types } and the values as the second argument.
    else seen.push({ text: first.text, values: first.values ?? second ?? [] });
    return original(...args);
  };
  try {
    await fn();
  } finally {
    (pool as { query: unknown }).query = original;
  }
  return seen;
}

async function main() {
  const bench = await openBenchDatabase(DATABASE_URL, 'pm_bench_admin', REUSE);
  const { name, database } = bench;
  try {
    const before = migrationsBeforeTotals();
    try {
      if (!REUSE) await load(database, before);
      else {
        const done = await database.exclusive((s) =>
          s.rows(`SELECT 1 FROM schema_migrations WHERE name = '${TOTALS_MIGRATION}'`),
        );
        if (done.length) throw new Error(`${name} has the totals already: load a fresh one`);
      }
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    const writesBefore = await timeWrites(database);
    let started = performance.now();
    await migrate(database);
    await database.exclusive((s) =>
      s.exec('ANALYZE admin_daily_counts, admin_daily_revenue, admin_user_activity'),
    );
    console.log(
      `  migration 0032 (triggers and backfill) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const writesAfter = await timeWrites(database);
    console.log(
      `  a batch of writes (20,000 requests, 5,000 responses, 5,000 payments, 500 refunds, 2,000 requests moved; best of 3): ${writesBefore.toFixed(0)} ms before 0032, ${writesAfter.toFixed(0)} ms after (x${(writesAfter / writesBefore).toFixed(2)})`,
    );

    const tables = createAnalytics(database.db, 'tables');
    const analytics = createAnalytics(database.db, 'totals');
    // The totals (backfilled) give every figure the tables give.
    started = performance.now();
    const strip = (reply: { generatedAt: string }) => JSON.stringify({ ...reply, generatedAt: '' });
    const same = [
      strip(await tables.analytics()) === strip(await analytics.analytics()),
      ...(await Promise.all(
        (['3months', '6months', '1year', 'all'] as const).map(
          async (period) =>
            strip(await tables.report(period)) === strip(await analytics.report(period)),
        ),
      )),
    ];
    if (same.includes(false)) throw new Error(`the totals differ from the tables: ${same}`);
    console.log(
      `  the analytics and the 4 report periods from the totals equal the direct counts (checked in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const usersRepo = createUserRepository(database.db);
    const searches = ['kumar', 'priya', 'user4242', 'nair 77', 'bench.test'];
    const endpoints: [string, (i: number) => Promise<unknown>, number][] = [
      ['GET /api/admin/analytics (before: tables)', () => tables.analytics(), RUNS_BEFORE],
      ['GET /api/admin/analytics (after: totals)', () => analytics.analytics(), RUNS],
      [
        'GET /api/admin/users?q=…',
        (i) =>
          Promise.all([
            usersRepo.list({ q: searches[i % searches.length]!, limit: 20, offset: 0 }),
            usersRepo.countByRole(),
          ]),
        RUNS,
      ],
      [
        'GET /api/admin/users?role=service_provider&page=3',
        () =>
          Promise.all([
            usersRepo.list({ role: 'service_provider', limit: 20, offset: 40 }),
            usersRepo.countByRole(),
          ]),
        RUNS,
      ],
      [
        'GET /api/admin/reports?period=6months (before)',
        () => tables.report('6months'),
        RUNS_BEFORE,
      ],
      ['GET /api/admin/reports?period=6months (after)', () => analytics.report('6months'), RUNS],
      ['GET /api/admin/reports?period=all (before)', () => tables.report('all'), RUNS_BEFORE],
      ['GET /api/admin/reports?period=all (after)', () => analytics.report('all'), RUNS],
    ];

    console.log(
      `\n${RUNS} calls each (${RUNS_BEFORE} of the slow 'before' paths) after 3 to warm up, target p95 <= ${P95_TARGET_MS} ms:`,
    );
    for (const [label, run, runs] of endpoints) {
      for (let i = 0; i < 3; i += 1) await run(i);
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        await run(i);
        times.push(performance.now() - started);
      }
      const sorted = Float64Array.from(times).sort();
      const p95 = quantile(sorted, 0.95);
      console.log(
        `  ${label.padEnd(52)} p50 ${quantile(sorted, 0.5).toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  ${p95 <= P95_TARGET_MS ? 'met' : 'NOT met'}`,
      );
    }

    // The plan of every statement those endpoints ran: sequential scans of the big tables.
    console.log(
      '\nEXPLAIN of each statement (sequential scans of users, service_requests, payments):',
    );
    const client = await database.pool!.connect();
    try {
      for (const [label, run] of endpoints) {
        const statements = await capture(database, () => run(0));
        const scans = new Set<string>();
        for (const s of statements) {
          const plan = await client.query(`EXPLAIN ${s.text}`, s.values);
          for (const row of plan.rows) {
            const line = String(row['QUERY PLAN']);
            const m = /Seq Scan on (\w+)/.exec(line);
            if (m && BIG_TABLES.includes(m[1]!)) scans.add(m[1]!);
          }
        }
        console.log(
          `  ${label.padEnd(52)} ${statements.length} statements: ${scans.size ? `Seq Scan on ${[...scans].join(', ')}` : 'no sequential scan of the big tables'}`,
        );
      }
    } finally {
      client.release();
    }
  } finally {
    await bench.close(!KEEP);
  }
}

await main();
