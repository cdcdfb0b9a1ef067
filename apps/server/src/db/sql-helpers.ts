import { sql, type SQL } from 'drizzle-orm';

/**
 * A text[] as one parameter ($1::text[]). The statement's text then stays the same whatever
 * the number of values, so it can be prepared once (see executePrepared), and PostgreSQL still
 * plans the first runs with the values themselves, so it can use their column statistics.
 */
export function textArray(values: readonly string[]): SQL {
  return sql`${sql.param([...values])}::text[]`;
}

/** An integer[] as one parameter. */
export function integerArray(values: readonly number[]): SQL {
  return sql`${sql.param([...values])}::integer[]`;
}

/** The radius of earthdistance's sphere, metres (its earth() function). */
const EARTH_RADIUS_M = 6378168;

/**
 * A point as earthdistance stores it (ll_to_earth(lat, lng): x, y, z on its sphere), computed
 * here and passed as a cube. ll_to_earth() is a SQL function the planner inlines and folds
 * again at every place it appears in a statement; this saves that planning on every search.
 */
export function earthPoint(lat: number, lng: number): SQL {
  const radLat = (lat * Math.PI) / 180;
  const radLng = (lng * Math.PI) / 180;
  const xyz = [
    EARTH_RADIUS_M * Math.cos(radLat) * Math.cos(radLng),
    EARTH_RADIUS_M * Math.cos(radLat) * Math.sin(radLng),
    EARTH_RADIUS_M * Math.sin(radLat),
  ];
  if (!xyz.every(Number.isFinite)) throw new Error(`Not a place: ${lat}, ${lng}`);
  return sql`${`(${xyz.join(', ')})`}::cube`;
}

/**
 * The straight line through the sphere between two points a great-circle distance apart: what
 * cube_distance() measures between two earth points. Comparing it instead of the great-circle
 * distance keeps a radius filter to one C function per row.
 */
export function chordMetres(greatCircleMetres: number): number {
  return (
    2 * EARTH_RADIUS_M * Math.sin(Math.min(greatCircleMetres / (2 * EARTH_RADIUS_M), Math.PI / 2))
  );
}

/** chordMetres() in SQL, for a radius that is a column (metres). */
export function chordSql(greatCircleMetres: SQL): SQL {
  return sql`(${sql.raw(String(2 * EARTH_RADIUS_M))} * sin(least(${greatCircleMetres} / ${sql.raw(String(2 * EARTH_RADIUS_M))}, pi() / 2)))`;
}

/**
 * Great-circle kilometres between two earth points, as inline arithmetic. earthdistance's own
 * earth_distance() goes through sec_to_gc(), a SQL function the planner cannot inline, and
 * that call per row was most of a radius search's time.
 */
export function kmBetween(a: SQL, b: SQL): SQL {
  const diameter = 2 * EARTH_RADIUS_M;
  return sql`(${sql.raw(String(diameter / 1000))} * asin(least(cube_distance(${a}, ${b}) / ${sql.raw(String(diameter))}, 1)))`;
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
