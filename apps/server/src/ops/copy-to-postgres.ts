import pg from 'pg';
import { openDatabase, type Database, type SqlSession } from '../db/client';
import { migrate } from '../db/migrate';
import { appTables, appliedMigrations, quoteIdent, tableCounts } from './tables';

/**
 * Copies every table of the embedded database into an empty PostgreSQL: migrations first (so
 * both have the same schema), then the rows in foreign-key order in one transaction (a failure
 * leaves the target as empty as it was), sequences set to where the source's stood, and the
 * rows per table compared before the commit. Values travel as PostgreSQL's own JSON text
 * (row_to_json, json_populate_recordset), so numerics, timestamps, jsonb and the rest arrive
 * exactly as they were, never through JavaScript numbers.
 */
export class CopyRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopyRefusedError';
  }
}

export interface TableCopy {
  table: string;
  source: number;
  target: number;
}

export interface CopySummary {
  tables: TableCopy[];
  sequences: number;
  /** Background jobs still queued in the embedded database (not copied). */
  pendingJobs: number;
  ms: number;
}

const BATCH = 2000;

interface ForeignKey {
  child: string;
  parent: string;
  columns: string[];
  nullable: boolean;
}

async function foreignKeys(session: SqlSession): Promise<ForeignKey[]> {
  const rows = await session.rows<{
    child: string;
    parent: string;
    columns: string[] | string;
    nullable: boolean;
  }>(`
    SELECT c.relname AS child, p.relname AS parent,
           array_agg(a.attname::text ORDER BY a.attnum) AS columns,
           bool_and(NOT a.attnotnull) AS nullable
      FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid
      JOIN pg_class p ON p.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
     WHERE k.contype = 'f' AND n.nspname = 'public'
     GROUP BY k.oid, c.relname, p.relname`);
  return rows.map((r) => ({
    ...r,
    // PGlite answers arrays parsed, pg as text on some types: accept both.
    columns: Array.isArray(r.columns) ? r.columns : r.columns.replace(/^{|}$/g, '').split(','),
  }));
}

/**
 * Tables in an order where every parent comes first. A cycle (requests ↔ their selected
 * response) is broken by leaving a nullable foreign key empty on insert and filling it after
 * every table is in ("deferred" columns).
 */
function insertionOrder(tables: string[], keys: ForeignKey[]) {
  const order: string[] = [];
  const deferred = new Map<string, Set<string>>();
  const remaining = new Set(tables);
  const defer = (key: ForeignKey) => {
    if (!key.nullable) {
      throw new Error(
        `Cannot order ${key.child}: required foreign key to ${key.parent} in a cycle`,
      );
    }
    const set = deferred.get(key.child) ?? new Set();
    for (const column of key.columns) set.add(column);
    deferred.set(key.child, set);
  };
  const blocking = (table: string) =>
    keys.filter(
      (k) =>
        k.child === table &&
        k.parent !== table &&
        remaining.has(k.parent) &&
        !k.columns.every((c) => deferred.get(table)?.has(c)),
    );
  for (const key of keys) if (key.child === key.parent) defer(key);
  while (remaining.size) {
    const ready = [...remaining].find((table) => blocking(table).length === 0);
    if (ready) {
      order.push(ready);
      remaining.delete(ready);
      continue;
    }
    // A cycle: defer the nullable keys of the first table that has only nullable ones.
    const table = [...remaining].find((t) => blocking(t).every((k) => k.nullable));
    if (!table) throw new Error(`Cannot order tables: ${[...remaining].join(', ')}`);
    for (const key of blocking(table)) defer(key);
  }
  return { order, deferred };
}

async function columnsOf(session: SqlSession, table: string) {
  const rows = await session.rows<{ name: string; generated: string; identity: string | null }>(`
    SELECT column_name AS name, is_generated AS generated, identity_generation AS identity
      FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = '${table.replace(/'/g, "''")}'
     ORDER BY ordinal_position`);
  return {
    insertable: rows.filter((r) => r.generated !== 'ALWAYS').map((r) => r.name),
    identityAlways: rows.some((r) => r.identity === 'ALWAYS'),
  };
}

async function primaryKey(session: SqlSession, table: string) {
  const rows = await session.rows<{ name: string }>(`
    SELECT a.attname AS name
      FROM pg_index i
      JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
     WHERE i.indrelid = '${quoteIdent(table).replace(/'/g, "''")}'::regclass AND i.indisprimary
     ORDER BY array_position(i.indkey, a.attnum)`);
  return rows.map((r) => r.name);
}

