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
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/server/dist/server.js');

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

function ensureBuilt() {
  if (existsSync(serverEntry)) return;
  console.log('apps/server/dist is missing: npm run build -w @petmitra/server');
  const result = spawnSync('npm', ['run', 'build', '-w', '@petmitra/server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(serverEntry)) {
    throw new Error('Building the server failed');
  }
}

interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SEED_DEMO', 'WEB_DIST']) delete childEnv[name];
  Object.assign(childEnv, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: url,
    NO_SEED: 'true',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  });
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode}:\n${stderr}`);
    }
    try {
      const reply = await fetch(`${url}/api/health`);
      if (reply.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not start within 120 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}

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

/** The q-quantile (0..1) of sorted values, nearest-rank. */
function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
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
  const server = await startServer(env);
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
