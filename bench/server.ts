/**
 * What the benchmarks share: the built server started on a free loopback port as its own
 * process (production mode, no demo data), the nearest-rank quantile of latencies, a table
 * printer, and the CPU time a server and its PostgreSQL backends spend.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/server/dist/server.js');
const START_TIMEOUT_MS = 180_000;

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

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds apps/server/dist when it is missing or older than the server or core sources. */
export function ensureBuilt() {
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/server/src')),
    newestMtime(path.join(root, 'apps/server/migrations')),
    newestMtime(path.join(root, 'packages/core/src')),
  );
  if (existsSync(serverEntry) && statSync(serverEntry).mtimeMs >= sources) return;
  console.log('Building the server: npm run build -w @petmitra/server');
  const result = spawnSync('npm', ['run', 'build', '-w', '@petmitra/server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(serverEntry)) {
    throw new Error('Building the server failed');
  }
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  /** The server's process id (memory readings). */
  pid: number;
}

/** A process's resident memory in bytes (Linux). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/**
 * Starts the built server with `env` on top of a production, seedless environment; `checkout`
 * runs another checkout's build (web-bench.ts compares a baseline side by side).
 */
export async function startServer(
  env: Record<string, string>,
  { checkout = root }: { checkout?: string } = {},
): Promise<RunningServer> {
  const entry = path.join(checkout, 'apps/server/dist/server.js');
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
    ...env,
  });
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: checkout,
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

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode}:\n${stderr}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not start within ${START_TIMEOUT_MS / 1000} s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop, pid: child.pid! };
}

/**
 * Prints a table: `textColumns` first columns left-aligned, the rest (figures) right-aligned,
 * a rule under the header.
 */
export function printColumns(header: string[], lines: string[][], textColumns = 1) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i < textColumns ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}

/** The q-quantile (0..1) of sorted values, nearest-rank. */
export function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

/** CPU seconds (user + system) a process has used so far; 0 once it is gone (Linux). */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving `database` (their CPU is the database's share). */
async function backendPids(connectionString: string, database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/**
 * CPU used during `run` by the server process and by the PostgreSQL backends of `database`
 * (reached through `connectionString`, any database of the same cluster).
 */
export async function measureCpu(
  serverPid: number,
  { connectionString, database }: { connectionString: string; database: string },
  run: () => Promise<void>,
): Promise<{ server: number; postgres: number }> {
  const pids = () => backendPids(connectionString, database);
  const before = new Map((await pids()).map((pid) => [pid, cpuSeconds(pid)]));
  const serverBefore = cpuSeconds(serverPid);
  await run();
  const serverAfter = cpuSeconds(serverPid);
  let postgres = 0;
  for (const pid of await pids()) postgres += cpuSeconds(pid) - (before.get(pid) ?? 0);
  return { server: serverAfter - serverBefore, postgres };
}
