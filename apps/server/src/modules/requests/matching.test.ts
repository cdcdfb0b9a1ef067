import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import {
  addPet,
  addService,
  moveToLastMonth,
  notificationsOf,
  postRequest,
  requestInput,
  signUp,
} from '../../../test/factories';
import { DIRECT_UNANSWERED_JOB } from './consumers';

/**
 * Issue 13, item 1: a request carries where the service is needed, and reaches only the
 * providers whose service radius holds that place (the board, the detail, responding and the
 * new-request notification agree).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Bengaluru's centre in the gazetteer: where requestInput() needs the service by default. */
const BENGALURU = { lat: 12.9716, lng: 77.5946 };
/** Degrees of latitude for a distance due north (1 degree is about 111.2 km). */
const northKm = (km: number) => km / 111.195;

async function providerAt(kmNorth: number, overrides: Record<string, unknown> = {}) {
  const client = t.client();
  const { user } = await signUp(client, { role: 'service_provider' });
  await addService(client, overrides);
  // A provider's place is their city's centre; here, a point due north of Bengaluru's.
  await t.ctx.database.exec(
    `UPDATE users SET latitude = ${BENGALURU.lat + northKm(kmNorth)}, longitude = ${BENGALURU.lng} WHERE id = '${user.id}'`,
  );
  return { client, id: user.id };
}

async function parent(profile?: { city: string; country: string }) {
  const client = t.client();
  const { user } = await signUp(client, profile ?? {});
  const pet = await addPet(client);
  return { client, id: user.id, pet };
}

const boardIds = async (client: TestClient) => {
  const res = await client.get('/api/open-requests');
  expect(res.statusCode).toBe(200);
  return res.json() as {
    requests: { id: string; distanceKm: number | null; place: string | null }[];
    area: { place: string | null; radiusKm: number };
  };
};

