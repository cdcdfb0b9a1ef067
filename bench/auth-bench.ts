/**
 * Requests/s and p50/p95 latency of the unauthenticated health route and the authenticated
 * "who am I" route (GET /api/auth/session with a session cookie), for the built server on
 * PostgreSQL and on embedded PGlite. Each run starts its own server process on a free
 * loopback port with an empty database, registers one user through the API and points
 * autocannon (32 connections, 10 s) at each route.
 *
 *   npm run bench                               (from the repository root)
 *   BENCH_DATABASE_URL=postgres://... npm run bench
 *   BENCH_DURATION=5 BENCH_CONNECTIONS=32 BENCH_ONLY=pglite npm run bench
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, quantile, startServer } from './server';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const ONLY = process.env.BENCH_ONLY; // 'postgres' | 'pglite'

interface Row {
  database: string;
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
  const cookie = `pm_session=${token}; pm_csrf=${csrf}`;
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
  const sorted = Float64Array.from(latencies).sort();
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function benchDatabase(database: string, env: Record<string, string>): Promise<Row[]> {
  console.log(`\n${database}: starting the server`);
  // Sign-in is measured, not the per-IP limit on it.
  const server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000000', ...env });
  try {
    const cookie = await signedInCookie(server.url);
    const routes: { route: string; url: string; headers: Record<string, string> }[] = [
      { route: 'GET /api/health', url: `${server.url}/api/health`, headers: {} },
      {
        route: 'GET /api/auth/session (signed in)',
        url: `${server.url}/api/auth/session`,
        headers: { cookie },
      },
    ];
    const rows: Row[] = [];
    for (const { route, url, headers } of routes) {
      if (WARMUP_S > 0) await load(url, headers, WARMUP_S);
      console.log(`${database}: ${route}, ${CONNECTIONS} connections, ${DURATION_S} s`);
      rows.push({ database, route, ...(await load(url, headers, DURATION_S)) });
    }
    // The session route answers 200 signed out too: make sure the cookie still signed in.
    await expectSignedIn(server.url, cookie);
    return rows;
  } finally {
    await server.stop();
  }
}

async function benchPostgres(): Promise<Row[]> {
  const name = `pm_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    return await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    const cleanup = new pg.Client({ connectionString: DATABASE_URL });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

async function benchPglite(): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petmitra-bench-'));
  try {
    return await benchDatabase('PGlite', { DATA_DIR: dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------

function printTable(rows: Row[]) {
  const header = ['database', 'route', 'requests/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
  const lines = rows.map((row) => [
    row.database,
    row.route,
    row.requestsPerSecond.toFixed(0),
    row.p50.toFixed(2),
    row.p95.toFixed(2),
    row.p99.toFixed(2),
    String(row.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  ensureBuilt();
  console.log(
    `Node ${process.version}; autocannon ${CONNECTIONS} connections, ${DURATION_S} s per route ` +
      `(after ${WARMUP_S} s warm-up), loopback 127.0.0.1`,
  );
  const rows: Row[] = [];
  if (ONLY !== 'pglite') rows.push(...(await benchPostgres()));
  if (ONLY !== 'postgres') rows.push(...(await benchPglite()));
  printTable(rows);

  for (const database of ['PostgreSQL', 'PGlite']) {
    const health = rows.find((r) => r.database === database && r.route.includes('health'));
    const session = rows.find((r) => r.database === database && r.route.includes('session'));
    if (!health || !session) continue;
    const ratio = session.requestsPerSecond / health.requestsPerSecond;
    const target = database === 'PostgreSQL' ? ' (target: at least 0.50)' : '';
    console.log(`${database}: session/health throughput ratio ${ratio.toFixed(2)}${target}`);
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
