/**
 * Search at 100,000 services: requests/s and p50/p95 latency of three searches through the
 * built server (autocannon, 16 connections, 10 s, loopback), and of a baseline that does what
 * the spec's original client did, plus EXPLAIN (ANALYZE, BUFFERS) of each search's SQL.
 *
 * The searches:
 *   text + category            q=groming&category=grooming (and a few like it)
 *   text + radius, by distance q=vet near a city centre, 10 km, sort=distance
 *   filters, by relevance      category + pet type + home service + rating + price
 * The baseline (the spec's original, "fetch 5 x page size rows, then one rating query per
 * service"): per search, one query for 100 active services of the category and pet type, one
 * for their providers, then one rating query per service, all from this process straight to
 * the database through a pool of 16 connections (16 concurrent loops) — no HTTP hop, which
 * only flatters the baseline. On PostgreSQL each search also prints the CPU time per request of
 * the server process and of the database's backends.
 *
 * PostgreSQL: a fresh database pm_bench_search_<random> next to BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test), dropped afterwards unless BENCH_KEEP=1.
 * PGlite: a temporary data directory with BENCH_PGLITE_SCALE of the data (default 0.2: 20,000
 * services, 60,000 reviews; PGlite loads single-threaded in WebAssembly, 1 = full size).
 *
 *   npm run bench:search
 *   BENCH_ONLY=postgres|pglite  BENCH_DURATION=10  BENCH_CONNECTIONS=16  BENCH_PGLITE_SCALE=0.2
 *   BENCH_REUSE_DATABASE=pm_bench_search_dev  (PostgreSQL: an already loaded database, kept)
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { explainSearch, type ExplainedStatement } from './search-explain';
import { BENCH_CITIES, FULL_SCALE, loadSearchData, type SearchDataScale } from './search-data';
import { ensureBuilt, measureCpu, quantile, startServer } from './server';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const ONLY = process.env.BENCH_ONLY;
const PGLITE_SCALE = Number(process.env.BENCH_PGLITE_SCALE ?? 0.2);
const REUSE = process.env.BENCH_REUSE_DATABASE;
const KEEP = process.env.BENCH_KEEP === '1';
const P95_TARGET_MS = 50;
const RATIO_TARGET = 10;

const bengaluru = BENCH_CITIES.find((c) => c.name === 'Bengaluru')!;
const mumbai = BENCH_CITIES.find((c) => c.name === 'Mumbai')!;
const delhi = BENCH_CITIES.find((c) => c.name === 'Delhi')!;
const pune = BENCH_CITIES.find((c) => c.name === 'Pune')!;
const near = (c: { lat: number; lng: number }, dLat: number, dLng: number) =>
  `lat=${(c.lat + dLat).toFixed(4)}&lng=${(c.lng + dLng).toFixed(4)}`;

interface SearchCase {
  name: string;
  /** Query strings, taken in turn (autocannon cycles through them). */
  queries: string[];
}

const CASES: SearchCase[] = [
  {
    name: 'text + category',
    queries: [
      'q=groming&category=grooming',
      'q=sharma%20groming&category=grooming',
      'q=vet%20clinic&category=veterinary',
      'q=kennel&category=accommodation',
      'q=puppy%20classes&category=training',
    ],
  },
  {
    name: 'text + radius, by distance',
    queries: [
      `q=vet&${near(bengaluru, 0.01, 0.01)}&radiusKm=10&sort=distance`,
      `q=groming&${near(mumbai, -0.02, 0.01)}&radiusKm=10&sort=distance`,
      `q=dog%20walker&${near(delhi, 0.02, -0.02)}&radiusKm=10&sort=distance`,
      `q=pet%20taxi&${near(pune, 0, 0.02)}&radiusKm=10&sort=distance`,
    ],
  },
  {
    name: 'filters, by relevance',
    queries: [
      'category=walking&petTypes=dog&homeServiceOnly=true&minRating=3&priceMax=2000&sort=relevance',
      'category=grooming&petTypes=cat&minRating=4&sort=relevance',
      'category=veterinary&petTypes=bird,rabbit&priceMin=500&sort=relevance',
      'petTypes=dog&homeServiceOnly=true&minRating=4&priceMax=1500&sort=relevance',
    ],
  },
];

interface Row {
  database: string;
  case: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  requests: number;
  errors: number;
}

// ---------------------------------------------------------------------------------------------
// Measuring

async function hammer(base: string, queries: string[], durationS: number) {
  const latencies: number[] = [];
  let bad = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: durationS,
        requests: queries.map((q) => ({ method: 'GET', path: `/api/search/services?${q}` })),
      },
      (error: unknown, finished: autocannon.Result) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else bad += 1;
    });
  });
  const sorted = Float64Array.from(latencies).sort();
  return {
    requestsPerSecond: latencies.length / durationS,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    requests: latencies.length,
    errors: bad + result.errors + result.timeouts,
  };
}

