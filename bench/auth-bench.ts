/**
 * Requests/s and p50/p95 latency of the unauthenticated health route and the authenticated
 * "who am I" route (GET /api/auth/session with a session cookie), for the built server on
 * PostgreSQL and on embedded PGlite. Each run starts its own server process on a free
 * loopback port with an empty database, registers one user through the API and points
 * autocannon (32 connections, 10 s per route in all) at each route, the routes taking turns in
 * short slices. BENCH_BASELINE=<another built checkout> runs its server too, on a database of
 * its own, in the same turns, and prints this checkout's session requests/s over its.
 *
 *   npm run bench                               (from the repository root)
 *   BENCH_DATABASE_URL=postgres://... npm run bench
 *   BENCH_DURATION=5 BENCH_CONNECTIONS=32 BENCH_ROUNDS=5 BENCH_ONLY=pglite npm run bench
 *   BENCH_BASELINE=/tmp/baseline npm run bench
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, printColumns, quantile, root, startServer } from './server';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const ONLY = process.env.BENCH_ONLY; // 'postgres' | 'pglite'
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Another built checkout (a worktree of an earlier commit), measured in the same rounds. */
const BASELINE = process.env.BENCH_BASELINE;

interface Row {
  database: string;
  side: string;
  route: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
}

// ---------------------------------------------------------------------------------------------
// The server under test

/** Registers a user the way the SPA does and returns the Cookie header of its session. */
async function signedInCookie(url: string): Promise<string> {
  const session = await fetch(`${url}/api/auth/session`);
  const csrf = cookieValue(session.headers.getSetCookie(), 'pm_csrf');
  if (!csrf) throw new Error('GET /api/auth/session did not set pm_csrf');
  const password = 'Bench#Mitra4Zq9x';
  const reply = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: url,
      'x-csrf-token': csrf,
      cookie: `pm_csrf=${csrf}`,
    },
    body: JSON.stringify({
      name: 'Bench User',
      email: `bench-${randomBytes(6).toString('hex')}@example.com`,
      phone: '+919876043210',
      role: 'pet_parent',
      password,
      confirmPassword: password,
    }),
  });
  if (reply.status !== 201) {
    throw new Error(`POST /api/auth/register answered ${reply.status}: ${await reply.text()}`);
  }
  const token = cookieValue(reply.headers.getSetCookie(), 'pm_session');
  if (!token) throw new Error('POST /api/auth/register did not set pm_session');
  // Signing in issues a CSRF token bound to the new session; a browser keeps the newer cookie.
  const sessionCsrf = cookieValue(reply.headers.getSetCookie(), 'pm_csrf') ?? csrf;
  const cookie = `pm_session=${token}; pm_csrf=${sessionCsrf}`;
  await expectSignedIn(url, cookie);
  return cookie;
}

async function expectSignedIn(url: string, cookie: string) {
  const reply = await fetch(`${url}/api/auth/session`, { headers: { cookie } });
  const body = (await reply.json()) as { user: { email: string } | null };
  if (!body.user) throw new Error('The session cookie does not sign the user in');
}

function cookieValue(setCookies: string[], name: string): string | null {
  for (const line of setCookies) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Load

interface Slice {
  latencies: number[];
  requests: number;
  seconds: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>, durationS: number) {
  // autocannon reports p50/p90/p97.5/p99 (whole milliseconds) only: keep every response time.
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: durationS, headers },
      (error: unknown, finished: autocannon.Result) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  return {
    latencies,
    requests: result.requests.total,
    seconds: durationS,
    errors: result.errors + result.timeouts + result.non2xx,
  } satisfies Slice;
}

interface Target {
  side: string;
  route: string;
  url: string;
  headers: Record<string, string>;
  slices: Slice[];
}

