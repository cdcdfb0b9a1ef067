import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/factories';
import { addReviews, providerWithServices } from '../../../test/discovery';

let t: TestApp;
let providerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const p = await providerWithServices(
    t.client(),
    { name: 'Meera Iyer', city: 'Chennai', country: 'India' },
    [
      { name: 'Meera Grooming', category: 'grooming' },
      { name: 'Meera Walks', category: 'walking', petTypesAccepted: ['dog'] },
      { name: 'Meera Taxi', category: 'taxi' },
    ],
  );
  providerId = p.user.id;
  await p.client.patch('/api/profile', {
    name: 'Meera Iyer',
    phone: '+919812345678',
    city: 'Madras',
    country: 'India',
  });
  const taxi = p.services[2]!;
  expect((await p.client.patch(`/api/services/${taxi.id}`, { isActive: false })).statusCode).toBe(
    200,
  );
  const parent = await signUp(t.client(), { name: 'Rohan Das' });
  await addReviews(t.ctx, providerId, parent.user.id, [5, 4, 3, 5, 4, 2, 5]);
});

afterAll(async () => {
  await t.close();
});

describe('provider public profile', () => {
  it('shows the provider, active services only, the first five reviews and the stats, to anyone', async () => {
    const res = await t.client().get(`/api/providers/${providerId}`);
    expect(res.statusCode).toBe(200);
    const provider = res.json().provider;
    expect(provider).toMatchObject({
      id: providerId,
      name: 'Meera Iyer',
      city: 'Madras',
      country: 'India',
      coordinates: { lat: 13.0827, lng: 80.2707 },
      averageRating: 4,
      totalReviews: 7,
      phone: '+919812345678',
      verified: false,
      isFavorite: null,
      stats: { services: 2, completedRequests: 7, responses: 0 },
    });
    expect(provider.services.map((s: { name: string }) => s.name).sort()).toEqual([
      'Meera Grooming',
      'Meera Walks',
    ]);
    expect(provider.reviews).toHaveLength(5);
    expect(provider.reviews.map((r: { rating: number }) => r.rating)).toEqual([5, 2, 4, 5, 3]);
    expect(provider.reviews[0]).toMatchObject({
      reviewerName: 'Rohan Das',
      serviceName: 'Pet Grooming',
    });
  });

  it("answers 'Provider not found' for an unknown id, a pet parent, a suspended provider or garbage", async () => {
    const parent = await signUp(t.client());
    const ids = ['00000000-0000-4000-8000-000000000000', parent.user.id, 'abc'];
    for (const id of ids) {
      const res = await t.client().get(`/api/providers/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Provider not found');
    }
    await t.ctx.database.exec(`UPDATE users SET suspended_at = now() WHERE id = '${providerId}'`);
    expect((await t.client().get(`/api/providers/${providerId}`)).statusCode).toBe(404);
    await t.ctx.database.exec(`UPDATE users SET suspended_at = NULL WHERE id = '${providerId}'`);
  });
});
