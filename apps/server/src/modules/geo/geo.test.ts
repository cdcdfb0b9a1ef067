import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/factories';
import { rowsOf } from '../../db/client';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { seedDemo } from '../../seed/demo';
import { domainSeeders } from '../../seed/seeders';
import {
  allPlaces,
  foldPlaceName,
  lookupPlace,
  placeNameVariants,
  suggestPlaces,
} from './gazetteer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('gazetteer', () => {
  it('places a city by name and country, ignoring case and accents, through aliases', () => {
    const bengaluru = { name: 'Bengaluru', countryCode: 'IN', lat: 12.9716, lng: 77.5946 };
    expect(lookupPlace('Bangalore', 'India')).toMatchObject(bengaluru);
    expect(lookupPlace('  BENGALURU ')).toMatchObject(bengaluru);
    expect(lookupPlace('Whitefield, Bengaluru', 'IN')?.name).toBe('Whitefield');
    expect(lookupPlace('Koramangala, Bengaluru', 'India')?.name).toBe('Bengaluru');
    expect(lookupPlace('bombay', 'IN')?.name).toBe('Mumbai');
    expect(lookupPlace('Madras')?.name).toBe('Chennai');
    expect(lookupPlace('Calcutta')?.name).toBe('Kolkata');
    expect(lookupPlace('New Delhi', 'India')?.name).toBe('New Delhi');
    expect(lookupPlace('Zürich', 'Switzerland')?.name).toBe('Zurich');
    expect(lookupPlace('zurich', 'CH')?.name).toBe('Zurich');
    expect(lookupPlace('New York', 'USA')).toMatchObject({
      countryCode: 'US',
      country: 'United States',
    });
    expect(lookupPlace('London', 'UK')?.countryCode).toBe('GB');
    expect(lookupPlace('Dubai', 'UAE')?.countryCode).toBe('AE');
    expect(lookupPlace('Singapore', 'Singapore')?.countryCode).toBe('SG');
  });

  it('a known country narrows the match; unknown places are null', () => {
    expect(lookupPlace('Mumbai', 'United States')).toBeNull();
    expect(lookupPlace('Hyderabad', 'Pakistan')).toBeNull();
    expect(lookupPlace('Atlantis', 'India')).toBeNull();
    expect(lookupPlace('', 'India')).toBeNull();
    expect(lookupPlace(null)).toBeNull();
    // An unknown country does not block the match.
    expect(lookupPlace('Pune', 'Narnia')?.name).toBe('Pune');
  });

  it('covers the cities the product and the benchmark need, with sane coordinates', () => {
    const places = allPlaces();
    const indian = places.filter((p) => p.countryCode === 'IN');
    expect(indian.length).toBeGreaterThanOrEqual(150);
    expect(places.length).toBeGreaterThanOrEqual(300);
    for (const name of [
      'Bengaluru',
      'Mumbai',
      'Delhi',
      'New Delhi',
      'Chennai',
      'Hyderabad',
      'Pune',
      'Kolkata',
      'Ahmedabad',
      'Jaipur',
      'Kochi',
      'Chandigarh',
      'Lucknow',
    ]) {
      expect(lookupPlace(name, 'India')?.name).toBe(name);
    }
    for (const [name, country] of [
      ['Singapore', 'Singapore'],
      ['Dubai', 'United Arab Emirates'],
      ['London', 'United Kingdom'],
      ['New York', 'United States'],
    ] as const) {
      expect(lookupPlace(name, country)?.country).toBe(country);
    }
    for (const place of indian) {
      expect(place.lat).toBeGreaterThan(6);
      expect(place.lat).toBeLessThan(36);
      expect(place.lng).toBeGreaterThan(68);
      expect(place.lng).toBeLessThan(98);
    }
    for (const place of places) {
      expect(Math.abs(place.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(place.lng)).toBeLessThanOrEqual(180);
    }
    // No name or alias means two places in one country.
    const seen = new Map<string, string>();
    for (const place of places) {
      for (const key of place.keys) {
        const id = `${place.countryCode}:${key}`;
        expect(seen.get(id), `${key} is both ${seen.get(id)} and ${place.name}`).toBeUndefined();
        seen.set(id, place.name);
      }
    }
  });

  it('suggests cities while typing, typos included, India first', () => {
    expect(suggestPlaces('banga')[0]?.name).toBe('Bengaluru');
    expect(suggestPlaces('mumb')[0]?.name).toBe('Mumbai');
    expect(suggestPlaces('hyderbad')[0]?.name).toBe('Hyderabad');
    expect(suggestPlaces('lon', { country: 'GB' })[0]?.name).toBe('London');
    expect(suggestPlaces('new', { limit: 3 })).toHaveLength(3);
    expect(suggestPlaces('   ')).toEqual([]);
  });

  it("gives every name of a place for search ('bangalore' finds 'Bengaluru' addresses)", () => {
    expect(placeNameVariants('Bangalore')).toEqual(
      expect.arrayContaining(['bengaluru', 'bangalore']),
    );
    expect(placeNameVariants('nowhere')).toEqual([]);
    expect(foldPlaceName('  São  Paulo! ')).toBe('sao paulo');
  });

  it('GET /api/geo/cities answers anyone', async () => {
    const res = await t.client().get('/api/geo/cities?q=pun&limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().cities[0]).toMatchObject({
      name: 'Pune',
      region: 'Maharashtra',
      country: 'India',
      countryCode: 'IN',
    });
    expect(res.json().cities.length).toBeLessThanOrEqual(2);
  });
});

