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
 * Old against new on PostgreSQL, interleaved (the machine is shared: load from elsewhere falls
 * on both sides alike): BENCH_BASELINE=<another checkout, built> starts its server and this
 * checkout's, each on a database of its own, and alternates BENCH_ROUNDS (4) slices of
 * BENCH_DURATION seconds between them (A B B A A B ...), one side idle while the other is
 * loaded; it prints each slice with the load average, both sides' totals and the ratios.
 *
 *   git worktree add /tmp/baseline <commit> && (cd /tmp/baseline && npm ci && npm run build -w @petmitra/server)
 *   BENCH_BASELINE=/tmp/baseline BENCH_DURATION=15 BENCH_ROUNDS=4 npm run bench:mixed
 *
 * Each slice also reads the CPU time the server process and its database's PostgreSQL backends
 * used (/proc), per request: less disturbed by other work than latency is.
 * BENCH_OPS=health,session: only those operations of the mix.
 * BENCH_CPU_PROF=<dir>: the server(s) write a V8 CPU profile there when stopped.
 * BENCH_DB_PREFIX: the PostgreSQL databases' name prefix (pm_bench_mixed).
 *
 * The mix (per request, at random):
 *   reads  80%: session 20, pets 15, search 15, health 10, unread count 10, my requests 10
 *   writes 20%: profile update 10, add a pet 9.5, sign-in (a password hash) 0.5
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PASSWORD, register, request, type User } from './http';
import { ensureBuilt, measureCpu, printColumns, quantile, startServer } from './server';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const USERS = Math.min(CONNECTIONS, Number(process.env.BENCH_USERS ?? 40));
const ONLY = process.env.BENCH_ONLY; // 'postgres' | 'pglite'
const BASELINE = process.env.BENCH_BASELINE;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? 'pm_bench_mixed';
/**
 * Every simulated user comes from 127.0.0.1: the per-address limit on the sign-in routes (60 a
 * minute, meant for one person) is raised so that it measures the server, not the limiter.
 */
const SERVER_ENV: Record<string, string> = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
  ...(process.env.BENCH_CPU_PROF
    ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}` }
    : {}),
};

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
/** BENCH_OPS=session,health: only those operations (say, to weigh the per-request hooks). */
const only = process.env.BENCH_OPS?.split(',').map((name) => name.trim());
const mix = [...reads, ...writes].filter(([, name]) => !only || only.includes(name));
if (mix.length === 0) throw new Error(`BENCH_OPS names no operation: ${process.env.BENCH_OPS}`);
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
  /** Seconds of load the figures cover. */
  seconds: number;
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

/** Latencies of one or more load slices against one server. */
interface Samples {
  latencies: number[];
  health: number[];
  writes: number[];
  errors: number;
  errorKinds: Record<string, number>;
  perOperation: Map<string, number[]>;
  seconds: number;
}

function emptySamples(): Samples {
  return {
    latencies: [],
    health: [],
    writes: [],
    errors: 0,
    errorKinds: {},
    perOperation: new Map(),
    seconds: 0,
  };
}

/** A server under test: its users (registered once) and its keep-alive agent. */
interface Target {
  base: URL;
  agent: http.Agent;
  users: User[];
}

async function prepare(baseUrl: string): Promise<Target> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const users: User[] = [];
  for (let i = 0; i < USERS; i += 1) users.push(await register(agent, base, i));
  return { base, agent, users };
}

/** CONNECTIONS loops sending the mix for `durationS` seconds; adds what they saw to `into`. */
async function slice(target: Target, durationS: number, into: Samples): Promise<void> {
  const { base, agent, users } = target;
  const end = Date.now() + durationS * 1000;
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
          into.errors += 1;
          const kind = `${name} ${reply.status}`;
          into.errorKinds[kind] = (into.errorKinds[kind] ?? 0) + 1;
        }
      } catch (error) {
        into.errors += 1;
        const kind = `${name} ${(error as Error).message}`;
        into.errorKinds[kind] = (into.errorKinds[kind] ?? 0) + 1;
      }
      const ms = performance.now() - started;
      into.latencies.push(ms);
      if (name === 'health') into.health.push(ms);
      const forOperation = into.perOperation.get(name) ?? [];
      forOperation.push(ms);
      into.perOperation.set(name, forOperation);
      if (writeNames.has(name)) into.writes.push(ms);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => worker(i)));
  into.seconds += durationS;
}

function summarise(database: string, samples: Samples): Result {
  const sorted = Float64Array.from(samples.latencies).sort();
  const healthSorted = Float64Array.from(samples.health).sort();
  const writeSorted = Float64Array.from(samples.writes).sort();
  return {
    database,
    seconds: samples.seconds,
    requests: samples.latencies.length,
    errors: samples.errors,
    over10s: samples.latencies.filter((ms) => ms > 10_000).length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    healthP99: quantile(healthSorted, 0.99),
    writeP99: quantile(writeSorted, 0.99),
    errorKinds: samples.errorKinds,
    operations: Object.fromEntries(
      [...samples.perOperation].map(([name, values]) => {
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

async function load(baseUrl: string, database: string): Promise<Result> {
  const target = await prepare(baseUrl);
  console.log(`${database}: ${CONNECTIONS} connections, ${DURATION_S} s, ${USERS} users`);
  const samples = emptySamples();
  await slice(target, DURATION_S, samples);
  target.agent.destroy();
  return summarise(database, samples);
}

/** A fresh PostgreSQL database for one server; `drop` removes it. */
async function freshDatabase(suffix = '') {
  const name = `${DB_PREFIX}_${randomBytes(6).toString('hex')}${suffix}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The baseline checkout's server and this one's, on PostgreSQL, loaded in alternating slices
 * (A B B A ...), so that whatever else runs on the machine meets both sides alike.
 */