/**
 * The spec's original search, as a loop: 100 services (5 pages of 20) by category and pet type,
 * their providers, then one rating query per service, then scoring and paging in JavaScript.
 */
async function baselineSearch(client: pg.Pool | Queryable, category: string) {
  const { rows: services } = await client.query(
    `SELECT id, name, category, pet_types_accepted, home_service_available, charges, provider_id
     FROM services
     WHERE is_active AND category = $1 AND pet_types_accepted && $2::text[]
     LIMIT 100`,
    [category, '{dog}'],
  );
  const providerIds = [...new Set(services.map((s) => s.provider_id as string))];
  const { rows: providers } = await client.query(
    `SELECT id, name, city, country, phone, email, latitude, longitude FROM users WHERE id = ANY($1::uuid[])`,
    [providerIds],
  );
  const byId = new Map(providers.map((p) => [p.id as string, p]));
  const scored = await Promise.all(
    services.map(async (service) => {
      const { rows } = await client.query('SELECT rating FROM reviews WHERE reviewee_id = $1', [
        service.provider_id,
      ]);
      const ratings = rows.map((r) => Number(r.rating));
      const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
      const provider = byId.get(service.provider_id as string);
      const km = provider?.latitude
        ? Math.hypot(
            Number(provider.latitude) - bengaluru.lat,
            Number(provider.longitude) - bengaluru.lng,
          ) * 111
        : 10;
      return {
        service,
        score: 0.4 * average + 0.3 * Math.log(ratings.length + 1) + 0.3 * (10 - km),
      };
    }),
  );
  return scored.sort((a, b) => b.score - a.score).slice(0, 20);
}

interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

async function runBaseline(client: Queryable, durationS: number, workers: number) {
  const categories = ['grooming', 'walking', 'veterinary', 'accommodation', 'training'];
  const latencies: number[] = [];
  const stopAt = Date.now() + durationS * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < stopAt) {
        const started = performance.now();
        await baselineSearch(client, categories[n++ % categories.length]!);
        latencies.push(performance.now() - started);
      }
    }),
  );
  const sorted = Float64Array.from(latencies).sort();
  return {
    requestsPerSecond: latencies.length / durationS,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    requests: latencies.length,
    errors: 0,
  };
}

function planSummary(statements: ExplainedStatement[]): string[] {
  const lines: string[] = [];
  for (const statement of statements) {
    const plan = statement.plan;
    const scans = plan
      .map((line) =>
        /(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan|Bitmap Heap Scan) (?:using (\S+) )?on (\S+)/.exec(
          line,
        ),
      )
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => `${m[1]}${m[2] ? ` ${m[2]}` : ''} on ${m[3]}`);
    const time = plan.find((line) => line.startsWith('Execution Time'));
    lines.push(
      `    ${statement.sql.includes('FROM service_search s') ? 'search' : 'vocabulary'}: ${[...new Set(scans)].join('; ')} (${time})`,
    );
    const seq = plan.filter((line) => /Seq Scan on (services|service_search)\b/.test(line));
    if (seq.length) lines.push(`    !! sequential scan: ${seq.join(' | ').trim()}`);
  }
  return lines;
}

