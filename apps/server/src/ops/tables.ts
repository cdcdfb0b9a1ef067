import type { SqlSession } from '../db/client';

/** The application's tables (schema public), in name order. */
export async function appTables(session: SqlSession): Promise<string[]> {
  const rows = await session.rows<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((r) => r.name);
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows per application table. */
export async function tableCounts(session: SqlSession): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await appTables(session)) {
    const [row] = await session.rows<{ n: string | number }>(
      `SELECT count(*) AS n FROM ${quoteIdent(table)}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** The migrations applied, in order. */
export async function appliedMigrations(session: SqlSession): Promise<string[]> {
  const rows = await session.rows<{ name: string }>(
    'SELECT name FROM schema_migrations ORDER BY name',
  );
  return rows.map((r) => r.name);
}
