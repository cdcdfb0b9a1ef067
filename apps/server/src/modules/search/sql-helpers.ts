import { sql, type SQL } from 'drizzle-orm';

/**
 * A text[] literal built from parameters: ARRAY[$1, $2]::text[]. Drizzle would otherwise
 * spread a JavaScript array into a parameter list; this form reaches the planner as a
 * constant array, so it can use the column statistics of the values.
 */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** A timestamp from either driver (node-postgres gives Date, PGlite may too) as ISO 8601. */
export function isoString(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(String(value)).toISOString();
}

export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
