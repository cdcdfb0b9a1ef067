/**
 * Grid cells for radius searches, the same integers the migrations store for every provider.
 *
 * - discovery_cells(): cells of 0.05 degree (about 5.5 km) for radii up to 10 km, 0.2 degree
 *   up to 25 km, 1 degree beyond. A circle is narrowed to the cells its bounding box touches
 *   (one GIN lookup, combined with the text words), then measured exactly.
 * - discovery_place_terms(): every search word of a service paired with its 0.1-degree cell
 *   ('vet:1028257'). Words near a place (radius up to 10 km) are looked up as those pairs, so
 *   the index reads only the services that have the word in the cells the circle touches,
 *   not every service with the word and every service in those cells.
 *
 * Longitudes are not wrapped at the antimeridian (no city we place is near it).
 */

const KM_PER_DEGREE = 111.2; // slightly under the earthdistance sphere's 111.3: covers a little more

export interface CellLevel {
  perDegree: number;
  offset: number;
  rowSize: number;
}

const LEVELS: readonly { maxRadiusKm: number; level: CellLevel }[] = [
  { maxRadiusKm: 10, level: { perDegree: 20, offset: 0, rowSize: 10_000 } },
  { maxRadiusKm: 25, level: { perDegree: 5, offset: 100_000_000, rowSize: 10_000 } },
  { maxRadiusKm: Infinity, level: { perDegree: 1, offset: 200_000_000, rowSize: 1_000 } },
];

/** The cells of discovery_place_terms(), and the largest radius they are used for. */
export const PLACE_TERM_LEVEL: CellLevel = { perDegree: 10, offset: 0, rowSize: 10_000 };
export const PLACE_TERM_MAX_RADIUS_KM = 10;

/** The discovery_cells() level used for a radius. */
export function levelFor(radiusKm: number): CellLevel {
  return LEVELS.find((l) => radiusKm <= l.maxRadiusKm)!.level;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The cell of a point at a level (as the database computes it). */
export function cellOf(lat: number, lng: number, level: CellLevel): number {
  const { perDegree, offset, rowSize } = level;
  return (
    offset + Math.floor((lat + 90) * perDegree) * rowSize + Math.floor((lng + 180) * perDegree)
  );
}

/** Every cell of a level that a circle of `radiusKm` around the point can reach. */
export function cellsCovering(
  lat: number,
  lng: number,
  radiusKm: number,
  level: CellLevel = levelFor(radiusKm),
): number[] {
  const { perDegree, offset, rowSize } = level;
  const latSpan = radiusKm / KM_PER_DEGREE;
  const lngSpan = radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  const rowLow = Math.floor((clamp(lat - latSpan, -90, 90) + 90) * perDegree);
  const rowHigh = Math.floor((clamp(lat + latSpan, -90, 90) + 90) * perDegree);
  const colLow = Math.floor((clamp(lng - lngSpan, -180, 180) + 180) * perDegree);
  const colHigh = Math.floor((clamp(lng + lngSpan, -180, 180) + 180) * perDegree);
  const cells: number[] = [];
  for (let row = rowLow; row <= rowHigh; row += 1) {
    for (let col = colLow; col <= colHigh; col += 1) cells.push(offset + row * rowSize + col);
  }
  return cells;
}

/** A word at a cell, as discovery_place_terms() writes it. */
export function placeTerm(term: string, cell: number): string {
  return `${term}:${cell}`;
}
