/**
 * Mixed load against the built server, on PostgreSQL and on embedded PGlite: 200 connections
 * (BENCH_CONNECTIONS) for 30 s (BENCH_DURATION), each a signed-in user of its own, sending
 * 80% reads and 20% writes, with Node's own HTTP client (keep-alive, one socket per
 * connection). Prints requests, errors, requests over 10 s and p50/p95/p99 per database and
 * for the health check alone (the load balancer's view).
 *
 *   npm run bench:mixed                                    (from the repository root)
 *   BENCH_DATABASE_URL=postgres://... npm run bench:mixed
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=200 BENCH_ONLY=pglite npm run bench:mixed
 *
 * PGlite runs twice: as the product runs it, and with PGLITE_TAKE_TURNS=false (statements as
 * PGlite queues them, as before issue 8), for the side-by-side ratio (BENCH_COMPARE_TURNS=0
 * skips the second run).
 *
 * The mix (per request, at random):
 *   reads  80%: session 20, pets 15, search 15, health 10, unread count 10, my requests 10
 *   writes 20%: profile update 10, add a pet 9.5, sign-in (a password hash) 0.5
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PASSWORD, register, request, type User } from './http';
import { ensureBuilt, quantile, startServer } from './server';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const USERS = Math.min(CONNECTIONS, Number(process.env.BENCH_USERS ?? 40));
const ONLY = process.env.BENCH_ONLY; // 'postgres' | 'pglite'
/**
 * Every simulated user comes from 127.0.0.1: the per-address limit on the sign-in routes (60 a
 * minute, meant for one person) is raised so that it measures the server, not the limiter.
 */
const SERVER_ENV = { AUTH_RATE_LIMIT_PER_MINUTE: '100000' };

type Op = (user: User) => [method: string, url: string, body?: unknown];

const reads: [number, string, Op][] = [
  [20, 'session', () => ['GET', '/api/auth/session']],
  [15, 'pets', () => ['GET', '/api/pets']],
  [15, 'search', () => ['GET', '/api/search/services?q=groom&sort=relevance']],
  [10, 'health', () => ['GET', '/api/health']],
  [10, 'unread', () => ['GET', '/api/notifications/unread-count']],
  [10, 'my requests', () => ['GET', '/api/my/requests']],
];
const writes: [number, string, Op][] = [
  [
    10,
    'profile',
    () => [
      'PATCH',
      '/api/profile',
      { name: `Load ${randomBytes(3).toString('hex')}`, phone: '+919876043210', city: 'Pune' },
    ],
  ],
  [
    9.5,
    'add pet',
    () => [
      'POST',
      '/api/pets',
      { name: 'Bruno', type: 'dog', weight: 12.5, vaccinationStatus: 'up_to_date' },
    ],
  ],
  [
    0.5,
    'sign-in',
    (user) => ['POST', '/api/auth/login', { email: user.email, password: PASSWORD }],
  ],
];
const mix = [...reads, ...writes];
const totalWeight = mix.reduce((sum, [weight]) => sum + weight, 0);

function pick(): [string, Op] {
  let roll = Math.random() * totalWeight;
  for (const [weight, name, op] of mix) {
    roll -= weight;
    if (roll < 0) return [name, op];
  }
  return [mix[0]![1], mix[0]![2]];
}

interface Result {
  database: string;
  requests: number;
  errors: number;
  over10s: number;
  p50: number;
  p95: number;
  p99: number;
  healthP99: number;
  writeP99: number;
  errorKinds: Record<string, number>;
  /** Per operation: count and p50/p99 (ms). */
  operations: Record<string, { n: number; p50: number; p99: number }>;
}

