/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements the search API runs for a query string: the
 * real search service, with a database handle that explains each statement before running it.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { searchFiltersSchema } from '@petmitra/core/discovery/search-filters';
import type { AppContext } from '../apps/server/src/context';
import type { Db } from '../apps/server/src/db/client';
import { createSearchService } from '../apps/server/src/modules/search/service';

export interface ExplainedStatement {
  sql: string;
  plan: string[];
}

/** Runs the search for `query` and returns each statement with its plan. */
export async function explainSearch(
  client: {
    query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  },
  query: string,
): Promise<ExplainedStatement[]> {
  const dialect = new PgDialect();
  const statements: ExplainedStatement[] = [];
  const db = {
    async execute(statement: SQL) {
      const { sql, params } = dialect.sqlToQuery(statement);
      const explained = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      statements.push({ sql, plan: explained.rows.map((r) => String(r['QUERY PLAN'])) });
      return client.query(sql, params);
    },
  } as unknown as Db;
  const filters = searchFiltersSchema.parse(Object.fromEntries(new URLSearchParams(query)));
  await createSearchService({ db } as AppContext).search(filters);
  return statements;
}

export async function explainWithPool(url: string, query: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return await explainSearch(pool, query);
  } finally {
    await pool.end();
  }
}
