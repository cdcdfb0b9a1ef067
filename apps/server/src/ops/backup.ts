import { createHash } from 'node:crypto';
import { createReadStream, openAsBlob } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { z } from 'zod';
import { openDatabase, type Database } from '../db/client';
import type { UploadStore } from '../infra/uploads';
import { isEmptyDir } from './data-dir';
import { appliedMigrations, tableCounts } from './tables';

/**
 * One archive (tar.gz) of the embedded database and the uploads, consistent to one point in
 * time:
 *
 *   petmitra-backup.json   manifest: format, version, time, migrations, rows per table, and
 *                          the size and SHA-256 of every other entry
 *   database.tar           PGlite's own dump of its data directory (dumpDataDir)
 *   uploads/<key>          every file in DATA_DIR/uploads
 *
 * The database is dumped with no transaction open and after a CHECKPOINT; file removals wait
 * until the files are copied (uploads.pauseRemovals), and files are only ever removed after
 * the commit that stopped pointing at them, so every file the dump points at is in the archive.
 */
export const BACKUP_FORMAT = 'petmitra-backup';
export const BACKUP_VERSION = 1;
const MANIFEST = 'petmitra-backup.json';
const DATABASE_ENTRY = 'database.tar';
const UPLOADS_ENTRY = 'uploads';

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  database: z.object({
    kind: z.literal('pglite'),
    migrations: z.array(z.string()),
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  /** 'local': the files are in the archive; 's3': they stay in the bucket. */
  uploads: z.enum(['local', 's3']),
  entries: z.record(z.string(), z.object({ size: z.number(), sha256: z.string() })),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: Record<string, number>;
  files: number;
  ms: number;
}

async function sha256(file: string) {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

async function* walkFiles(dir: string, base = dir): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(full, base);
    else yield path.relative(base, full).split(path.sep).join('/');
  }
}

/** Writes the archive to `out` (refuses to overwrite). The database must be PGlite. */
export async function writeBackup(
  database: Database,
  uploads: UploadStore,
  out: string,
): Promise<BackupSummary> {
  const started = Date.now();
  const target = path.resolve(out);
  const pglite = database.pglite;
  if (!pglite) throw new BackupError('Backups are for the embedded database; see docs/deploy.md.');
  if (await stat(target).catch(() => null)) {
    throw new BackupError(`${target} already exists: choose a new file name.`);
  }
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), '.petmitra-backup-'));
  try {
    let migrations: string[] = [];
    let tables: Record<string, number> = {};
    let files = 0;
    await uploads.pauseRemovals(async () => {
      // Inside one transaction: every other query and transaction of this process waits for it
      // (PGlite runs one at a time), so the counts and the dump are of the same moment, and no
      // other transaction is half-way through while the files are dumped.
      const dump = await pglite.transaction(async (tx) => {
        const session = {
          exec: async (sql: string) => void (await tx.exec(sql)),
          rows: async <R>(sql: string) => (await tx.query<R>(sql)).rows,
        };
        migrations = await appliedMigrations(session);
        tables = await tableCounts(session);
        await tx.exec('CHECKPOINT');
        return pglite.dumpDataDir('none');
      });
      await writeFile(path.join(staging, DATABASE_ENTRY), Buffer.from(await dump.arrayBuffer()));
      if (uploads.localRoot) {
        for await (const page of uploads.list('')) {
          for (const object of page) {
            const to = path.join(staging, UPLOADS_ENTRY, object.key);
            await mkdir(path.dirname(to), { recursive: true });
            // Files are immutable: a hard link is a copy that costs nothing.
            await link(path.join(uploads.localRoot, object.key), to).catch(() =>
              copyFile(path.join(uploads.localRoot!, object.key), to),
            );
            files += 1;
          }
        }
      }
    });
    await mkdir(path.join(staging, UPLOADS_ENTRY), { recursive: true });

    const entries: BackupManifest['entries'] = {};
    for await (const name of walkFiles(staging)) {
      entries[name] = {
        size: (await stat(path.join(staging, name))).size,
        sha256: await sha256(path.join(staging, name)),
      };
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: { kind: 'pglite', migrations, tables },
      uploads: uploads.kind,
      entries,
    };
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));

    const partial = `${target}.partial`;
    await tar.c({ gzip: true, portable: true, cwd: staging, file: partial }, [
      MANIFEST,
      DATABASE_ENTRY,
      UPLOADS_ENTRY,
    ]);
    await rename(partial, target);
    return {
      file: target,
      bytes: (await stat(target)).size,
      tables,
      files,
      ms: Date.now() - started,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(`${target}.partial`, { force: true });
  }
}

export interface RestoreSummary {
  dataDir: string;
  createdAt: string;
  tables: Record<string, number>;
  files: number;
  uploads: 'local' | 's3';
  ms: number;
}

const NOT_OURS = 'is not a PetMitra backup';
const CORRUPT = 'is corrupt or truncated';

/**
 * Restores an archive into an empty DATA_DIR. Everything is unpacked and checked in a
 * folder beside DATA_DIR first (manifest, every entry's size and SHA-256, the database opens
 * with the same migrations and rows per table), then moved in with one rename; on any problem
 * the folder is removed and DATA_DIR is left as it was.
 */
