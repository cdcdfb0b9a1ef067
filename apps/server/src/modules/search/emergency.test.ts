import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmergencyResult } from '@petmitra/core/discovery/emergency';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { BENGALURU, placeAt, pointFrom, providerWithServices } from '../../../test/discovery';

/**
 * Emergency care (issue 13, item 5) and unknown categories. Around Bengaluru's centre:
 *   near   3 km   24×7 vet (emergency flag)
 *   mid    8 km   pet hospital (no flag: every hospital is listed)
 *   far    Mumbai 24×7 vet
 *   day    1 km   vet without the flag: never listed
 *   groom  0.5 km grooming without the flag: never listed
 */
let t: TestApp;
let guest: TestClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  guest = t.client();
  const make = async (
    key: string,
    name: string,
    service: Record<string, unknown>,
    at: { lat: number; lng: number },
  ) => {
    const { user, services } = await providerWithServices(
      t.client(),
      { name, city: 'Bengaluru', country: 'India' },
      [service],
    );
    await placeAt(t.ctx, user.id, at);
    ids[key] = services[0]!.id;
  };
  await make(
    'near',
    'Dr Nandini Rao',
    { category: 'veterinary', name: 'Night Vet', emergency: true },
    pointFrom(BENGALURU, 3, 0),
  );
  await make(
    'mid',
    'Cessna Pet Hospital',
    { category: 'hospitals', name: 'Cessna Lifeline Pet Hospital' },
    pointFrom(BENGALURU, 8, 90),
  );
  await make(
    'far',
    'Dr Farhan Khan',
    { category: 'veterinary', name: 'Mumbai 24x7 Vet', emergency: true },
    { lat: 19.076, lng: 72.8777 },
  );
  await make(
    'day',
    'Dr Day Only',
    { category: 'veterinary', name: 'Day Clinic' },
    pointFrom(BENGALURU, 1, 180),
  );
  await make(
    'groom',
    'Groomer',
    { category: 'grooming', name: 'Paws Spa' },
    pointFrom(BENGALURU, 0.5, 270),
  );
});

afterAll(async () => {
  await t.close();
});

const keysOf = (result: EmergencyResult) =>
  result.services.map((s) => Object.keys(ids).find((k) => ids[k] === s.id));

describe('GET /api/search/emergency', () => {
  it('lists 24×7 services and pet hospitals, nearest first, with the phone to call', async () => {
    const res = await guest.get(`/api/search/emergency?lat=${BENGALURU.lat}&lng=${BENGALURU.lng}`);
    expect(res.statusCode).toBe(200);
    const result = res.json() as EmergencyResult;
    expect(keysOf(result)).toEqual(['near', 'mid', 'far']);
    const [near, mid] = result.services;
    expect(near!.emergency).toBe(true);
    expect(near!.distanceKm).toBeCloseTo(3, 0);
    expect(near!.provider.phone).toMatch(/^\+\d+/);
    expect(mid!.emergency).toBe(false);
    expect(mid!.category).toBe('hospitals');
  });

  it('measures from a city the gazetteer knows', async () => {
    const result = (await guest.get('/api/search/emergency?city=Mumbai')).json() as EmergencyResult;
    expect(keysOf(result)[0]).toBe('far');
    expect(result.location?.label).toBe('Mumbai');
  });

  it('a provider can flag a service as emergency / 24×7 and clear it again', async () => {
    const { client, services } = await providerWithServices(
      t.client(),
      { name: 'Dr Late Night', city: 'Bengaluru', country: 'India' },
      [{ category: 'veterinary', name: 'Late Vet' }],
    );
    const id = services[0]!.id;
    const listed = async () =>
      ((await guest.get('/api/search/emergency')).json() as EmergencyResult).services.some(
        (s) => s.id === id,
      );
    expect(await listed()).toBe(false);
    const on = await client.patch(`/api/services/${id}`, { emergency: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().service.emergency).toBe(true);
    expect(await listed()).toBe(true);
    await client.patch(`/api/services/${id}`, { emergency: false });
    expect(await listed()).toBe(false);
  });
});

describe('unknown categories', () => {
  it('answer not found, never every service', async () => {
    for (const category of ['foo', 'emergency', 'grooming%20x']) {
      const res = await guest.get(`/api/search/services?category=${category}`);
      expect(res.statusCode, category).toBe(404);
      expect(res.json().error.message).toBe('Category not found');
    }
    expect((await guest.get('/api/search/services?category=grooming')).statusCode).toBe(200);
    expect((await guest.get('/api/search/services?category=')).statusCode).toBe(200);
  });
});
