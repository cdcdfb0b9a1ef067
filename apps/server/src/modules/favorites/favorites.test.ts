import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { signUp } from '../../../test/factories';
import { addReviews, providerWithServices } from '../../../test/discovery';

let t: TestApp;
let asha: string;
let ravi: string;
let parentA: TestClient;
let parentB: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  asha = (
    await providerWithServices(
      t.client(),
      { name: 'Asha Groomers', city: 'Pune', country: 'India' },
      [
        { name: 'Paws Spa', category: 'grooming' },
        { name: 'Paws Walks', category: 'walking', petTypesAccepted: ['dog'] },
      ],
    )
  ).user.id;
  ravi = (
    await providerWithServices(t.client(), { name: 'Ravi Kumar' }, [
      { name: 'Ravi Vet', category: 'veterinary' },
    ])
  ).user.id;
  parentA = t.client();
  const a = await signUp(parentA);
  parentB = t.client();
  await signUp(parentB);
  await addReviews(t.ctx, asha, a.user.id, [5, 4]);
});

afterAll(async () => {
  await t.close();
});

const list = async (client: TestClient) => (await client.get('/api/favorites')).json().favorites;

describe('favourites', () => {
  it('a parent adds providers, sees them newest first with ratings, and the profile shows the state', async () => {
    expect((await parentA.post(`/api/favorites/${asha}`)).statusCode).toBe(201);
    expect((await parentA.post(`/api/favorites/${asha}`)).statusCode).toBe(200);
    expect((await parentA.post(`/api/favorites/${ravi}`)).statusCode).toBe(201);
    const favorites = await list(parentA);
    expect(favorites.map((f: { id: string }) => f.id)).toEqual([ravi, asha]);
    expect(favorites[1]).toMatchObject({
      name: 'Asha Groomers',
      city: 'Pune',
      averageRating: 4.5,
      totalReviews: 2,
      categories: ['grooming', 'walking'],
    });
    expect((await parentA.get(`/api/favorites/${asha}`)).json()).toEqual({
      providerId: asha,
      isFavorite: true,
    });
    expect((await parentA.get(`/api/providers/${asha}`)).json().provider.isFavorite).toBe(true);
  });

  it('belong to their owner: another parent neither sees nor removes them', async () => {
    expect(await list(parentB)).toEqual([]);
    expect((await parentB.get(`/api/favorites/${asha}`)).json().isFavorite).toBe(false);
    expect((await parentB.get(`/api/providers/${asha}`)).json().provider.isFavorite).toBe(false);
    expect((await parentB.delete(`/api/favorites/${asha}`)).statusCode).toBe(204);
    expect((await list(parentA)).map((f: { id: string }) => f.id)).toContain(asha);
    expect((await parentA.delete(`/api/favorites/${asha}`)).statusCode).toBe(204);
    expect((await list(parentA)).map((f: { id: string }) => f.id)).toEqual([ravi]);
  });

  it('are for pet parents only, and only providers can be favourites', async () => {
    expect((await t.client().get('/api/favorites')).statusCode).toBe(401);
    const providerClient = t.client();
    await signUp(providerClient, { role: 'service_provider' });
    expect((await providerClient.get('/api/favorites')).statusCode).toBe(403);
    expect((await providerClient.post(`/api/favorites/${asha}`)).statusCode).toBe(403);
    const other = await signUp(t.client());
    const notProvider = await parentA.post(`/api/favorites/${other.user.id}`);
    expect(notProvider.statusCode).toBe(404);
    expect(notProvider.json().error.message).toBe('Provider not found');
    expect((await parentA.post('/api/favorites/not-a-uuid')).statusCode).toBe(400);
    // Guests and providers get no favourite state on the profile.
    expect((await t.client().get(`/api/providers/${asha}`)).json().provider.isFavorite).toBeNull();
  });

  it('leave the list when the provider is suspended', async () => {
    await parentB.post(`/api/favorites/${ravi}`);
    await t.ctx.database.exec(`UPDATE users SET suspended_at = now() WHERE id = '${ravi}'`);
    expect(await list(parentB)).toEqual([]);
  });
});