async function load(baseUrl: string, database: string): Promise<Result> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const users: User[] = [];
  for (let i = 0; i < USERS; i += 1) users.push(await register(agent, base, i));
  const latencies: number[] = [];
  const health: number[] = [];
  const writeLatencies: number[] = [];
  const errorKinds: Record<string, number> = {};
  const perOperation = new Map<string, number[]>();
  let errors = 0;
  const end = Date.now() + DURATION_S * 1000;
  const writeNames = new Set(writes.map(([, name]) => name));

  const worker = async (index: number) => {
    const user = users[index % users.length]!;
    while (Date.now() < end) {
      const [name, op] = pick();
      const [method, url, body] = op(user);
      const started = performance.now();
      try {
        const reply = await request(
          agent,
          base,
          method,
          url,
          {
            cookie: user.cookie,
            origin: base.origin,
            ...(method === 'GET' ? {} : { 'x-csrf-token': user.csrf }),
          },
          body,
        );
        if (reply.status >= 400) {
          errors += 1;
          errorKinds[`${name} ${reply.status}`] = (errorKinds[`${name} ${reply.status}`] ?? 0) + 1;
        }
      } catch (error) {
        errors += 1;
        const kind = `${name} ${(error as Error).message}`;
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      }
      const ms = performance.now() - started;
      latencies.push(ms);
      if (name === 'health') health.push(ms);
      const forOperation = perOperation.get(name) ?? [];
      forOperation.push(ms);
      perOperation.set(name, forOperation);
      if (writeNames.has(name)) writeLatencies.push(ms);
    }
  };
  console.log(`${database}: ${CONNECTIONS} connections, ${DURATION_S} s, ${USERS} users`);
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => worker(i)));
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  const healthSorted = Float64Array.from(health).sort();
  const writeSorted = Float64Array.from(writeLatencies).sort();
  return {
    database,
    requests: latencies.length,
    errors,
    over10s: latencies.filter((ms) => ms > 10_000).length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    healthP99: quantile(healthSorted, 0.99),
    writeP99: quantile(writeSorted, 0.99),
    errorKinds,
    operations: Object.fromEntries(
      [...perOperation].map(([name, values]) => {
        const sortedValues = Float64Array.from(values).sort();
        return [
          name,
          {
            n: values.length,
            p50: Math.round(quantile(sortedValues, 0.5)),
            p99: Math.round(quantile(sortedValues, 0.99)),
          },
        ];
      }),
    ),
  };
}

async function benchPostgres(): Promise<Result> {
  const name = `pm_bench_mixed_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  const server = await startServer({ DATABASE_URL: url.toString(), ...SERVER_ENV });
  try {
    return await load(server.url, 'PostgreSQL');
  } finally {
    await server.stop();
    const cleanup = new pg.Client({ connectionString: DATABASE_URL });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

async function benchPglite(takeTurns: boolean): Promise<Result> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petmitra-bench-mixed-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    PGLITE_TAKE_TURNS: String(takeTurns),
    ...SERVER_ENV,
  });
  try {
    return await load(server.url, takeTurns ? 'PGlite' : 'PGlite, no turns');
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: Result[]) {
  const header = [
    'database',
    'requests',
    'req/s',
    'errors',
    '>10 s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'health p99',
    'writes p99',
  ];
  const lines = rows.map((r) => [
    r.database,
    String(r.requests),
    (r.requests / DURATION_S).toFixed(0),
    String(r.errors),
    String(r.over10s),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.healthP99.toFixed(1),
    r.writeP99.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i < 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  for (const r of rows) {
    const ops = Object.entries(r.operations)
      .map(([name, o]) => `${name} ${o.p50}/${o.p99}`)
      .join(', ');
    console.log(`${r.database} per operation (p50/p99 ms): ${ops}`);
    if (r.errors) console.log(`${r.database} errors: ${JSON.stringify(r.errorKinds)}`);
  }
}

async function main() {
  ensureBuilt();
  console.log(
    `Node ${process.version}; mixed load: 80% reads, 20% writes; ${CONNECTIONS} connections ` +
      `for ${DURATION_S} s per database; loopback 127.0.0.1`,
  );
  const rows: Result[] = [];
  if (ONLY !== 'pglite') rows.push(await benchPostgres());
  if (ONLY !== 'postgres') rows.push(await benchPglite(true));
  // The same load with PGlite's statements running as PGlite queues them (before issue 8).
  if (ONLY !== 'postgres' && process.env.BENCH_COMPARE_TURNS !== '0') {
    rows.push(await benchPglite(false));
  }
  printTable(rows);
  const ratio = (label: string, a?: Result, b?: Result) => {
    if (!a || !b) return;
    console.log(
      `${label}: requests ${(a.requests / b.requests).toFixed(2)}x, ` +
        `p99 ${(a.p99 / b.p99).toFixed(2)}x, health p99 ${(a.healthP99 / b.healthP99).toFixed(2)}x`,
    );
  };
  const byName = (name: string) => rows.find((r) => r.database === name);
  console.log('');
  ratio('PGlite / PostgreSQL', byName('PGlite'), byName('PostgreSQL'));
  ratio('PGlite with turns / without', byName('PGlite'), byName('PGlite, no turns'));
}

await main();
