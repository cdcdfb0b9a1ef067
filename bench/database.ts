/**
 * A PostgreSQL database of its own for a benchmark: a fresh one named `<prefix>_<random>`, or
 * `reuse` (an already loaded database, left as it is), opened through the server's own client.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client';

export interface BenchDatabase {
  name: string;
  database: Database;
  /** Closes the database, and drops it when `drop` (else says it was kept). */
  close(drop: boolean): Promise<void>;
}

export async function openBenchDatabase(
  serverUrl: string,
  prefix: string,
  reuse?: string,
): Promise<BenchDatabase> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = reuse ?? `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
  console.log(`PostgreSQL: ${reuse ? 'reusing' : 'loading'} ${name}`);
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    name,
    database,
    async close(drop) {
      await database.close();
      if (drop) await admin.query(`DROP DATABASE ${name}`);
      else console.log(`kept ${name}`);
      await admin.end();
    },
  };
}
