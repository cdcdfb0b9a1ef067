import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsDir } from '../paths';
import type { Database } from './client';

const LOCK_ID = 7261001;

/**
 * Applies the numbered SQL files in apps/server/migrations that have not run yet, each in its
 * own transaction. An advisory lock keeps two instances starting together from racing.
 * (Why hand-written SQL instead of drizzle-kit: docs/decisions/0002-sql-migrations.md.)
 */
export async function migrate(database: Database, dir = migrationsDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  return database.exclusive(async (session) => {
    await session.exec(`SELECT pg_advisory_lock(${LOCK_ID})`);
    try {
      await session.exec(`
        CREATE TABLE IF NOT EXISTS schema_migrations (
          name text PRIMARY KEY,
          applied_at timestamptz NOT NULL DEFAULT now()
        );`);
      const done = await session.rows<{ name: string }>('SELECT name FROM schema_migrations');
      const seen = new Set(done.map((r) => r.name));
      const applied: string[] = [];
      for (const file of files) {
        if (seen.has(file)) continue;
        const body = await readFile(path.join(dir, file), 'utf8');
        try {
          await session.exec(
            `BEGIN;\n${body}\n;INSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`,
          );
        } catch (error) {
          await session.exec('ROLLBACK').catch(() => {});
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await session.exec(`SELECT pg_advisory_unlock(${LOCK_ID})`);
    }
  });
}
