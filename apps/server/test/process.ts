import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './smtp';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  url: string;
  /** Ends the process with `signal` and waits until it is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The server as production runs it, in a process of its own (`src/server.ts` through tsx), so a
 * test can kill it mid-flight. `env` replaces the inherited database and Redis settings.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SEED_DEMO', 'NODE_OPTIONS']) {
    delete childEnv[name];
  }
  Object.assign(childEnv, { HOST: '127.0.0.1', PORT: String(port), ...env });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (${child.exitCode}):\n${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, kill };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`The server did not start within ${START_TIMEOUT_MS / 1000} s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
