/**
 * The provider board at 100,000 open requests: p50/p95 of one board page (its rows, its total
 * and the summary counts: what GET /api/open-requests answers after the provider's scope) for
 * providers in the benchmark's cities, straight against the database through the server's own
 * code (no HTTP hop: what the issue's 50 ms target is about is the query). Before (the three
 * statements of commit 15caa71, bench/board-before.ts) and after (board-query.ts, one
 * statement) run interleaved in one run, after a check that both show the same pages; then
 * EXPLAIN ANALYZE of both for the busiest city. Target: p95 <= 50 ms.
 *
 * Data (set-based SQL, deterministic): 45 Indian cities weighted by rank; 5,000 parents with a
 * pet each; 100,000 open requests at a point up to 15 km from a city centre, one of five
 * service types, needed in the next 1 to 14 days, 'home' or 'at_provider'; 2% of them direct
 * to a provider; 20,000 responses; 1% of the parents suspended. One provider per city (grooming, veterinary and walking,
 * home service), at the city centre with the default 10 km radius.
 *
 * PostgreSQL: a fresh database pm_bench_board_<random> next to BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), dropped afterwards unless BENCH_KEEP=1.
 *
 *   npm run bench:board      BENCH_RUNS=400 (board pages timed, each way)
 *                            BENCH_KEEP=1 keeps the database; BENCH_REUSE=<its name> runs on it
 */
import type { Database } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { PgDialect } from 'drizzle-orm/pg-core';
import { boardPage, boardStatement } from '../apps/server/src/modules/requests/board-query';
import type { BoardPageOptions, BoardScope } from '../apps/server/src/modules/requests/repository';
import {
  BOARD_FILTERS,
  BOARD_SORTS,
  serviceNamesForCategories,
} from '../packages/core/src/marketplace/requests';
import { createServiceRepository } from '../apps/server/src/modules/services/repository';
import { createRequestRepository } from '../apps/server/src/modules/requests/repository';
import { boardPageBefore, boardRowsBefore } from './board-before';
import { BENCH_CITIES } from './search-data';
import { openBenchDatabase } from './database';
import { quantile } from './server';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env.BENCH_RUNS ?? 400);
const KEEP = process.env.BENCH_KEEP === '1';
const REUSE = process.env.BENCH_REUSE;
const OPEN_REQUESTS = 100_000;
const P95_TARGET_MS = 50;

const cities = BENCH_CITIES.map((c, i) => ({ ...c, i }));
const totalWeight = cities.reduce((sum, c) => sum + c.weight, 0);
// Cumulative weights as a SQL CASE: a random number picks a city by weight.
let acc = 0;
const cityCase = `CASE ${cities
  .map((c) => {
    acc += c.weight / totalWeight;
    return `WHEN r < ${acc.toFixed(6)} THEN ${c.i}`;
  })
  .join(' ')} ELSE ${cities.length - 1} END`;
const cityValues = cities
  .map((c) => `(${c.i}, '${c.name.replace(/'/g, "''")}', ${c.lat}, ${c.lng})`)
  .join(', ');

