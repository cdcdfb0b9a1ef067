import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { buildApp } from '../src/app';
import { createContext } from '../src/context';
import { openDatabase, type Database } from '../src/db/client';
import { loadEnv } from '../src/env';

/**
 * The migrated database every API test file starts from, built once per run (vitest's global
 * setup): every migration applied and the job queue's schema and queues created. On PGlite it
 * is a dump the files load into memory; on PostgreSQL a template database they clone.
 */
export interface TestTemplate {
  kind: 'pglite' | 'postgres';
  /** PGlite: the dump file. PostgreSQL: the template database's name. */
  location: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  JOB_WORKERS: 'false',
  // scrypt at N=2^10: the same code path, a hundredth of the cost (test suite only).
  PASSWORD_HASH_COST: '10',
  // Lifecycle tests move "now" per request with X-Test-Now (src/http/clock.ts).
  TEST_CLOCK: 'true',
} as const;

export function databaseUrl(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(base: string, statement: string) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Builds the app once on a fresh database, so migrations and queues exist, then closes it. */
async function prepare(database: Database, dataDir: string) {
  const env = loadEnv({ ...TEST_ENV, DATA_DIR: dataDir, APP_URL: 'http://localhost:3000' });
  const ctx = await createContext(env, pino({ level: 'silent' }), { database });
  const app = await buildApp(ctx, { serveWeb: false });
  await app.ready();
  await app.close();
  await ctx.close();
}

export async function buildTemplate(testDbUrl: string | undefined): Promise<TestTemplate> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petmitra-template-'));
  try {
    if (testDbUrl) {
      const name = `pm_tpl_${randomBytes(6).toString('hex')}`;
      await adminQuery(testDbUrl, `CREATE DATABASE ${name}`);
      const database = await openDatabase({ url: databaseUrl(testDbUrl, name), poolSize: 2 });
      await prepare(database, dataDir);
      await database.close();
      return { kind: 'postgres', location: name };
    }
    const database = await openDatabase({});
    await prepare(database, dataDir);
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    const file = path.join(tmpdir(), `petmitra-template-${process.pid}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { kind: 'pglite', location: file };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function removeTemplate(template: TestTemplate, testDbUrl: string | undefined) {
  if (template.kind === 'postgres' && testDbUrl) {
    await adminQuery(testDbUrl, `DROP DATABASE IF EXISTS ${template.location} WITH (FORCE)`);
  } else {
    await rm(template.location, { force: true });
  }
}

let dump: Promise<Blob> | undefined;
/** The PGlite dump, read once per test file's worker. */
export function templateDump(file: string): Promise<Blob> {
  dump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return dump;
}
