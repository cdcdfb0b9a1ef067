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
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Role } from '@petmitra/core/auth/roles';
import type { Database } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema/foundation';
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
/** BENCH_VERBOSE=1: print the plan of every users list statement. */
const VERBOSE = process.env.BENCH_VERBOSE === '1';
/** BENCH_ONLY=users: load the 100,000 accounts only and time the users list alone. */
const ONLY_USERS = process.env.BENCH_ONLY === 'users';
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
  const bench = await openBenchDatabase(
    DATABASE_URL,
    ONLY_USERS ? 'bench_users' : 'pm_bench_admin',
    REUSE,
  );
  const { name, database } = bench;
  if (ONLY_USERS) {
    try {
      if (!REUSE) {
        await migrate(database);
        const started = performance.now();
        await database.exclusive(async (session) => {
          await session.exec(LOAD.slice(0, LOAD.indexOf('INSERT INTO pets')));
          await session.exec('VACUUM ANALYZE users');
        });
        console.log(
          `  loaded 100,000 accounts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      await benchUserSearch(database, createUserRepository(database.db));
    } finally {
      await bench.close(!KEEP);
    }
    return;
  }
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
    const endpoints: [string, (i: number) => Promise<unknown>, number][] = [
      ['GET /api/admin/analytics (before: tables)', () => tables.analytics(), RUNS_BEFORE],
      ['GET /api/admin/analytics (after: totals)', () => analytics.analytics(), RUNS],
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
    await benchUserSearch(database, usersRepo);
  } finally {
    await bench.close(!KEEP);
  }
}

/**
 * The users list as it was before migration 0034: `name ILIKE p OR email ILIKE p` over the two
 * trigram indexes of 0013, newest first, the count run beside the page. (0034 dropped those
 * indexes: they are made again for the comparison and dropped after.)
 */
function listBefore(db: Database['db']) {
  return async (filter: { q?: string; role?: Role; limit: number; offset: number }) => {
    const conditions: SQL[] = [];
    if (filter.role) conditions.push(eq(users.role, filter.role));
    if (filter.q) {
      const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt))
        .limit(filter.limit)
        .offset(filter.offset),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  };
}

/**
 * `GET /api/admin/users?q=…&role=…&page=…` before and after 0034, interleaved call by call so
 * both see the same load: a name fragment, an email fragment, 1 and 2 characters, a term every
 * account holds, no match, with and without the role filter, first and later pages. Checks the
 * two give the same rows, order and total; then the plan of every statement of both.
 */
async function benchUserSearch(database: Database, after: ReturnType<typeof createUserRepository>) {
  await database.exclusive((s) =>
    s.exec(`CREATE INDEX IF NOT EXISTS bench_users_name_trgm_idx ON users USING gin (name gin_trgm_ops);
            CREATE INDEX IF NOT EXISTS bench_users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
            ANALYZE users;`),
  );
  const before = listBefore(database.db);
  type Case = [label: string, filter: { q?: string; role?: Role }, page: number];
  const cases: Case[] = [
    ['name fragment "kumar"', { q: 'kumar' }, 1],
    ['name fragment "priya", page 5', { q: 'priya' }, 5],
    ['name "sharma 1", page 10', { q: 'sharma 1' }, 10],
    ['name "nair 77"', { q: 'nair 77' }, 1],
    ['email fragment "user4242"', { q: 'user4242' }, 1],
    ['every account "bench.test"', { q: 'bench.test' }, 1],
    ['1 character "k"', { q: 'k' }, 1],
    ['2 characters "ku", page 3', { q: 'ku' }, 3],
    ['2 characters, no match "zq"', { q: 'zq' }, 1],
    ['no match "zzqx"', { q: 'zzqx' }, 1],
    ['"kumar" + providers', { q: 'kumar', role: 'service_provider' }, 1],
    ['"ku" + providers, page 2', { q: 'ku', role: 'service_provider' }, 2],
    ['providers, page 3 (no q)', { role: 'service_provider' }, 3],
    ['everyone, page 1 (no q)', {}, 1],
  ];
  // Before, the service counted by role beside the list; now the list does it (and uses it).
  const call = async (side: 'before' | 'after', [, filter, page]: Case) => {
    const query = { ...filter, limit: 20, offset: (page - 1) * 20 };
    if (side === 'after') return after.list(query);
    const [list] = await Promise.all([before(query), after.countByRole()]);
    return list;
  };
  const ids = (r: Awaited<ReturnType<typeof before>>) =>
    `${r.total}:${r.rows.map((u) => u.id).join(',')}`;
  for (const c of cases) {
    const [b, a] = [await call('before', c), await call('after', c)];
    if (ids(b) !== ids(a)) throw new Error(`users list differs before and after 0034: ${c[0]}`);
  }
  console.log(
    `\nUsers list: before and after 0034 give the same rows, order and total in all ${cases.length} cases`,
  );

  const times = cases.map(() => ({ before: [] as number[], after: [] as number[] }));
  const load: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    for (const c of cases) {
      await call('before', c);
      await call('after', c);
    }
  }
  for (let i = 0; i < RUNS; i += 1) {
    load.push(loadavg()[0]!);
    for (const [k, c] of cases.entries()) {
      // Alternate which goes first, so neither always follows the other's cache warm-up.
      for (const side of i % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const)) {
        const started = performance.now();
        await call(side, c);
        times[k]![side].push(performance.now() - started);
      }
    }
  }
  const stats = (xs: number[]) => {
    const sorted = Float64Array.from(xs).sort();
    return [quantile(sorted, 0.5), quantile(sorted, 0.95)] as const;
  };
  const all = { before: times.flatMap((t) => t.before), after: times.flatMap((t) => t.after) };
  console.log(
    `${RUNS} calls of each case, before and after interleaved, load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} (1 min) while timing:`,
  );
  const row = (label: string, b: number[], a: number[]) => {
    const [b50, b95] = stats(b);
    const [a50, a95] = stats(a);
    console.log(
      `  ${label.padEnd(34)} before p50 ${b50.toFixed(1).padStart(6)} p95 ${b95.toFixed(1).padStart(6)} ms | after p50 ${a50.toFixed(1).padStart(6)} p95 ${a95.toFixed(1).padStart(6)} ms  x${(b95 / a95).toFixed(1)}  ${a95 <= P95_TARGET_MS ? 'met' : 'NOT met'}`,
    );
  };
  for (const [k, c] of cases.entries()) row(c[0], times[k]!.before, times[k]!.after);
  row('all cases together', all.before, all.after);

  console.log(
    '\nEXPLAIN ANALYZE of each statement (after), and sequential scans of users before/after:',
  );
  const client = await database.pool!.connect();
  try {
    for (const c of cases) {
      const scans = { before: new Set<string>(), after: new Set<string>() };
      const plans: string[] = [];
      for (const side of ['before', 'after'] as const) {
        const statements = await capture(database, () => call(side, c));
        for (const s of statements) {
          if (s.text.includes('admin_daily_counts')) continue;
          const plan = await client.query(`EXPLAIN (ANALYZE, COSTS OFF) ${s.text}`, s.values);
          for (const r of plan.rows) {
            const line = String(r['QUERY PLAN']);
            const m = /Seq Scan on (\w+)/.exec(line);
            if (m && BIG_TABLES.includes(m[1]!)) scans[side].add(m[1]!);
            if (side === 'after' && /Scan|Execution|Sort|Limit|Aggregate|CTE/.test(line))
              plans.push(`      ${line}`);
          }
        }
      }
      const seq = (set: Set<string>) => (set.size ? `Seq Scan on ${[...set].join(', ')}` : 'none');
      console.log(
        `  ${c[0]}: sequential scans before ${seq(scans.before)}, after ${seq(scans.after)}`,
      );
      if (VERBOSE) console.log(plans.join('\n'));
    }
  } finally {
    client.release();
  }
  await database.exclusive((s) =>
    s.exec('DROP INDEX bench_users_name_trgm_idx; DROP INDEX bench_users_email_trgm_idx;'),
  );
}

await main();