async function isEmptyTarget(client: pg.ClientBase) {
  const tables = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`,
  );
  for (const { name } of tables.rows) {
    const { rows } = await client.query(`SELECT 1 FROM ${quoteIdent(name)} LIMIT 1`);
    if (rows.length) return name;
  }
  return null;
}

export async function copyToPostgres(
  source: Database,
  targetUrl: string,
  progress: (line: string) => void = () => {},
): Promise<CopySummary> {
  const started = Date.now();
  if (source.kind !== 'pglite') throw new Error('The source must be the embedded database.');
  const check = new pg.Client({ connectionString: targetUrl });
  await check.connect();
  try {
    const holder = await isEmptyTarget(check);
    if (holder) {
      throw new CopyRefusedError(
        `The database at DATABASE_URL already holds data (table ${holder} has rows): copy only into an empty database. Nothing was changed.`,
      );
    }
  } finally {
    await check.end();
  }

  await migrate(source);
  const target = await openDatabase({ url: targetUrl, poolSize: 2 });
  try {
    await migrate(target);
  } finally {
    await target.close();
  }

  return source.exclusive(async (from) => {
    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    const to: SqlSession = {
      exec: async (sql) => void (await client.query(sql)),
      rows: async <R>(sql: string) => (await client.query(sql)).rows as R[],
    };
    try {
      const fromMigrations = await appliedMigrations(from);
      const toMigrations = await appliedMigrations(to);
      if (JSON.stringify(fromMigrations) !== JSON.stringify(toMigrations)) {
        throw new Error('The two databases have different migrations after migrating both.');
      }
      const tables = (await appTables(from)).filter((t) => t !== 'schema_migrations');
      const { order, deferred } = insertionOrder(tables, await foreignKeys(from));

      await client.query('BEGIN');
      // Derived tables (search rows, ratings, terms) are copied as they are: their triggers
      // stay off until every row is in (ALTER TABLE is transactional; owners may do it).
      for (const table of tables) {
        await client.query(`ALTER TABLE ${quoteIdent(table)} DISABLE TRIGGER USER`);
      }
      for (const table of order) {
        const { insertable, identityAlways } = await columnsOf(to, table);
        const later = deferred.get(table) ?? new Set<string>();
        const pk = await primaryKey(from, table);
        const orderBy = pk.length ? pk.map(quoteIdent).join(', ') : 'ctid';
        const list = insertable.map(quoteIdent).join(', ');
        const values = insertable.map((c) => (later.has(c) ? 'NULL' : quoteIdent(c))).join(', ');
        let copied = 0;
        for (let offset = 0; ; offset += BATCH) {
          const [batch] = await from.rows<{ rows: string | null }>(
            `SELECT json_agg(t)::text AS rows FROM (SELECT * FROM ${quoteIdent(table)}
              ORDER BY ${orderBy} LIMIT ${BATCH} OFFSET ${offset}) t`,
          );
          if (!batch?.rows) break;
          const result = await client.query(
            `INSERT INTO ${quoteIdent(table)} (${list}) ${identityAlways ? 'OVERRIDING SYSTEM VALUE ' : ''}
             SELECT ${values} FROM json_populate_recordset(NULL::${quoteIdent(table)}, $1::json)`,
            [batch.rows],
          );
          copied += result.rowCount ?? 0;
        }
        progress(`  ${table}: ${copied} rows`);
      }

      // Foreign keys left empty to break a cycle, now that every row is in.
      for (const [table, columns] of deferred) {
        const pk = await primaryKey(from, table);
        const cols = [...columns];
        const set = cols.map((c) => `${quoteIdent(c)} = v.${quoteIdent(c)}`).join(', ');
        const match = pk.map((c) => `t.${quoteIdent(c)} = v.${quoteIdent(c)}`).join(' AND ');
        const notNull = cols.map((c) => `${quoteIdent(c)} IS NOT NULL`).join(' OR ');
        for (let offset = 0; ; offset += BATCH) {
          const [batch] = await from.rows<{ rows: string | null }>(
            `SELECT json_agg(t)::text AS rows FROM (SELECT ${[...pk, ...cols].map(quoteIdent).join(', ')}
               FROM ${quoteIdent(table)} WHERE ${notNull}
              ORDER BY ${pk.map(quoteIdent).join(', ')} LIMIT ${BATCH} OFFSET ${offset}) t`,
          );
          if (!batch?.rows) break;
          await client.query(
            `UPDATE ${quoteIdent(table)} t SET ${set}
               FROM json_populate_recordset(NULL::${quoteIdent(table)}, $1::json) v WHERE ${match}`,
            [batch.rows],
          );
        }
      }

      for (const table of tables) {
        await client.query(`ALTER TABLE ${quoteIdent(table)} ENABLE TRIGGER USER`);
      }

      // Sequences stand where the source's stood.
      const sequences = await from.rows<{ name: string }>(
        `SELECT sequence_name AS name FROM information_schema.sequences WHERE sequence_schema = 'public'`,
      );
      for (const { name } of sequences) {
        const [state] = await from.rows<{ last_value: string; is_called: boolean }>(
          `SELECT last_value, is_called FROM ${quoteIdent(name)}`,
        );
        await client.query('SELECT setval($1::regclass, $2, $3)', [
          quoteIdent(name),
          state!.last_value,
          state!.is_called,
        ]);
      }

      const fromCounts = await tableCounts(from);
      const toCounts = await tableCounts(to);
      const copies = tables.map((table) => ({
        table,
        source: fromCounts[table] ?? 0,
        target: toCounts[table] ?? 0,
      }));
      const wrong = copies.filter((c) => c.source !== c.target);
      if (wrong.length) {
        throw new Error(
          `Row counts differ (${wrong.map((c) => `${c.table}: ${c.source} → ${c.target}`).join(', ')}): nothing was copied.`,
        );
      }
      await client.query('COMMIT');

      const [pending] = await from
        .rows<{ n: number }>(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active')`,
        )
        .catch(() => [{ n: 0 }]);
      return {
        tables: copies,
        sequences: sequences.length,
        pendingJobs: Number(pending?.n ?? 0),
        ms: Date.now() - started,
      };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      await client.end();
    }
  });
}