export async function restoreBackup(archive: string, dataDir: string): Promise<RestoreSummary> {
  const started = Date.now();
  const source = path.resolve(archive);
  const target = path.resolve(dataDir);
  const label = path.basename(source);
  if (!(await stat(source).catch(() => null))?.isFile()) {
    throw new BackupError(`${source} does not exist.`);
  }
  if (!(await isEmptyDir(target))) {
    throw new BackupError(
      `${target} is not empty: restore only into an empty DATA_DIR (stop PetMitra, and move the old folder aside or point DATA_DIR at a new one).`,
    );
  }
  const head = await readFile(source).then((b) => b.subarray(0, 2));
  if (head[0] !== 0x1f || head[1] !== 0x8b) {
    throw new BackupError(`${label} ${NOT_OURS} (not a gzip archive).`);
  }
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), '.petmitra-restore-'));
  try {
    const unpacked = path.join(staging, 'unpacked');
    await mkdir(unpacked);
    let unexpected: string | null = null;
    try {
      await tar.x({
        file: source,
        cwd: unpacked,
        strict: true,
        // Only plain files and folders with our names: no links, devices or stray paths.
        filter: (entryPath, entry) => {
          const name = entryPath.replace(/\/$/, '');
          const type = 'type' in entry ? entry.type : 'File';
          const ok =
            (type === 'File' || type === 'Directory') &&
            (name === MANIFEST ||
              name === DATABASE_ENTRY ||
              name === UPLOADS_ENTRY ||
              name.startsWith(`${UPLOADS_ENTRY}/`));
          if (!ok) unexpected ??= name;
          return ok;
        },
      });
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      throw new BackupError(
        code === 'TAR_BAD_ARCHIVE' || code === 'Z_DATA_ERROR' || code === 'TAR_ABORT'
          ? `${label} ${code === 'TAR_BAD_ARCHIVE' ? NOT_OURS : CORRUPT} (${(error as Error).message}).`
          : `${label} ${CORRUPT} (${(error as Error).message}).`,
        { cause: error },
      );
    }
    if (unexpected) throw new BackupError(`${label} ${NOT_OURS} (unexpected entry ${unexpected}).`);

    let manifest: BackupManifest;
    try {
      manifest = manifestSchema.parse(
        JSON.parse(await readFile(path.join(unpacked, MANIFEST), 'utf8')),
      );
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      throw new BackupError(`${label} ${missing ? NOT_OURS : CORRUPT} (no valid ${MANIFEST}).`, {
        cause: error,
      });
    }
    const seen = new Set<string>();
    for await (const name of walkFiles(unpacked)) {
      if (name === MANIFEST) continue;
      seen.add(name);
      const expected = manifest.entries[name];
      const file = path.join(unpacked, name);
      if (!expected) throw new BackupError(`${label} ${CORRUPT} (${name} is not in its manifest).`);
      if ((await stat(file)).size !== expected.size || (await sha256(file)) !== expected.sha256) {
        throw new BackupError(`${label} ${CORRUPT} (${name} does not match its checksum).`);
      }
    }
    const missing = Object.keys(manifest.entries).find((name) => !seen.has(name));
    if (missing) throw new BackupError(`${label} ${CORRUPT} (${missing} is missing).`);

    // The database must open and hold what the manifest says.
    const result = path.join(staging, 'data');
    await mkdir(result);
    let database: Database | null = null;
    try {
      database = await openDatabase({
        dataDir: path.join(result, 'pglite'),
        loadDataDir: await openAsBlob(path.join(unpacked, DATABASE_ENTRY)),
      });
      const tables = await database.exclusive((session) => tableCounts(session));
      const migrations = await database.exclusive((session) => appliedMigrations(session));
      if (
        JSON.stringify(migrations) !== JSON.stringify(manifest.database.migrations) ||
        JSON.stringify(tables) !== JSON.stringify(manifest.database.tables)
      ) {
        throw new BackupError(`${label} ${CORRUPT} (its database does not match its manifest).`);
      }
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(
        `${label} ${CORRUPT} (its database does not open: ${(error as Error).message}).`,
        {
          cause: error,
        },
      );
    } finally {
      await database?.close();
    }
    await rename(path.join(unpacked, UPLOADS_ENTRY), path.join(result, 'uploads'));

    const files = [...seen].filter((name) => name.startsWith(`${UPLOADS_ENTRY}/`)).length;
    await moveInto(result, target);
    return {
      dataDir: target,
      createdAt: manifest.createdAt,
      tables: manifest.database.tables,
      files,
      uploads: manifest.uploads,
      ms: Date.now() - started,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** One rename when DATA_DIR is absent or an empty folder; else (a mount point) entry by entry. */
async function moveInto(from: string, to: string) {
  try {
    await rename(from, to);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') {
      throw new BackupError(`${to} is not empty any more: nothing was restored.`);
    }
    if (code !== 'EBUSY' && code !== 'EXDEV' && code !== 'EPERM') throw error;
  }
  if (!(await isEmptyDir(to)))
    throw new BackupError(`${to} is not empty any more: nothing was restored.`);
  for (const entry of await readdir(from))
    await rename(path.join(from, entry), path.join(to, entry));
}
