import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { FairPool } from './fair-pool';
import {
  pgliteSessionChanges,
  postgresSessionChanges,
  type SessionChanges,
} from './session-changes';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * What a service writes through: the database, or the transaction it is running in. A Drizzle
 * transaction is a Db, so repositories and event recorders take either without casts.
 */
export type Executor = Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL connection string (the job queue opens its own small pool). */
  url?: string;
  /** The PostgreSQL pool (realtime NOTIFY goes through it). */
  pool?: pg.Pool;
  /** The embedded PGlite instance (the job queue shares its single connection). */
  pglite?: PGlite;
  /** Runs one or more SQL statements without parameters (migrations, test setup). */
  exec(sql: string): Promise<void>;
  /** Runs fn on one dedicated connection (session-level locks need that on a pool). */
  exclusive<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /** Users changed and sessions ended, on any instance (the session cache listens). */
  sessionChanges: SessionChanges;
  close(): Promise<void>;
}

export interface SqlSession {
  exec(sql: string): Promise<void>;
  rows<R>(sql: string): Promise<R[]>;
}

/** Rows of db.execute(): both drivers answer { rows }, the shared Db type does not say so. */
export function rowsOf<R>(result: unknown): R[] {
  return (result as { rows: R[] }).rows;
}

const dialect = new PgDialect();

/**
 * A fixed drizzle statement that a hot path runs on every request, built on first use and kept:
 * `build` ends in `.prepare(name)` with its values as `sql.placeholder`s. Per call there is no
 * query building, and on PostgreSQL each connection parses it once and can keep its plan (the
 * session lookup does the same). Lazy, so a repository made for one transaction builds only what
 * it runs.
 */
export function preparedOnce<T>(build: () => T): () => T {
  let statement: T | undefined;
  return () => (statement ??= build());
}

/**
 * Runs a statement that is run very often (a search) as a named prepared statement on
 * PostgreSQL: each connection parses it once per distinct SQL text, plans its first runs with
 * the values given, and from the sixth run keeps a generic plan when that costs no more, which
 * saves planning on every later run. Values must be parameters, never spliced into the text.
 * PGlite, a single in-process connection, runs it as usual.
 */
export async function executePrepared<R>(db: Db, query: SQL): Promise<R[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const name = `prepared_${createHash('sha1').update(text).digest('base64url')}`;
    return (await client.query({ name, text, values: params })).rows as R[];
  }
  return rowsOf<R>(await db.execute(query));
}

/**
 * PGlite runs each statement synchronously on the event loop's thread, one at a time. Queued
 * behind its own lock, statements resume each other as microtasks: under load a queue of them
 * runs back to back and no socket is read meanwhile, so a health check or a one-row read waits
 * for every query queued before it was even parsed (seconds at 200 connections). Here every
 * top-level call (a query, an exec, a whole transaction) takes its turn in one FIFO, and
 * between turns the event loop gets a full cycle (setImmediate) to accept and parse requests.
 * Statements inside a transaction run on its own handle and do not queue again.
 */
function takeTurns(client: PGlite) {
  let lane: Promise<unknown> = Promise.resolve();
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const inTurn = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    ((...args: A) => {
      const run = lane.then(nextTurn).then(() => fn(...args));
      lane = run.catch(() => undefined);
      return run;
    }) as (...args: A) => Promise<R>;
  client.query = inTurn(client.query.bind(client)) as typeof client.query;
  client.exec = inTurn(client.exec.bind(client)) as typeof client.exec;
  client.transaction = inTurn(client.transaction.bind(client)) as typeof client.transaction;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent an embedded PGlite database is used. */
  url?: string;
  /** PGlite data directory; undefined means in memory. */
  dataDir?: string;
  /** Start the PGlite database from this dump (dumpDataDir) instead of an empty one (tests). */
  loadDataDir?: Blob;
  /** PGlite: statements take turns with the event loop (default; off only to measure it). */
  takeTurns?: boolean;
  poolSize?: number;
}

/**
 * PGlite's two WebAssembly programs, compiled once per process and shared by every instance
 * it opens. Left to itself PGlite compiles them again for each instance and V8 frees that code
 * when the instance goes; a process that opens many (the API suite: one per test file) churns
 * V8's JIT-page registry, which Node 24 can abort on ("Check failed:
 * jit_page_->allocations_.erase(addr) == 1"). Compiling once also saves that time per instance.
 */
type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
let compiledPglite: Promise<{ pglite: WasmModule; initdb: WasmModule }> | undefined;

/** The runtime's WebAssembly (the server's type libraries describe its types, not the object). */
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };
  }
).WebAssembly;

function pgliteModules() {
  compiledPglite ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) => wasm.compile(await readFile(join(dist, file)));
    const [pglite, initdb] = await Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]);
    return { pglite, initdb };
  })();
  return compiledPglite;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // Connections go to the oldest request first when all are busy (fair-pool.ts).
    const sessionChanges = postgresSessionChanges(options.url);
    const pool = new FairPool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      Client: sessionChanges.Client,
    });
    // A dropped connection must not crash the process; the next query gets a new client.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      pool,
      exec: async (sql) => {
        await pool.query(sql);
      },
      exclusive: async (fn) => {
        const client = await pool.connect();
        try {
          return await fn({
            exec: async (sql) => {
              await client.query(sql);
            },
            rows: async <R>(sql: string) => (await client.query(sql)).rows as R[],
          });
        } finally {
          client.release();
        }
      },
      sessionChanges: sessionChanges.changes,
      close: async () => {
        await sessionChanges.changes.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const modules = await pgliteModules();
  const client = await PGlite.create({
    pgliteWasmModule: modules.pglite,
    initdbWasmModule: modules.initdb,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, cube, earthdistance },
  });
  if (options.takeTurns ?? true) takeTurns(client);
  const sessionChanges = pgliteSessionChanges(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const session: SqlSession = {
    exec: async (sql) => {
      await client.exec(sql);
    },
    rows: async <R>(sql: string) => (await client.query<R>(sql)).rows,
  };
  return {
    db,
    kind: 'pglite',
    pglite: client,
    exec: session.exec,
    // PGlite is a single connection already.
    exclusive: (fn) => fn(session),
    sessionChanges,
    close: async () => {
      await sessionChanges.close();
      await client.close();
    },
  };
}
