import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relevanceScore } from '@petmitra/core/discovery/ratings';
import type { SearchResult } from '@petmitra/core/discovery/results';
import { indiaDateIn, setCreatedAt, signUp } from '../../../test/factories';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import {
  addReviews,
  BENGALURU,
  placeAt,
  pointFrom,
  providerWithServices,
} from '../../../test/discovery';
import { createSearchRepository, type SearchQuery } from './repository';

/**
 * A small fixed marketplace around Bengaluru's centre (C):
 *   A  Asha Pawcare      1.2 km N   Paws Spa Grooming      grooming  dog,cat  home  ₹300-1,500  5.0 (1)
 *   B  Ravi Kumar        6 km E     Happy Tails Dog Walking walking  dog      home  ₹250        4.0 (20)
 *   C  Meera Iyer        0.5 km S   Gentle Groomers Express grooming dog            ₹200        3.0 (3)
 *   D  Kabir Stays       2 km W     Cosy Pet Boarding  accommodation dog,cat        ₹1,200-6,000  -
 *   E  Dr Farhan Khan    Mumbai     City Vet Clinic     veterinary dog,cat,bird     ₹800        4.5 (2)
 *   H  Tara Joseph       15 km E    Whitefield Pet Taxi     taxi     dog,cat  home  ₹400        5.0 (2)
 * and two that must never show: F (service deactivated) and G (provider suspended).
 */
let t: TestApp;
let guest: TestClient;
const ids: Record<string, string> = {};

async function search(query: string): Promise<SearchResult> {
  const res = await guest.get(`/api/search/services?${query}`);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as SearchResult;
}

const names = (result: SearchResult) => result.services.map((s) => s.name);
const letters = (result: SearchResult) =>
  result.services.map((s) => Object.keys(ids).find((k) => ids[k] === s.id));

