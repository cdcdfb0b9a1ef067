import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import type { AppContext } from '../context';
import { controlSocketPath } from './data-dir';
import { writeBackup, type BackupSummary } from './backup';

/**
 * The running server's control socket, DATA_DIR/petmitra.sock (mode 0600: only the account
 * that runs PetMitra may use it). PGlite allows one process, so `npm run backup` asks the
 * server that holds DATA_DIR to write the archive instead of opening the database itself.
 * One JSON line in, one JSON line out.
 */
type ControlRequest = { command: 'backup'; out: string };
type ControlReply = { ok: true; backup: BackupSummary } | { ok: false; error: string };

export async function startControlSocket(ctx: AppContext): Promise<Server> {
  const socket = controlSocketPath(ctx.env.DATA_DIR);
  await rm(socket, { force: true }); // left by a server that died; we hold the lock now
  const server = createServer((connection) => {
    let buffer = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      const line = buffer.slice(0, end);
      buffer = '';
      void handle(line).then((reply) => connection.end(`${JSON.stringify(reply)}\n`));
    });
    connection.on('error', () => {});
  });
  async function handle(line: string): Promise<ControlReply> {
    try {
      const request = JSON.parse(line) as ControlRequest;
      if (request.command !== 'backup' || typeof request.out !== 'string') {
        return { ok: false, error: 'Unknown command' };
      }
      ctx.log.info({ out: request.out }, 'backup requested');
      const backup = await writeBackup(ctx.database, ctx.uploads, request.out);
      ctx.log.info({ file: backup.file, bytes: backup.bytes, ms: backup.ms }, 'backup written');
      return { ok: true, backup };
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  await chmod(socket, 0o600);
  server.on('close', () => void rm(socket, { force: true }));
  return server;
}

/**
 * Asks the server running on DATA_DIR for a backup. Null when no server answers (none runs,
 * or a stale socket file).
 */
export async function requestBackup(dataDir: string, out: string): Promise<BackupSummary | null> {
  const socket = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let buffer = '';
    let connected = false;
    connection.setEncoding('utf8');
    connection.on('connect', () => {
      connected = true;
      connection.write(`${JSON.stringify({ command: 'backup', out } satisfies ControlRequest)}\n`);
    });
    connection.on('data', (chunk: string) => (buffer += chunk));
    connection.on('end', () => {
      try {
        const reply = JSON.parse(buffer) as ControlReply;
        if (reply.ok) resolve(reply.backup);
        else reject(new Error(reply.error));
      } catch {
        reject(new Error('The running server gave no answer to the backup request.'));
      }
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null);
      else reject(error);
    });
  });
}
