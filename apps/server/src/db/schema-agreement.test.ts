import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { is, sql, SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { rowsOf } from './client';
import { schema } from './schema';

/**
 * The Drizzle schema (src/db/schema/) is a hand-kept mirror of the SQL migrations: this test
 * holds the two together. Every table, column (type, NOT NULL, default), index (name, unique,
 * method, key columns, partial) and unique constraint of the migrated database must be
 * declared in Drizzle, and nothing may be declared that the migrations do not make.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Tables the migrations make that no query goes through Drizzle for. */
const NOT_IN_DRIZZLE = new Set(['schema_migrations']);

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));

interface DbColumn {
  table: string;
  column: string;
  type: string;
  not_null: boolean;
  has_default: boolean;
}

interface DbIndex {
  table: string;
  name: string;
  unique: boolean;
  method: string;
  partial: boolean;
  is_constraint: boolean;
  keys: (string | null)[];
}

/** Drizzle's SQL type as PostgreSQL's format_type() writes it. */
function normaliseType(column: PgColumn): string {
  const type = column
    .getSQLType()
    .replace(/,\s+/g, ',')
    .replace(/^time$/, 'time without time zone');
  const aliases: Record<string, string> = {
    bigserial: 'bigint',
    serial: 'integer',
    smallserial: 'smallint',
    timestamp: 'timestamp without time zone',
    'timestamp with time zone': 'timestamp with time zone',
    varchar: 'character varying',
    'double precision': 'double precision',
    real: 'real',
  };
  return aliases[type] ?? type;
}

/**
 * A default the database applies (not one Drizzle fills in JavaScript); a generated column's
 * expression is stored as a default too (pg_attribute.atthasdef).
 */
function hasDatabaseDefault(column: PgColumn): boolean {
  return (
    column.default !== undefined ||
    column.generated !== undefined ||
    /serial$/.test(column.getSQLType())
  );
}

async function databaseColumns(): Promise<DbColumn[]> {
  return rowsOf<DbColumn>(
    await t.ctx.db.execute(sql`
      SELECT c.relname AS table, a.attname AS column,
             format_type(a.atttypid, a.atttypmod) AS type,
             a.attnotnull AS not_null, a.atthasdef AS has_default
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
         AND a.attnum > 0 AND NOT a.attisdropped
       ORDER BY 1, a.attnum`),
  ).filter((row) => !NOT_IN_DRIZZLE.has(row.table));
}

async function databaseIndexes(): Promise<DbIndex[]> {
  return rowsOf<DbIndex>(
    await t.ctx.db.execute(sql`
      SELECT c.relname AS table, i.relname AS name, ix.indisunique AS unique,
             am.amname AS method, ix.indpred IS NOT NULL AS partial,
             con.conname IS NOT NULL AS is_constraint,
             ARRAY(
               SELECT a.attname::text
                 FROM unnest(ix.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
                 LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
                WHERE k.ord <= ix.indnkeyatts
                ORDER BY k.ord
             ) AS keys
        FROM pg_index ix
        JOIN pg_class i ON i.oid = ix.indexrelid
        JOIN pg_class c ON c.oid = ix.indrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_am am ON am.oid = i.relam
        LEFT JOIN pg_constraint con ON con.conindid = ix.indexrelid AND con.contype = 'u'
       WHERE n.nspname = 'public' AND NOT ix.indisprimary
       ORDER BY 1, 2`),
  ).filter((row) => !NOT_IN_DRIZZLE.has(row.table));
}

describe('the Drizzle schema agrees with the SQL migrations', () => {
  it('has the same tables and columns (type, NOT NULL, database default)', async () => {
    const fromDatabase = (await databaseColumns()).map(
      (c) =>
        `${c.table}.${c.column} ${c.type}${c.not_null ? ' not null' : ''}${c.has_default ? ' default' : ''}`,
    );
    const fromDrizzle = tables.flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map(
        (c) =>
          `${config.name}.${c.name} ${normaliseType(c)}${c.notNull ? ' not null' : ''}${hasDatabaseDefault(c) ? ' default' : ''}`,
      );
    });
    expect([...fromDrizzle].sort()).toEqual([...fromDatabase].sort());
  });

  it('has the same indexes and unique constraints', async () => {
    const describeKeys = (keys: (string | null)[]) =>
      keys.map((k) => k ?? '(expression)').join(',');
    const fromDatabase = (await databaseIndexes()).map((i) =>
      i.is_constraint
        ? `${i.table} unique constraint ${i.name} (${describeKeys(i.keys)})`
        : `${i.table} ${i.unique ? 'unique ' : ''}index ${i.name} using ${i.method} (${describeKeys(i.keys)})${i.partial ? ' partial' : ''}`,
    );
    const fromDrizzle = tables.flatMap((table) => {
      const config = getTableConfig(table);
      const indexes = config.indexes.map((index) => {
        const c = index.config;
        const keys = c.columns.map((column) =>
          is(column, SQL) ? null : (column as { name: string }).name,
        );
        return `${config.name} ${c.unique ? 'unique ' : ''}index ${c.name} using ${c.method ?? 'btree'} (${describeKeys(keys)})${c.where ? ' partial' : ''}`;
      });
      const uniques = config.uniqueConstraints.map(
        (u) =>
          `${config.name} unique constraint ${u.getName()} (${describeKeys(u.columns.map((c) => c.name))})`,
      );
      const columnUniques = config.columns
        .filter((c) => c.isUnique)
        .map((c) => `${config.name} unique constraint ${c.uniqueName} (${c.name})`);
      return [...indexes, ...uniques, ...columnUniques];
    });
    expect([...fromDrizzle].sort()).toEqual([...fromDatabase].sort());
  });
});
