import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { addPet, postRequest, respond, signUp } from '../../../test/factories';
import { addReviews, providerWithServices } from '../../../test/discovery';

let t: TestApp;
let providerId: string;
let providerClient: TestClient;

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
  providerClient = p.client;
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
      // A guest does not see the provider's contact details (see the next test).
      phone: null,
      email: null,
      contactShared: false,
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

  it("shares the provider's phone and email with a parent once they accept the provider", async () => {
    const profile = async (client: TestClient) =>
      (await client.get(`/api/providers/${providerId}`)).json().provider;
    const parent = t.client();
    await signUp(parent, { name: 'Kiran Shah' });
    const hidden = await profile(parent);
    expect(hidden).toMatchObject({ phone: null, email: null, contactShared: false });

    // The provider themself sees them.
    expect(await profile(providerClient)).toMatchObject({
      phone: '+919812345678',
      contactShared: true,
    });
    expect((await profile(providerClient)).email).toMatch(/@/);

    // A response is not enough; the parent's acceptance is.
    const pet = await addPet(parent);
    const request = await postRequest(parent, pet.id, {
      place: { city: 'Chennai', country: 'India' },
    });
    const response = await respond(providerClient, request.id);
    expect(await profile(parent)).toMatchObject({ phone: null, email: null });
    const accepted = await parent.post(`/api/requests/${request.id}/accept`, {
      responseId: response.id,
    });
    expect(accepted.statusCode).toBe(200);
    const shared = await profile(parent);
    expect(shared).toMatchObject({ phone: '+919812345678', contactShared: true });
    expect(shared.email).toMatch(/@/);

    // Another parent still sees none; an emergency / 24×7 service publishes the phone only.
    const other = t.client();
    await signUp(other);
    expect(await profile(other)).toMatchObject({ phone: null, email: null });
    await t.ctx.database.exec(
      `UPDATE services SET emergency = true WHERE provider_id = '${providerId}' AND name = 'Meera Grooming'`,
    );
    expect(await profile(other)).toMatchObject({
      phone: '+919812345678',
      email: null,
      contactShared: false,
    });
    await t.ctx.database.exec(
      `UPDATE services SET emergency = false WHERE provider_id = '${providerId}'`,
    );
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