describe('coordinates from the profile', () => {
  const coordinatesOf = async (id: string) =>
    rowsOf<{ latitude: number | null; longitude: number | null }>(
      await t.ctx.db.execute(sql`SELECT latitude, longitude FROM users WHERE id = ${id}`),
    )[0]!;

  it('saving city and country stores the place; an unknown place clears it', async () => {
    const client = t.client();
    const { user } = await signUp(client);
    const save = (city: string, country: string) =>
      client.patch('/api/profile', { name: 'Asha', phone: '+919876543210', city, country });
    expect((await save('Bangalore', 'India')).statusCode).toBe(200);
    expect(await coordinatesOf(user.id)).toEqual({ latitude: 12.9716, longitude: 77.5946 });
    await save('Kochi', 'India');
    expect(await coordinatesOf(user.id)).toEqual({ latitude: 9.9312, longitude: 76.2673 });
    await save('Atlantis', 'India');
    expect(await coordinatesOf(user.id)).toEqual({ latitude: null, longitude: null });
  });
});

describe('demo data', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
  });
  afterAll(async () => {
    await demo.close();
  });

  it('places the seeded users, spreads providers around their city and reviews completed requests', async () => {
    const t = demo;
    expect(await seedDemo(t.ctx, domainSeeders)).toBe(true);
    const [counts] = rowsOf<{
      unplaced: number;
      providers: number;
      spots: number;
      reviews: number;
      searchable: number;
    }>(
      await t.ctx.db.execute(sql`
        SELECT
          (SELECT count(*) FROM users WHERE city IS NOT NULL AND latitude IS NULL)::int AS unplaced,
          (SELECT count(*) FROM users WHERE role = 'service_provider')::int AS providers,
          (SELECT count(DISTINCT (latitude, longitude)) FROM users WHERE role = 'service_provider')::int AS spots,
          (SELECT count(*) FROM reviews)::int AS reviews,
          (SELECT count(*) FROM service_search WHERE total_reviews > 0)::int AS searchable`),
    );
    expect(counts!.unplaced).toBe(0);
    expect(counts!.spots).toBe(counts!.providers);
    expect(counts!.reviews).toBeGreaterThanOrEqual(30);
    expect(counts!.searchable).toBeGreaterThan(0);
    // The demo parent keeps a completed request to review (the browser test writes it).
    const [open] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(sql`
        SELECT count(*)::int AS n FROM service_requests r JOIN users u ON u.id = r.requester_id
        WHERE u.email = ${DEMO_ACCOUNTS.petParent.email} AND r.status = 'completed'
          AND NOT EXISTS (SELECT 1 FROM reviews v WHERE v.service_request_id = r.id)`),
    );
    expect(open!.n).toBeGreaterThanOrEqual(1);
    // And a guest finds groomers near Bengaluru.
    const found = await t.client().get('/api/search/services?q=groming&city=Bengaluru');
    expect(found.json().total).toBeGreaterThan(0);
  });
});