async function interleaved(baseline: string): Promise<Result[]> {
  const sides = [
    { label: 'baseline', checkout: baseline },
    { label: 'this checkout', checkout: undefined },
  ];
  const running: {
    label: string;
    stop: () => Promise<void>;
    pid: number;
    database: string;
    target: Target;
    samples: Samples;
    cpu: { server: number; postgres: number };
  }[] = [];
  const databases: { drop: () => Promise<void> }[] = [];
  try {
    for (const [i, side] of sides.entries()) {
      const database = await freshDatabase(i === 0 ? '_a' : '_b');
      databases.push(database);
      const server = await startServer(
        { DATABASE_URL: database.url, ...SERVER_ENV },
        side.checkout ? { checkout: side.checkout } : {},
      );
      running.push({
        label: side.label,
        stop: server.stop,
        pid: server.pid,
        database: database.name,
        target: await prepare(server.url),
        samples: emptySamples(),
        cpu: { server: 0, postgres: 0 },
      });
    }
    console.log(
      `Interleaved on PostgreSQL: ${ROUNDS} rounds of ${DURATION_S} s per side, ` +
        `${CONNECTIONS} connections, ${USERS} users each; baseline = ${baseline}`,
    );
    // A short warm-up of each (JIT, prepared statements, pools) that is not counted.
    for (const side of running) await slice(side.target, Math.min(5, DURATION_S), emptySamples());
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const index of order) {
        const side = running[index]!;
        const one = emptySamples();
        const cpu = await measureCpu(
          side.pid,
          { connectionString: DATABASE_URL, database: side.database },
          () => slice(side.target, DURATION_S, one),
        );
        side.cpu.server += cpu.server;
        side.cpu.postgres += cpu.postgres;
        const r = summarise(side.label, one);
        console.log(
          `  round ${round + 1} ${side.label.padEnd(13)} ${(r.requests / DURATION_S).toFixed(0).padStart(5)} req/s  ` +
            `p50 ${r.p50.toFixed(0).padStart(4)}  p99 ${r.p99.toFixed(0).padStart(4)} ms  errors ${r.errors}  ` +
            `CPU per request: server ${((1000 * cpu.server) / r.requests).toFixed(3)} ms, ` +
            `PostgreSQL ${((1000 * cpu.postgres) / r.requests).toFixed(3)} ms  ` +
            `load average ${loadavg()
              .map((l) => l.toFixed(2))
              .join(' ')}`,
        );
        const all = side.samples;
        all.latencies.push(...one.latencies);
        all.health.push(...one.health);
        all.writes.push(...one.writes);
        all.errors += one.errors;
        for (const [k, v] of Object.entries(one.errorKinds)) {
          all.errorKinds[k] = (all.errorKinds[k] ?? 0) + v;
        }
        for (const [k, v] of one.perOperation) {
          all.perOperation.set(k, [...(all.perOperation.get(k) ?? []), ...v]);
        }
        all.seconds += one.seconds;
      }
    }
    for (const side of running) {
      const n = side.samples.latencies.length;
      console.log(
        `${side.label}: CPU per request ${((1000 * side.cpu.server) / n).toFixed(3)} ms in the server, ` +
          `${((1000 * side.cpu.postgres) / n).toFixed(3)} ms in PostgreSQL (${n} requests)`,
      );
    }
    const [a, b] = running;
    console.log(
      `CPU per request, this checkout / baseline: server ` +
        `${(b!.cpu.server / b!.samples.latencies.length / (a!.cpu.server / a!.samples.latencies.length)).toFixed(2)}x, ` +
        `PostgreSQL ${(b!.cpu.postgres / b!.samples.latencies.length / (a!.cpu.postgres / a!.samples.latencies.length)).toFixed(2)}x`,
    );
    return running.map((side) => summarise(side.label, side.samples));
  } finally {
    for (const side of running) {
      side.target.agent.destroy();
      await side.stop();
    }
    for (const database of databases) await database.drop();
  }
}

async function benchPostgres(): Promise<Result> {
  const database = await freshDatabase();
  const server = await startServer({ DATABASE_URL: database.url, ...SERVER_ENV });
  try {
    return await load(server.url, 'PostgreSQL');
  } finally {
    await server.stop();
    await database.drop();
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
    (r.requests / r.seconds).toFixed(0),
    String(r.errors),
    String(r.over10s),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.healthP99.toFixed(1),
    r.writeP99.toFixed(1),
  ]);
  printColumns(header, lines, 1);
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
  if (BASELINE) {
    const [before, after] = await interleaved(BASELINE);
    printTable([before!, after!]);
    console.log(
      `\nthis checkout / baseline: req/s ${(after!.requests / before!.requests).toFixed(2)}x, ` +
        `p50 ${(after!.p50 / before!.p50).toFixed(2)}x, p99 ${(after!.p99 / before!.p99).toFixed(2)}x, ` +
        `health p99 ${(after!.healthP99 / before!.healthP99).toFixed(2)}x`,
    );
    return;
  }
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