const LOAD = `
SELECT setseed(0.13);
CREATE TEMP TABLE bench_city (i int PRIMARY KEY, name text, lat float8, lng float8);
INSERT INTO bench_city VALUES ${cityValues};

INSERT INTO users (id, name, email, role, city, country, latitude, longitude, password_hash)
SELECT gen_random_uuid(), 'Provider ' || c.name, 'provider' || c.i || '@bench.test',
       'service_provider', c.name, 'India', c.lat, c.lng, 'x'
  FROM bench_city c;
INSERT INTO services (provider_id, name, category, pet_types_accepted, home_service_available, charges)
SELECT u.id, cat || ' service', cat, ARRAY['dog', 'cat'], true,
       '[{"description": "Visit", "amount": 50000}]'::jsonb
  FROM users u CROSS JOIN unnest(ARRAY['grooming', 'veterinary', 'walking']) cat
 WHERE u.role = 'service_provider';

INSERT INTO users (id, name, email, role, city, country, password_hash)
SELECT gen_random_uuid(), 'Parent ' || g, 'parent' || g || '@bench.test', 'pet_parent',
       'Bengaluru', 'India', 'x'
  FROM generate_series(1, 5000) g;
INSERT INTO pets (owner_id, name, type, weight)
SELECT id, 'Pet', 'dog', 10 FROM users WHERE role = 'pet_parent';

CREATE TEMP TABLE bench_parent AS
SELECT row_number() OVER () AS n, u.id AS user_id, p.id AS pet_id
  FROM users u JOIN pets p ON p.owner_id = u.id;

INSERT INTO service_requests (requester_id, pet_id, service_name, category, description,
  needed_on, needed_at, budget_amount, service_mode, location_city, location_country,
  latitude, longitude, direct_provider_id, created_at)
SELECT bp.user_id, bp.pet_id, t.name, t.category, 'Benchmark request',
       current_date + 1 + (random() * 13)::int, '10:30', (random() * 200000)::int,
       CASE WHEN random() < 0.5 THEN 'home' ELSE 'at_provider' END, c.name, 'India',
       c.lat + (random() - 0.5) * 0.27, c.lng + (random() - 0.5) * 0.27,
       CASE WHEN random() < 0.02 THEN (SELECT id FROM users WHERE email = 'provider' || c.i || '@bench.test') END,
       now() - (random() * interval '20 days')
  FROM (SELECT g, random() AS r, 1 + (random() * 4999)::int AS parent_n,
               (random() * 4)::int AS type_n FROM generate_series(1, ${OPEN_REQUESTS}) g) x
  JOIN bench_city c ON c.i = (${cityCase.replace(/\br\b/g, 'x.r')})
  JOIN bench_parent bp ON bp.n = x.parent_n
  JOIN (VALUES (0, 'Pet Grooming', 'grooming'), (1, 'Veterinary Care', 'veterinary'),
               (2, 'Dog Walking', 'walking'), (3, 'Pet Sitting', 'sitting'),
               (4, 'Pet Taxi', 'taxi')) t(n, name, category) ON t.n = x.type_n;

-- Responses from other providers (distinct per request: one each, on every fifth request).
INSERT INTO users (id, name, email, role, password_hash)
SELECT gen_random_uuid(), 'Responder ' || g, 'responder' || g || '@bench.test', 'service_provider', 'x'
  FROM generate_series(1, 100) g;
INSERT INTO service_responses (request_id, provider_id, message, estimated_price)
SELECT r.id, (SELECT id FROM users WHERE email = 'responder' || (1 + (abs(hashtext(r.id::text)) % 100)) || '@bench.test'),
       'Benchmark response', 50000
  FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM service_requests) r
 WHERE r.n % 5 = 0;
UPDATE service_requests SET status = 'responded'
 WHERE id IN (SELECT request_id FROM service_responses);
-- 1% of the parents are out of service: their requests leave every board.
UPDATE users SET suspended_at = now()
 WHERE role = 'pet_parent' AND abs(hashtext(id::text)) % 100 = 0;
`;

async function load(database: Database) {
  await migrate(database);
  const started = performance.now();
  await database.exclusive(async (session) => {
    await session.exec(LOAD);
    await session.exec('VACUUM ANALYZE');
  });
  const [counts] = await database.exclusive((s) =>
    s.rows<{ open: string; direct: string; responses: string }>(
      `SELECT (SELECT count(*) FROM service_requests WHERE status IN ('open', 'responded')) AS open,
              (SELECT count(*) FROM service_requests WHERE direct_provider_id IS NOT NULL) AS direct,
              (SELECT count(*) FROM service_responses) AS responses`,
    ),
  );
  console.log(
    `  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${Number(counts!.open).toLocaleString('en')} open requests (${counts!.direct} direct), ${Number(counts!.responses).toLocaleString('en')} responses`,
  );
}

async function providers(database: Database) {
  return database.exclusive((s) =>
    s.rows<{ id: string; city: string; latitude: number; longitude: number }>(
      `SELECT id, city, latitude, longitude FROM users
        WHERE role = 'service_provider' AND latitude IS NOT NULL ORDER BY email`,
    ),
  );
}

type Scope = BoardScope & { city: string };

/**
 * Both statements show the same page: same requests in the same order with the same figures,
 * the same total and counts, for every provider, filter and sort (and a second page).
 */
async function sameBoards(database: Database, scopes: Scope[]) {
  let pages = 0;
  for (const scope of scopes) {
    for (const filter of BOARD_FILTERS) {
      for (const sort of BOARD_SORTS) {
        for (const offset of [0, 20]) {
          const options: BoardPageOptions = { filter, sort, limit: 20, offset };
          const [before, after] = await Promise.all([
            boardPageBefore(database.db, scope, options),
            boardPage(database.db, scope, options),
          ]);
          const was = {
            total: before.total,
            counts: before.counts,
            rows: before.rows.map((r) => [
              r.request.id,
              r.request.neededOn,
              r.request.neededAt,
              r.request.createdAt.toISOString(),
              r.ownerName,
              r.petName,
              r.responses,
              r.distanceKm,
            ]),
          };
          const is = {
            total: after.total,
            counts: after.counts,
            rows: after.rows.map((r) => [
              r.id,
              r.neededOn,
              r.neededAt,
              r.createdAt.toISOString(),
              r.ownerName,
              r.petName,
              r.responses,
              r.distanceKm,
            ]),
          };
          if (JSON.stringify(was) !== JSON.stringify(is)) {
            throw new Error(
              `The boards differ (${scope.city}, ${filter}, ${sort}, offset ${offset}):\n${JSON.stringify(was)}\n${JSON.stringify(is)}`,
            );
          }
          pages += 1;
        }
      }
    }
  }
  console.log(`  before and after show the same ${pages} pages (every provider, filter, sort)`);
}