describe('location-aware matching', () => {
  it('shows a request 8 km away and not one 40 km away; the notification goes only to the near one', async () => {
    const near = await providerAt(8);
    const far = await providerAt(40);
    const p = await parent();
    const request = await postRequest(p.client, p.pet.id);

    const nearBoard = await boardIds(near.client);
    const card = nearBoard.requests.find((r) => r.id === request.id);
    expect(card).toMatchObject({ place: 'Bengaluru, India' });
    expect(card!.distanceKm).toBeCloseTo(8, 0);
    expect(nearBoard.area).toEqual({ place: 'Bengaluru, India', radiusKm: 10 });
    expect((await boardIds(far.client)).requests.map((r) => r.id)).not.toContain(request.id);

    // The far provider cannot open or answer it either.
    expect((await far.client.get(`/api/requests/${request.id}`)).statusCode).toBe(404);
    const answer = await far.client.post(`/api/requests/${request.id}/responses`, {
      message: 'I can come over tomorrow morning.',
      estimatedPrice: 90_000,
    });
    expect(answer.statusCode).toBe(404);
    expect((await near.client.get(`/api/requests/${request.id}`)).statusCode).toBe(200);

    const told = (await notificationsOf(t.ctx, near.id)).filter(
      (n) => n.type === 'service_request_new' && n.data.requestId === request.id,
    );
    expect(told).toHaveLength(1);
    const notTold = (await notificationsOf(t.ctx, far.id)).filter(
      (n) => n.type === 'service_request_new',
    );
    expect(notTold).toHaveLength(0);
  });

  it("a wider service radius reaches further; the setting is the provider's own", async () => {
    const far = await providerAt(40);
    const p = await parent();
    const request = await postRequest(p.client, p.pet.id);
    expect((await boardIds(far.client)).requests.map((r) => r.id)).not.toContain(request.id);

    const set = await far.client.put('/api/open-requests/radius', { radiusKm: 50 });
    expect(set.statusCode).toBe(200);
    expect(set.json().area).toEqual({ place: 'Bengaluru, India', radiusKm: 50 });
    expect((await boardIds(far.client)).requests.map((r) => r.id)).toContain(request.id);

    const tooFar = await far.client.put('/api/open-requests/radius', { radiusKm: 500 });
    expect(tooFar.statusCode).toBe(400);
    expect((await boardIds(far.client)).area.radiusKm).toBe(50);
    expect((await p.client.put('/api/open-requests/radius', { radiusKm: 20 })).statusCode).toBe(
      403,
    );
  });

  it('a home-service request reaches only providers who offer home service', async () => {
    const visits = await providerAt(2, { homeServiceAvailable: false });
    const travels = await providerAt(3, { homeServiceAvailable: true });
    const p = await parent();
    const home = await postRequest(p.client, p.pet.id, { serviceMode: 'home' });
    await moveToLastMonth(t.ctx, p.id);
    const atProvider = await postRequest(p.client, p.pet.id, { serviceMode: 'at_provider' });

    const visitsBoard = (await boardIds(visits.client)).requests.map((r) => r.id);
    expect(visitsBoard).toContain(atProvider.id);
    expect(visitsBoard).not.toContain(home.id);
    const travelsBoard = (await boardIds(travels.client)).requests.map((r) => r.id);
    expect(travelsBoard).toEqual(expect.arrayContaining([home.id, atProvider.id]));
  });

  it("takes the parent's saved city by default, another city when given, and refuses an unknown one", async () => {
    const p = await parent({ city: 'Mysore', country: 'India' });
    const { place: _place, ...withoutPlace } = requestInput(p.pet.id);
    const byDefault = await p.client.post('/api/requests', withoutPlace);
    expect(byDefault.statusCode).toBe(201);
    expect(byDefault.json().request).toMatchObject({
      place: 'Mysuru, India',
      serviceMode: 'at_provider',
    });

    // Bengaluru providers are 125 km from Mysuru: not on their board.
    const near = await providerAt(0);
    expect((await boardIds(near.client)).requests.map((r) => r.id)).not.toContain(
      byDefault.json().request.id,
    );

    const unknown = await p.client.post(
      '/api/requests',
      requestInput(p.pet.id, { place: { city: 'Atlantis', country: 'India' } }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      'We could not find this city. Please choose one from the suggestions.',
    );
  });

  it('a parent without a saved city must say where', async () => {
    const p = await parent();
    const { place: _place, ...withoutPlace } = requestInput(p.pet.id);
    const res = await p.client.post('/api/requests', withoutPlace);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please tell us where the service is needed');
  });

  it('a provider without a place on their profile is told so and sees no nearby requests', async () => {
    const client = t.client();
    await signUp(client, { role: 'service_provider', city: undefined, country: undefined });
    await addService(client);
    const p = await parent();
    await postRequest(p.client, p.pet.id);
    const reply = await boardIds(client);
    expect(reply.requests).toEqual([]);
    expect(reply.area).toEqual({ place: null, radiusKm: 10 });
  });
});

describe('direct requests', () => {
  it('is seen by its provider only, until the parent widens it', async () => {
    const chosen = await providerAt(2);
    const other = await providerAt(1);
    const p = await parent();
    const request = await postRequest(p.client, p.pet.id, { providerId: chosen.id });

    const mine = (await boardIds(chosen.client)).requests.find((r) => r.id === request.id);
    expect(mine).toMatchObject({ direct: true });
    expect((await boardIds(other.client)).requests.map((r) => r.id)).not.toContain(request.id);
    expect((await other.client.get(`/api/requests/${request.id}`)).statusCode).toBe(404);
    const parentView = (await p.client.get(`/api/requests/${request.id}`)).json().request;
    expect(parentView).toMatchObject({
      directProvider: { id: chosen.id },
      widenOffered: false,
    });
    // Only the chosen provider is told.
    expect(
      (await notificationsOf(t.ctx, other.id)).filter((n) => n.data.requestId === request.id),
    ).toHaveLength(0);
    expect(
      (await notificationsOf(t.ctx, chosen.id)).filter((n) => n.data.requestId === request.id),
    ).toHaveLength(1);

    // Another provider cannot decline it; the chosen one can, once; the parent is offered to widen.
    expect((await other.client.post(`/api/requests/${request.id}/decline`)).statusCode).toBe(404);
    expect((await chosen.client.post(`/api/requests/${request.id}/decline`)).statusCode).toBe(200);
    expect((await chosen.client.post(`/api/requests/${request.id}/decline`)).statusCode).toBe(409);
    // Declined, it leaves the chosen provider's board (nobody else's has it until it is widened).
    expect((await boardIds(chosen.client)).requests.map((r) => r.id)).not.toContain(request.id);
    const offers = (await notificationsOf(t.ctx, p.id)).filter(
      (n) => n.title === 'Provider Declined',
    );
    expect(offers).toHaveLength(1);
    expect((await p.client.get(`/api/requests/${request.id}`)).json().request.widenOffered).toBe(
      true,
    );

    const widened = await p.client.post(`/api/requests/${request.id}/widen`);
    expect(widened.statusCode).toBe(200);
    expect(widened.json().request.directProvider).toBeNull();
    expect((await boardIds(other.client)).requests.map((r) => r.id)).toContain(request.id);
    expect(
      (await notificationsOf(t.ctx, other.id)).filter((n) => n.data.requestId === request.id),
    ).toHaveLength(1);
    expect((await p.client.post(`/api/requests/${request.id}/widen`)).statusCode).toBe(409);
  });

  it('refuses a provider who does not offer the service', async () => {
    const walker = await providerAt(1, { category: 'walking' });
    const p = await parent();
    const res = await p.client.post(
      '/api/requests',
      requestInput(p.pet.id, { providerId: walker.id }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This provider does not offer this service right now');
  });

  it('offers the parent to widen when the provider does not answer in time (scheduled job)', async () => {
    const chosen = await providerAt(2);
    const p = await parent();
    const request = await postRequest(p.client, p.pet.id, { providerId: chosen.id });
    await t.ctx.jobs.run(DIRECT_UNANSWERED_JOB, {});
    expect(
      (await notificationsOf(t.ctx, p.id)).filter((n) => n.title === 'No Answer Yet'),
    ).toHaveLength(0);
    await t.ctx.database.exec(
      `UPDATE service_requests SET direct_until = now() - interval '1 minute' WHERE id = '${request.id}'`,
    );
    await t.ctx.jobs.run(DIRECT_UNANSWERED_JOB, {});
    await t.ctx.jobs.run(DIRECT_UNANSWERED_JOB, {});
    expect(
      (await notificationsOf(t.ctx, p.id)).filter((n) => n.title === 'No Answer Yet'),
    ).toHaveLength(1);
  });
});
