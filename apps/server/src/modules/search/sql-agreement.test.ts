import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitWords } from '@petmitra/core/discovery/search-text';
import { SERVICE_CATEGORIES, SERVICE_CATEGORY_LABELS } from '@petmitra/core/marketplace/services';
import { createTestApp, type TestApp } from '../../../test/app';
import { pointFrom } from '../../../test/discovery';
import { rowsOf } from '../../db/client';
import { chordMetres, earthPoint, kmBetween } from '../../db/sql-helpers';
import {
  cellOf,
  cellsCovering,
  levelFor,
  PLACE_TERM_LEVEL,
  PLACE_TERM_MAX_RADIUS_KM,
  placeTerm,
} from './cells';
import { CATEGORY_WORDS } from './vocabulary';

const POINTS = [
  { lat: 12.9716, lng: 77.5946 },
  { lat: -33.8688, lng: 151.2093 },
  { lat: 40.7128, lng: -74.006 },
  { lat: 51.5074, lng: -0.1278 },
  { lat: 0.0001, lng: -0.0001 },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the database and the API split words and cells the same way', () => {
  it('discovery_words() and splitWords()', async () => {
    const samples = [
      'Café Crème — Pet GROOMING, Bengaluru!',
      'Dr. Ãna-Maria Ñúñez',
      'x 12th Cross',
    ];
    for (const text of samples) {
      const [row] = rowsOf<{ w: string[] }>(
        await t.ctx.db.execute(sql`SELECT discovery_words(${text}) AS w`),
      );
      const expected = [...new Set(splitWords(text).filter((w) => w.length >= 2))].sort();
      expect(row!.w).toEqual(expected);
    }
  });

  it("each category's search words are what discovery_category_words() stores, labels included", async () => {
    for (const category of SERVICE_CATEGORIES) {
      const [row] = rowsOf<{ words: string }>(
        await t.ctx.db.execute(sql`SELECT discovery_category_words(${category}) AS words`),
      );
      expect([...new Set(row!.words.split(' '))]).toEqual(CATEGORY_WORDS[category]);
      for (const word of splitWords(SERVICE_CATEGORY_LABELS[category])) {
        expect(CATEGORY_WORDS[category]).toContain(word);
      }
    }
  });

  it('discovery_cells() and cellOf(); a circle is covered by its cells', async () => {
    for (const p of POINTS) {
      const [row] = rowsOf<{ cells: number[] }>(
        await t.ctx.db.execute(
          sql`SELECT discovery_cells(${p.lat}::double precision, ${p.lng}::double precision) AS cells`,
        ),
      );
      expect(row!.cells).toEqual([5, 25, 100].map((r) => cellOf(p.lat, p.lng, levelFor(r))));
      for (const radius of [1, 5, 10, 25, 50, 100]) {
        const levels = [levelFor(radius)];
        if (radius <= PLACE_TERM_MAX_RADIUS_KM) levels.push(PLACE_TERM_LEVEL);
        for (const level of levels) {
          const covering = new Set(cellsCovering(p.lat, p.lng, radius, level));
          for (let bearing = 0; bearing < 360; bearing += 30) {
            const edge = pointFrom(p, radius * 0.999, bearing);
            expect(covering.has(cellOf(edge.lat, edge.lng, level))).toBe(true);
          }
        }
      }
    }
  });

  it('discovery_place_terms() pairs every word with the cell placeTerm() names', async () => {
    for (const p of POINTS) {
      const [row] = rowsOf<{ terms: string[] }>(
        await t.ctx.db.execute(
          sql`SELECT discovery_place_terms(ARRAY['vet', '@grooming']::text[], ${p.lat}::double precision, ${p.lng}::double precision) AS terms`,
        ),
      );
      const cell = cellOf(p.lat, p.lng, PLACE_TERM_LEVEL);
      expect(row!.terms).toEqual([placeTerm('vet', cell), placeTerm('@grooming', cell)]);
    }
    const [unplaced] = rowsOf<{ terms: string[] }>(
      await t.ctx.db.execute(
        sql`SELECT discovery_place_terms(ARRAY['vet']::text[], NULL, NULL) AS terms`,
      ),
    );
    expect(unplaced!.terms).toEqual([]);
  });

  it('earthPoint(), kmBetween() and chordMetres() agree with earthdistance', async () => {
    const from = POINTS[0]!;
    for (const p of POINTS) {
      const [row] = rowsOf<{ same: boolean; km: number; reference: number; chord: number }>(
        await t.ctx.db.execute(sql`
          SELECT cube_distance(${earthPoint(p.lat, p.lng)}, ll_to_earth(${p.lat}::double precision, ${p.lng}::double precision)) < 1e-6 AS same,
                 ${kmBetween(earthPoint(from.lat, from.lng), earthPoint(p.lat, p.lng))} AS km,
                 earth_distance(ll_to_earth(${from.lat}::double precision, ${from.lng}::double precision),
                                ll_to_earth(${p.lat}::double precision, ${p.lng}::double precision)) / 1000 AS reference,
                 cube_distance(${earthPoint(from.lat, from.lng)}, ${earthPoint(p.lat, p.lng)}) AS chord`),
      );
      expect(row!.same).toBe(true);
      expect(Number(row!.km)).toBeCloseTo(Number(row!.reference), 6);
      expect(chordMetres(Number(row!.reference) * 1000)).toBeCloseTo(Number(row!.chord), 3);
    }
  });
});