async function printPlans(client: Queryable, database: string) {
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS) on ${database} (second run of each, warm):`);
  const full: string[] = [];
  for (const c of CASES) {
    const query = c.queries[0]!;
    await explainSearch(client, query);
    const statements = await explainSearch(client, query);
    console.log(`  ${c.name}: ?${query}`);
    for (const line of planSummary(statements)) console.log(line);
    full.push(`--- ${c.name}: ?${query}`);
    for (const s of statements) full.push(...s.plan, '');
  }
  if (process.env.BENCH_FULL_PLANS === '1') console.log(`\n${full.join('\n')}`);
}

type CpuMeter = (run: () => Promise<void>) => Promise<{ server: number; postgres: number }>;

async function measure(
  database: string,
  url: string,
  baseline: () => Promise<Row>,
  meter?: CpuMeter,
) {
  const rows: Row[] = [];
  for (const c of CASES) {
    await hammer(url, c.queries, WARMUP_S);
    let figures: Awaited<ReturnType<typeof hammer>> | undefined;
    const run = async () => {
      figures = await hammer(url, c.queries, DURATION_S);
    };
    const cpu = meter ? await meter(run) : (await run(), null);
    rows.push({ database, case: c.name, ...figures! });
    const perRequest = (seconds: number) => ((1000 * seconds) / figures!.requests).toFixed(2);
    console.log(
      `  ${c.name.padEnd(28)} ${figures!.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${figures!.p50.toFixed(1)} ms  p95 ${figures!.p95.toFixed(1)} ms  (${figures!.errors} errors)` +
        (cpu
          ? `  CPU per request: server ${perRequest(cpu.server)} ms, PostgreSQL ${perRequest(cpu.postgres)} ms`
          : ''),
    );
  }
  const base = await baseline();
  rows.push(base);
  console.log(
    `  ${base.case.padEnd(28)} ${base.requestsPerSecond.toFixed(1).padStart(6)} req/s  p50 ${base.p50.toFixed(1)} ms  p95 ${base.p95.toFixed(1)} ms`,
  );
  return rows;
}

// ---------------------------------------------------------------------------------------------
// The two databases

async function onPostgres(): Promise<Row[]> {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  const name = REUSE ?? `pm_bench_search_${randomBytes(4).toString('hex')}`;
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  if (!REUSE) {
    await admin.query(`CREATE DATABASE ${name}`);
    console.log(`\nPostgreSQL: loading ${name}`);
    const database = await openDatabase({ url: dbUrl, poolSize: 2 });
    try {
      await loadSearchData(database, FULL_SCALE);
    } finally {
      await database.close();
    }
  } else {
    console.log(`\nPostgreSQL: reusing ${name}`);
  }
  const server = await startServer({ DATABASE_URL: dbUrl });
  const pool = new pg.Pool({ connectionString: dbUrl, max: CONNECTIONS });
  try {
    console.log(`PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s each:`);
    const rows = await measure(
      'postgres',
      server.url,
      async () => ({
        database: 'postgres',
        case: 'baseline (original client)',
        ...(await runBaseline(pool, DURATION_S, CONNECTIONS)),
      }),
      (run) => measureCpu(server.pid, { connectionString: DATABASE_URL, database: name }, run),
    );
    await printPlans(pool, 'PostgreSQL');
    return rows;
  } finally {
    await pool.end();
    await server.stop();
    if (!REUSE && !KEEP) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function onPglite(): Promise<Row[]> {
  const scale: SearchDataScale = {
    providers: Math.round(FULL_SCALE.providers * PGLITE_SCALE),
    servicesPerProvider: FULL_SCALE.servicesPerProvider,
    parents: Math.round(FULL_SCALE.parents * PGLITE_SCALE),
    reviews: Math.round(FULL_SCALE.reviews * PGLITE_SCALE),
  };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petmitra-bench-search-'));
  try {
    console.log(
      `\nPGlite: loading ${(scale.providers * scale.servicesPerProvider).toLocaleString('en')} services, ${scale.reviews.toLocaleString('en')} reviews into ${dataDir}`,
    );
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    let baseline: Row;
    try {
      await loadSearchData(database, scale);
      // PGlite is one connection in one process: the baseline runs here, before the server.
      const session: Queryable = {
        query: async (text, params) => {
          const rows = await database.exclusive(async () => {
            const result = await (
              database.db as unknown as {
                $client: {
                  query: (t: string, p?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
                };
              }
            ).$client.query(text, params);
            return result.rows;
          });
          return { rows };
        },
      };
      baseline = {
        database: 'pglite',
        case: 'baseline (original client)',
        ...(await runBaseline(session, DURATION_S, CONNECTIONS)),
      };
      await printPlans(session, 'PGlite');
    } finally {
      await database.close();
    }
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      console.log(`PGlite, ${CONNECTIONS} connections, ${DURATION_S} s each:`);
      return await measure('pglite', server.url, async () => baseline);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

function report(rows: Row[]) {
  console.log('\nSearch benchmark (requests/s, latency in ms):');
  console.log(
    'database  case                          req/s     p50     p95   vs baseline  target',
  );
  for (const database of ['postgres', 'pglite']) {
    const mine = rows.filter((r) => r.database === database);
    const base = mine.find((r) => r.case.startsWith('baseline'));
    for (const row of mine) {
      const isBase = row === base;
      const ratio = base && !isBase ? row.requestsPerSecond / base.requestsPerSecond : null;
      const ok = isBase
        ? ''
        : database === 'postgres'
          ? row.p95 <= P95_TARGET_MS && (ratio ?? 0) >= RATIO_TARGET
            ? 'met'
            : 'MISSED'
          : '';
      console.log(
        `${database.padEnd(9)} ${row.case.padEnd(28)} ${row.requestsPerSecond.toFixed(1).padStart(7)} ${row.p50.toFixed(1).padStart(7)} ${row.p95.toFixed(1).padStart(7)} ${ratio === null ? '' : `${ratio.toFixed(1)}x`.padStart(12)}  ${ok}`,
      );
    }
  }
  console.log(
    `Targets (PostgreSQL): p95 <= ${P95_TARGET_MS} ms per search, >= ${RATIO_TARGET}x the baseline's requests/s.`,
  );
}

ensureBuilt();
const rows: Row[] = [];
if (ONLY !== 'pglite') rows.push(...(await onPostgres()));
if (ONLY !== 'postgres') rows.push(...(await onPglite()));
report(rows);