async function explain(database: Database, title: string, text: string, params: unknown[]) {
  const client = await database.pool!.connect();
  try {
    const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
    console.log(`\nEXPLAIN ANALYZE, Bengaluru board page, ${title}:`);
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  } finally {
    client.release();
  }
}

const summary = (times: number[]) => {
  const sorted = Float64Array.from(times).sort();
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
};

async function main() {
  const bench = await openBenchDatabase(DATABASE_URL, 'pm_bench_board', REUSE);
  const { database } = bench;
  try {
    if (!REUSE) await load(database);
    const names = serviceNamesForCategories(['grooming', 'veterinary', 'walking']);
    const scopes: Scope[] = (await providers(database)).map((p) => ({
      providerId: p.id,
      city: p.city,
      serviceNames: names,
      homeServiceNames: names,
      place: { lat: Number(p.latitude), lng: Number(p.longitude) },
      radiusKm: 10,
      now: new Date(),
    }));
    const page: BoardPageOptions = { filter: 'all', sort: 'nearest', limit: 20, offset: 0 };
    const variants = {
      before: (scope: BoardScope) => boardPageBefore(database.db, scope, page),
      after: (scope: BoardScope) => boardPage(database.db, scope, page),
    };

    await sameBoards(database, scopes);

    // What the route reads before the page (board.ts boardScope): the provider's active
    // categories, home categories, emergency care and reach, four small statements at once.
    const services = createServiceRepository(database.db);
    const requests = createRequestRepository(database.db);
    const scopeLookups = (providerId: string) =>
      Promise.all([
        services.activeCategories(providerId),
        services.activeHomeCategories(providerId),
        services.emergencyCare(providerId),
        requests.providerReach(providerId),
      ]);

    // Warm up, then time RUNS pages of each over the cities in turn (the busiest come first),
    // before and after interleaved (which goes first alternates) so both see the same load.
    for (const scope of scopes.slice(0, 10)) {
      await variants.before(scope);
      await variants.after(scope);
    }
    const times = { before: [] as number[], after: [] as number[], scope: [] as number[] };
    const rows: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const scope = scopes[i % scopes.length]!;
      const order = i % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const variant of order) {
        const started = performance.now();
        const result = await variants[variant](scope);
        times[variant].push(performance.now() - started);
        if (variant === 'after') rows.push(result.counts.total);
      }
      const started = performance.now();
      await scopeLookups(scope.providerId);
      times.scope.push(performance.now() - started);
    }
    const before = summary(times.before);
    const after = summary(times.after);
    const bengaluru = scopes.find((s) => s.city === 'Bengaluru') ?? scopes[0]!;
    const busiest = await variants.after(bengaluru);
    console.log(
      `\nBoard page (rows + total + counts), ${RUNS} runs each over ${scopes.length} cities' providers, 10 km radius, interleaved:`,
    );
    console.log(
      `  before (3 statements): p50 ${before.p50.toFixed(1)} ms, p95 ${before.p95.toFixed(1)} ms`,
    );
    console.log(
      `  after (1 statement):   p50 ${after.p50.toFixed(1)} ms, p95 ${after.p95.toFixed(1)} ms (target <= ${P95_TARGET_MS} ms): ${after.p95 <= P95_TARGET_MS ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  ratio before/after: p50 ${(before.p50 / after.p50).toFixed(1)}x, p95 ${(before.p95 / after.p95).toFixed(1)}x`,
    );
    const lookups = summary(times.scope);
    console.log(
      `  (the route's scope lookups before the page, unchanged: p50 ${lookups.p50.toFixed(1)} ms, p95 ${lookups.p95.toFixed(1)} ms)`,
    );
    console.log(
      `  requests on a board: median ${quantile(Float64Array.from(rows).sort(), 0.5)}, max ${Math.max(...rows)} (Bengaluru: ${busiest.counts.total})`,
    );

    const old = boardRowsBefore(database.db, bengaluru, page).rows.toSQL();
    await explain(database, 'before (its rows statement)', old.sql, old.params);
    const now = new PgDialect().sqlToQuery(boardStatement(bengaluru, page));
    await explain(database, 'after', now.sql, now.params);
  } finally {
    await bench.close(!KEEP && !REUSE);
  }
}

await main();