beforeAll(async () => {
  t = await createTestApp();
  guest = t.client();
  const reviewer = await signUp(t.client());
  const make = async (
    key: string,
    name: string,
    city: string,
    service: Record<string, unknown>,
    at: { lat: number; lng: number } | null,
    ratings: number[],
    createdDaysAgo: number,
  ) => {
    const { user, services } = await providerWithServices(
      t.client(),
      { name, city, country: 'India' },
      [service],
    );
    if (at) await placeAt(t.ctx, user.id, at);
    if (ratings.length) await addReviews(t.ctx, user.id, reviewer.user.id, ratings);
    await setCreatedAt(
      t.ctx,
      'services',
      services[0]!.id,
      new Date(Date.now() - createdDaysAgo * 86_400_000),
    );
    ids[key] = services[0]!.id;
    return { user, service: services[0]! };
  };
  await make(
    'A',
    'Asha Pawcare',
    'Bengaluru',
    {
      name: 'Paws Spa Grooming',
      category: 'grooming',
      petTypesAccepted: ['dog', 'cat'],
      homeServiceAvailable: true,
      charges: [
        { description: 'Nail trim', amount: 30_000 },
        { description: 'Full groom', amount: 150_000 },
      ],
    },
    pointFrom(BENGALURU, 1.2, 0),
    [5],
    60,
  );
  await make(
    'B',
    'Ravi Kumar',
    'Bengaluru',
    {
      name: 'Happy Tails Dog Walking',
      category: 'walking',
      petTypesAccepted: ['dog'],
      homeServiceAvailable: true,
      charges: [{ description: 'Thirty minute walk', amount: 25_000 }],
    },
    pointFrom(BENGALURU, 6, 90),
    [...Array(10).fill(5), ...Array(10).fill(3)],
    50,
  );
  await make(
    'C',
    'Meera Iyer',
    'Bengaluru',
    {
      name: 'Gentle Groomers Express',
      category: 'grooming',
      petTypesAccepted: ['dog'],
      homeServiceAvailable: false,
      charges: [{ description: 'Bath', amount: 20_000 }],
    },
    pointFrom(BENGALURU, 0.5, 180),
    [3, 3, 3],
    40,
  );
  await make(
    'D',
    'Kabir Stays',
    'Bengaluru',
    {
      name: 'Cosy Pet Boarding',
      category: 'accommodation',
      petTypesAccepted: ['dog', 'cat'],
      homeServiceAvailable: false,
      charges: [
        { description: 'One night', amount: 120_000 },
        { description: 'One week', amount: 600_000 },
      ],
    },
    pointFrom(BENGALURU, 2, 270),
    [],
    30,
  );
  // E is placed by saving the profile: the gazetteer puts Mumbai's centre on the map.
  const e = await providerWithServices(
    t.client(),
    { name: 'Dr Farhan Khan', city: 'Mumbai', country: 'India' },
    [
      {
        name: 'City Vet Clinic',
        category: 'veterinary',
        petTypesAccepted: ['dog', 'cat', 'bird'],
        homeServiceAvailable: false,
        charges: [{ description: 'Consultation', amount: 80_000 }],
      },
    ],
  );
  const saved = await e.client.patch('/api/profile', {
    name: 'Dr Farhan Khan',
    phone: '+919812345678',
    city: 'Bombay',
    country: 'India',
  });
  expect(saved.statusCode).toBe(200);
  await addReviews(t.ctx, e.user.id, reviewer.user.id, [4, 5]);
  await setCreatedAt(t.ctx, 'services', e.services[0]!.id, new Date(Date.now() - 20 * 86_400_000));
  ids.E = e.services[0]!.id;

  await make(
    'H',
    'Tara Joseph',
    'Bengaluru',
    {
      name: 'Whitefield Pet Taxi',
      category: 'taxi',
      petTypesAccepted: ['dog', 'cat'],
      homeServiceAvailable: true,
      charges: [{ description: 'City ride', amount: 40_000 }],
    },
    pointFrom(BENGALURU, 15, 90),
    [5, 5],
    10,
  );

  // F: deactivated by its provider; G: provider suspended. Both are grooming near the centre.
  const f = await providerWithServices(t.client(), { name: 'Nisha Rao', city: 'Bengaluru' }, [
    {
      name: 'Sleepy Grooming',
      category: 'grooming',
      petTypesAccepted: ['dog'],
      homeServiceAvailable: true,
      charges: [{ description: 'Bath', amount: 10_000 }],
    },
  ]);
  await placeAt(t.ctx, f.user.id, pointFrom(BENGALURU, 0.3, 45));
  const off = await f.client.patch(`/api/services/${f.services[0]!.id}`, { isActive: false });
  expect(off.statusCode).toBe(200);
  const g = await providerWithServices(t.client(), { name: 'Sam Ghosh', city: 'Bengaluru' }, [
    {
      name: 'Ghost Grooming',
      category: 'grooming',
      petTypesAccepted: ['dog'],
      charges: [{ description: 'Bath', amount: 10_000 }],
    },
  ]);
  await placeAt(t.ctx, g.user.id, pointFrom(BENGALURU, 0.4, 90));
  await t.ctx.database.exec(`UPDATE users SET suspended_at = now() WHERE id = '${g.user.id}'`);
});

afterAll(async () => {
  await t.close();
});

describe('search: free text', () => {
  it("finds grooming for 'groming' (typo) and never an inactive service or suspended provider", async () => {
    const result = await search('q=groming');
    expect(letters(result).sort()).toEqual(['A', 'C']);
    expect(names(result)).not.toContain('Sleepy Grooming');
    expect(names(result)).not.toContain('Ghost Grooming');
  });

  it('matches service name, category word, provider name, city (with aliases) and charge descriptions', async () => {
    expect(letters(await search('q=walking'))).toEqual(['B']);
    expect(letters(await search('q=boarding'))).toEqual(['D']);
    expect(letters(await search('q=ravi'))).toEqual(['B']);
    expect(letters(await search('q=nail%20trim'))).toEqual(['A']);
    expect(letters(await search('q=mumbai'))).toEqual(['E']);
    expect(letters(await search('q=bombay'))).toEqual(['E']);
    expect(letters(await search('q=bangalore%20taxi'))).toEqual(['H']);
    expect(letters(await search('q=veterinry'))).toEqual(['E']);
  });

  it('a pet named in the text means the pet types the service accepts', async () => {
    expect(letters(await search('q=bird')).sort()).toEqual(['E']);
    expect(letters(await search('q=cats%20grooming')).sort()).toEqual(['A']);
    expect(letters(await search('q=dog%20walking'))).toEqual(['B']);
  });

  it('ignores a blank query and words like "near me"', async () => {
    expect((await search('q=%20%20')).total).toBe(6);
    expect(letters(await search('q=taxi%20near%20me'))).toEqual(['H']);
  });
});