/** A server of `checkout` on a database of its own, with one signed-in user. */
async function serverWithUser(database: string, checkout: string) {
  const made = await makeDatabase(database);
  // Sign-in is measured, not the per-IP limit on it.
  const server = await startServer(
    { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', ...made.env },
    { checkout },
  ).catch(async (error: unknown) => {
    await made.drop();
    throw error;
  });
  const stop = async () => {
    await server.stop();
    await made.drop();
  };
  try {
    return { url: server.url, cookie: await signedInCookie(server.url), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Health and session (and the baseline's, with BENCH_BASELINE) take turns in BENCH_ROUNDS
 * slices, the order turning each round, so load from elsewhere on a shared machine lands on
 * every side alike.
 */
async function benchDatabase(database: string): Promise<Row[]> {
  const sides: [string, string][] = [
    ['this checkout', root],
    ...(BASELINE ? [['baseline', path.resolve(BASELINE)] as [string, string]] : []),
  ];
  console.log(`\n${database}: starting ${sides.length === 1 ? 'the server' : 'the servers'}`);
  const servers: { stop(): Promise<void> }[] = [];
  try {
    const targets: Target[] = [];
    for (const [side, checkout] of sides) {
      const server = await serverWithUser(database, checkout);
      servers.push(server);
      targets.push(
        {
          side,
          route: 'GET /api/health',
          url: `${server.url}/api/health`,
          headers: {},
          slices: [],
        },
        {
          side,
          route: 'GET /api/auth/session (signed in)',
          url: `${server.url}/api/auth/session`,
          headers: { cookie: server.cookie },
          slices: [],
        },
      );
    }
    for (const target of targets) {
      if (WARMUP_S > 0) await load(target.url, target.headers, WARMUP_S);
    }
    const sliceS = Math.max(1, Math.round(DURATION_S / ROUNDS));
    console.log(
      `${database}: ${ROUNDS} rounds of ${sliceS} s per route and side, ${CONNECTIONS} connections`,
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      const turn = targets.map((_, i) => targets[(i + round) % targets.length]!);
      for (const target of round % 2 ? turn.reverse() : turn) {
        target.slices.push(await load(target.url, target.headers, sliceS));
      }
    }
    // The session route answers 200 signed out too: make sure the cookie still signed in.
    for (const target of targets) {
      if (target.headers.cookie)
        await expectSignedIn(new URL(target.url).origin, target.headers.cookie);
    }
    return targets.map((target) => {
      const sorted = Float64Array.from(target.slices.flatMap((slice) => slice.latencies)).sort();
      const requests = target.slices.reduce((sum, slice) => sum + slice.requests, 0);
      const seconds = target.slices.reduce((sum, slice) => sum + slice.seconds, 0);
      return {
        database,
        side: target.side,
        route: target.route,
        requestsPerSecond: requests / seconds,
        requests,
        p50: quantile(sorted, 0.5),
        p95: quantile(sorted, 0.95),
        p99: quantile(sorted, 0.99),
        errors: target.slices.reduce((sum, slice) => sum + slice.errors, 0),
      };
    });
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** A fresh database for one server: its environment, and how to drop it afterwards. */
async function makeDatabase(
  database: string,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (database === 'PGlite') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'petmitra-bench-'));
    return {
      env: { DATA_DIR: dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `pm_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

// ---------------------------------------------------------------------------------------------

function printTable(rows: Row[]) {
  const header = [
    'database',
    'side',
    'route',
    'requests/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
  ];
  const lines = rows.map((row) => [
    row.database,
    row.side,
    row.route,
    row.requestsPerSecond.toFixed(0),
    row.p50.toFixed(2),
    row.p95.toFixed(2),
    row.p99.toFixed(2),
    String(row.errors),
  ]);
  printColumns(header, lines, 3);
}

async function main() {
  ensureBuilt();
  console.log(
    `Node ${process.version}; autocannon ${CONNECTIONS} connections, ${DURATION_S} s per route ` +
      `(after ${WARMUP_S} s warm-up), loopback 127.0.0.1`,
  );
  const rows: Row[] = [];
  if (ONLY !== 'pglite') rows.push(...(await benchDatabase('PostgreSQL')));
  if (ONLY !== 'postgres') rows.push(...(await benchDatabase('PGlite')));
  printTable(rows);

  const find = (database: string, side: string, route: string) =>
    rows.find((r) => r.database === database && r.side === side && r.route.includes(route));
  for (const database of ['PostgreSQL', 'PGlite']) {
    for (const side of ['this checkout', 'baseline']) {
      const health = find(database, side, 'health');
      const session = find(database, side, 'session');
      if (!health || !session) continue;
      const ratio = session.requestsPerSecond / health.requestsPerSecond;
      const target = database === 'PostgreSQL' ? ' (target: at least 0.50)' : '';
      console.log(`${database}, ${side}: session/health throughput ${ratio.toFixed(2)}${target}`);
    }
    const now = find(database, 'this checkout', 'session');
    const before = find(database, 'baseline', 'session');
    if (now && before) {
      console.log(
        `${database}: session requests/s, this checkout / baseline ` +
          `${(now.requestsPerSecond / before.requestsPerSecond).toFixed(2)}x`,
      );
    }
  }
  const failed = rows.filter((row) => row.errors > 0);
  if (failed.length > 0) {
    console.error(
      `\nErrors or unexpected answers in: ${failed.map((r) => `${r.database} ${r.route}`).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

await main();
