import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * PGlite is one process's database: two processes on one DATA_DIR corrupt it. Whoever opens
 * the embedded database (the server, the CLI) holds DATA_DIR/petmitra.lock, naming its pid;
 * a second one is refused with that pid. A lock left by a process that died is taken over.
 * (docs/decisions/0007-files-backup-and-scale-out.md)
 */
export class DataDirBusyError extends Error {
  constructor(
    readonly pid: number,
    readonly holder: string,
    dataDir: string,
  ) {
    super(
      `${holder === 'server' ? 'PetMitra' : `'${holder}'`} (pid ${pid}) is using ${dataDir}: the embedded database allows one process at a time.`,
    );
    this.name = 'DataDirBusyError';
  }
}

export const lockFile = (dataDir: string) => path.join(dataDir, 'petmitra.lock');

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who holds DATA_DIR now, or null. */
export async function dataDirHolder(dataDir: string) {
  try {
    const held = JSON.parse(await readFile(lockFile(dataDir), 'utf8')) as {
      pid: number;
      holder: string;
    };
    return alive(held.pid) ? held : null;
  } catch {
    return null;
  }
}

export async function lockDataDir(dataDir: string, holder: string) {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(file, JSON.stringify({ pid: process.pid, holder, since: new Date() }), {
        flag: 'wx',
      });
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = await dataDirHolder(dataDir);
      if (current) throw new DataDirBusyError(current.pid, current.holder, dataDir);
      await rm(file, { force: true }); // left by a process that is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

export type DataDirLock = Awaited<ReturnType<typeof lockDataDir>>;

/** The running server's control socket (backups while it runs); short enough for the OS. */
export function controlSocketPath(dataDir: string) {
  const inside = path.join(dataDir, 'petmitra.sock');
  if (inside.length < 100) return inside;
  const hash = createHash('sha1').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `petmitra-${hash}.sock`);
}

/** True when the folder does not exist or holds nothing. */
export async function isEmptyDir(dir: string) {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}