describe('search: filters', () => {
  it('category, with boarding and accommodation as one', async () => {
    expect(letters(await search('category=grooming')).sort()).toEqual(['A', 'C']);
    expect(letters(await search('category=boarding'))).toEqual(['D']);
    expect(letters(await search('category=accommodation'))).toEqual(['D']);
    expect((await search('category=all')).total).toBe(6);
    expect(letters(await search('q=groming&category=grooming')).sort()).toEqual(['A', 'C']);
    expect((await search('q=ravi&category=grooming')).total).toBe(0);
  });

  it('pet types overlap', async () => {
    expect(letters(await search('petTypes=bird'))).toEqual(['E']);
    expect(letters(await search('petTypes=cat,bird')).sort()).toEqual(['A', 'D', 'E', 'H']);
    expect(letters(await search('petTypes=cat&petTypes=bird')).sort()).toEqual([
      'A',
      'D',
      'E',
      'H',
    ]);
  });

  it('home service only', async () => {
    expect(letters(await search('homeServiceOnly=true')).sort()).toEqual(['A', 'B', 'H']);
  });

  it('price range in rupees overlaps the price list', async () => {
    expect(letters(await search('priceMax=300')).sort()).toEqual(['A', 'B', 'C']);
    expect(letters(await search('priceMin=1000')).sort()).toEqual(['A', 'D']);
    expect(letters(await search('priceMin=1000&priceMax=1000'))).toEqual(['A']);
    expect((await search('priceMin=0&priceMax=10000')).total).toBe(6);
  });

  it('minimum rating', async () => {
    expect(letters(await search('minRating=4')).sort()).toEqual(['A', 'B', 'E', 'H']);
    expect(letters(await search('minRating=5')).sort()).toEqual(['A', 'H']);
  });

  it('city and radius, with the counts', async () => {
    const ten = await search('city=Bengaluru');
    expect(letters(ten).sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(ten.location).toMatchObject({ source: 'city', label: 'Bengaluru', radiusKm: 10 });
    expect(ten.within5km).toBe(3);
    expect(ten.total).toBe(4);
    expect(ten.averageRating).toBe(4); // (5 + 4 + 3) / 3; D has no reviews
    expect(letters(await search('city=bangalore&radiusKm=5')).sort()).toEqual(['A', 'C', 'D']);
    expect(letters(await search('city=Bengaluru&radiusKm=25')).sort()).toEqual([
      'A',
      'B',
      'C',
      'D',
      'H',
    ]);
    expect(letters(await search('city=Mumbai'))).toEqual(['E']);
  });

  it("the browser's position and radius; distances in km", async () => {
    const near = await search(`lat=${BENGALURU.lat}&lng=${BENGALURU.lng}&radiusKm=1`);
    expect(letters(near)).toEqual(['C']);
    expect(near.services[0]!.distanceKm).toBe(0.5);
    expect(near.location).toMatchObject({ source: 'position', radiusKm: 1 });
  });

  it('words near a place: read as word-and-cell pairs, the same as words and cells apart', async () => {
    // Within 10 km, words and the category are looked up paired with their 0.1-degree cell;
    // too many pairs (a word that stands for many) fall back to words and cells looked up
    // apart. Both must find the same services at every radius.
    const repo = createSearchRepository(t.ctx.db);
    const base: SearchQuery = {
      wordTerms: [],
      category: null,
      petTypes: [],
      namedPets: [],
      homeServiceOnly: false,
      verifiedOnly: false,
      price: null,
      minRating: null,
      centre: BENGALURU,
      radiusKm: 10,
      cityWords: null,
      sort: 'distance',
      offset: 0,
      limit: 20,
      cap: 200,
    };
    const found = async (q: Partial<SearchQuery>) =>
      (await repo.search({ ...base, ...q }))
        .filter((r) => r.service_id !== null)
        .map((r) => Object.keys(ids).find((k) => ids[k] === r.service_id));
    // 40 words that match nothing push any word past 64 pairs.
    const padding = Array.from({ length: 40 }, (_, i) => `nothing${i}`);
    const expected: [Partial<SearchQuery>, Record<number, string[]>][] = [
      [{ wordTerms: [['groming', 'grooming']] }, { 1: ['C'], 10: ['C', 'A'] }],
      [{ wordTerms: [['pet'], ['spa', 'grooming']] }, { 1: ['C'], 10: ['C', 'A'] }],
      [
        { wordTerms: [['dog']], category: 'walking' },
        { 1: [], 10: ['B'] },
      ],
      [{ wordTerms: [['taxi']] }, { 10: [], 25: ['H'] }],
    ];
    for (const [q, byRadius] of expected) {
      for (const radiusKm of [1, 5, 10, 25]) {
        const paired = await found({ ...q, radiusKm });
        const apart = await found({
          ...q,
          radiusKm,
          wordTerms: q.wordTerms!.map((terms) => [...terms, ...padding]),
        });
        expect(apart).toEqual(paired);
        if (byRadius[radiusKm]) expect(paired).toEqual(byRadius[radiusKm]);
      }
    }
    expect(await found({ category: 'grooming' })).toEqual(['C', 'A']);
    expect(await found({ category: 'grooming', radiusKm: 1 })).toEqual(['C']);
  });

  it('a city the gazetteer does not know matches the address text instead', async () => {
    const result = await search('city=Atlantis');
    expect(result.cityNotPlaced).toBe(true);
    expect(result.location).toBeNull();
    expect(result.total).toBe(0);
  });

  it('availability date: today or later', async () => {
    expect((await search(`availableOn=${indiaDateIn(1)}`)).total).toBe(6);
    const past = await guest.get(`/api/search/services?availableOn=${indiaDateIn(-1)}`);
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('Availability date cannot be before today');
  });

  it('refuses values outside the spec', async () => {
    const radius = await guest.get('/api/search/services?radiusKm=7');
    expect(radius.statusCode).toBe(400);
    expect(radius.json().error.message).toBe('Radius must be one of 1, 5, 10, 25, 50, 100 km');
    const rating = await guest.get('/api/search/services?minRating=6');
    expect(rating.json().error.message).toBe('Minimum rating must be from 1 to 5 stars');
    const price = await guest.get('/api/search/services?priceMin=500&priceMax=100');
    expect(price.json().error.message).toBe('Minimum price cannot be more than the maximum price');
    // An unknown category is not found (never a silent fallback to every service).
    expect((await guest.get('/api/search/services?category=plumbing')).statusCode).toBe(404);
  });
});

describe('search: sorts', () => {
  it('relevance without a position: 0.4 x rating + 0.3 x ln(reviews + 1)', async () => {
    const result = await search('sort=relevance');
    expect(letters(result)).toEqual(['B', 'H', 'A', 'E', 'C', 'D']);
    const scores = result.services.map((s) =>
      relevanceScore(s.averageRating, s.totalReviews, null),
    );
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('relevance near a place adds 0.3 x (10 - km), so nearness can beat reviews', async () => {
    const result = await search('city=Bengaluru&sort=relevance');
    expect(letters(result)).toEqual(['A', 'C', 'B', 'D']);
    const scores = result.services.map((s) =>
      relevanceScore(s.averageRating, s.totalReviews, s.distanceKm),
    );
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('rating, price low and high, newest', async () => {
    expect(letters(await search('sort=rating'))).toEqual(['H', 'A', 'E', 'B', 'C', 'D']);
    expect(letters(await search('sort=price_low'))).toEqual(['C', 'B', 'A', 'H', 'E', 'D']);
    expect(letters(await search('sort=price_high'))).toEqual(['D', 'A', 'E', 'H', 'B', 'C']);
    expect(letters(await search('sort=newest'))).toEqual(['H', 'E', 'D', 'C', 'B', 'A']);
  });

  it('distance from the searched place; without a place it falls back to relevance', async () => {
    const result = await search('city=Bengaluru&radiusKm=25&sort=distance');
    expect(letters(result)).toEqual(['C', 'A', 'D', 'B', 'H']);
    expect(result.services.map((s) => s.distanceKm)).toEqual([0.5, 1.2, 2, 6, 15]);
    expect(letters(await search('sort=distance'))).toEqual(['B', 'H', 'A', 'E', 'C', 'D']);
  });
});

describe('search: pages and cards', () => {
  it('pages of the chosen size with hasMore (Load More)', async () => {
    const first = await search('sort=newest&pageSize=4');
    expect(letters(first)).toEqual(['H', 'E', 'D', 'C']);
    expect(first).toMatchObject({ total: 6, totalCapped: false, hasMore: true, page: 1 });
    const second = await search('sort=newest&pageSize=4&page=2');
    expect(letters(second)).toEqual(['B', 'A']);
    expect(second.hasMore).toBe(false);
  });

  it('a card carries what the spec shows', async () => {
    const [card] = (await search('q=paws')).services;
    expect(card).toMatchObject({
      name: 'Paws Spa Grooming',
      category: 'grooming',
      petTypesAccepted: ['dog', 'cat'],
      homeServiceAvailable: true,
      priceMin: 30_000,
      priceMax: 150_000,
      currency: 'INR',
      averageRating: 5,
      totalReviews: 1,
      distanceKm: null,
      provider: { name: 'Asha Pawcare', city: 'Bengaluru', country: 'India', verified: false },
    });
    // No contact details on a card: the profile shows them once a parent accepted the provider.
    expect(card!.provider.phone).toBeNull();
    expect(card!.provider).not.toHaveProperty('email');
    expect(card!.coordinates!.lat).toBeCloseTo(pointFrom(BENGALURU, 1.2, 0).lat, 5);
  });

  it('keeps the search table current when a provider renames themselves', async () => {
    const [card] = (await search('q=ravi')).services;
    await t.ctx.database.exec(
      `UPDATE users SET name = 'Ravindra K' WHERE id = '${card!.provider.id}'`,
    );
    expect(letters(await search('q=ravindra'))).toEqual(['B']);
    expect((await search('q=walking')).services[0]?.provider.name).toBe('Ravindra K');
  });
});

describe('search: the count cap', () => {
  /** A Pune provider with `count` stores services ('<name> 1'...), `amount` an SQL expression of g. */
  async function storesOf(
    provider: string,
    count: number,
    service: { name: string; pet: string; amount: string },
  ) {
    const made = await providerWithServices(t.client(), { name: provider, city: 'Pune' }, []);
    await t.ctx.database.exec(`
      INSERT INTO services (provider_id, name, category, pet_types_accepted, charges)
      SELECT '${made.user.id}', '${service.name} ' || g, 'stores', '{${service.pet}}',
             jsonb_build_array(jsonb_build_object('description', 'Food', 'amount', ${service.amount}))
      FROM generate_series(1, ${count}) AS g`);
    return made;
  }

  it('counts up to 200 matches, says when there are more, and pages stop there', async () => {
    await storesOf('Bulk Stores', 205, { name: 'Pet Store', pet: 'dog', amount: 'g * 100' });
    const first = await search('category=stores&sort=price_low');
    expect(first).toMatchObject({ total: 200, totalCapped: true, hasMore: true });
    expect(first.services[0]!.priceMin).toBe(100);
    const last = await search('category=stores&sort=price_low&page=10');
    expect(last.services).toHaveLength(20);
    expect(last.services.at(-1)!.priceMin).toBe(20_000);
    expect(last.hasMore).toBe(false);
    expect((await guest.get('/api/search/services?category=stores&page=11')).statusCode).toBe(400);
    expect((await search('category=stores&priceMax=50')).total).toBe(50);
  });

  it('by distance with more matches than the cap: the nearest 200, and the far one when fewer match', async () => {
    const pune = { lat: 18.5204, lng: 73.8567 };
    const crowd = await storesOf('Crowd Stores', 210, {
      name: 'Crowd Store',
      pet: 'cat',
      amount: '100',
    });
    await placeAt(t.ctx, crowd.user.id, pointFrom(pune, 1, 0));
    const far = await providerWithServices(t.client(), { name: 'Far Stores', city: 'Pune' }, [
      { name: 'Far Store', category: 'stores', petTypesAccepted: ['cat'] },
    ]);
    await placeAt(t.ctx, far.user.id, pointFrom(pune, 8, 90));
    const near = `lat=${pune.lat}&lng=${pune.lng}&radiusKm=10&petTypes=cat&category=stores`;
    const result = await search(`${near}&sort=distance`);
    expect(result).toMatchObject({ total: 200, totalCapped: true, within5km: 200 });
    expect(result.services.every((s) => s.distanceKm === 1)).toBe(true);
    const byRelevance = await search(`${near}&sort=relevance`);
    expect(byRelevance).toMatchObject({ total: 200, totalCapped: true });
    const sparse = await search(`lat=${pune.lat}&lng=${pune.lng}&radiusKm=10&q=far&sort=distance`);
    expect(sparse.services.map((s) => s.name)).toEqual(['Far Store']);
    expect(sparse.services[0]!.distanceKm).toBe(8);
  });
});
