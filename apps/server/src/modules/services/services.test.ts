import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  addPet,
  addService,
  moveToLastMonth,
  postRequest,
  respond,
  serviceInput,
  signUp,
} from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function provider() {
  const client = t.client();
  const { user } = await signUp(client, { role: 'service_provider' });
  return { client, user };
}

describe('provider services', () => {
  it('are for providers only', async () => {
    expect((await t.client().get('/api/my/services')).statusCode).toBe(401);
    const parent = t.client();
    await signUp(parent);
    expect((await parent.get('/api/my/services')).statusCode).toBe(403);
    const res = await parent.post('/api/services', serviceInput());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('permission');
  });

  it('adds a service with charges in paise and lists it with stats and the summary', async () => {
    const { client, user } = await provider();
    const res = await client.post(
      '/api/services',
      serviceInput({
        name: ' Doorstep Grooming ',
        petTypesAccepted: ['dog', 'dog', 'guinea pig'],
        charges: [
          { description: 'Bath', amount: 49_950 },
          { description: 'Nail trim', amount: 0 },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().service).toMatchObject({
      providerId: user.id,
      name: 'Doorstep Grooming',
      category: 'grooming',
      petTypesAccepted: ['dog', 'guinea pig'],
      homeServiceAvailable: true,
      charges: [
        { description: 'Bath', amount: 49_950 },
        { description: 'Nail trim', amount: 0 },
      ],
      isActive: true,
    });
    await addService(client, { category: 'walking', name: 'Walks', homeServiceAvailable: false });
    const list = await client.get('/api/my/services');
    expect(list.statusCode).toBe(200);
    expect(list.json().services.map((s: { name: string }) => s.name)).toEqual([
      'Walks',
      'Doorstep Grooming',
    ]);
    expect(list.json().services[0].stats).toEqual({ totalRequests: 0, activeRequests: 0 });
    expect(list.json().summary).toEqual({
      totalServices: 2,
      activeServices: 2,
      totalRequests: 0,
      activeRequests: 0,
      percentActive: 100,
      averageRequestsPerService: 0,
      homeServices: 1,
    });
  });

  it('refuses invalid services with the messages', async () => {
    const { client } = await provider();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ category: undefined }, 'category', 'Please select a category'],
      [{ category: 'boarding' }, 'category', 'Please select a category'],
      [{ name: ' ' }, 'name', 'Service name is required'],
      [{ petTypesAccepted: [] }, 'petTypesAccepted', 'Please select at least one pet type'],
      [{ charges: [] }, 'charges', 'Please add at least one charge'],
      [
        { charges: [{ description: '', amount: 100 }] },
        'charges.0.description',
        'Charge description is required',
      ],
      [
        { charges: [{ description: 'Bath', amount: -1 }] },
        'charges.0.amount',
        'Please enter an amount of 0 or more',
      ],
      [
        { charges: [{ description: 'Bath', amount: 10.5 }] },
        'charges.0.amount',
        'Please enter an amount of 0 or more',
      ],
      [
        { charges: [{ description: 'Bath', amount: -500 }] },
        'charges.0.amount',
        'Please enter an amount of 0 or more',
      ],
      [
        { charges: [{ description: 'Bath', amount: 'abc' }] },
        'charges.0.amount',
        'Please enter an amount of 0 or more',
      ],
    ];
    for (const [override, field, message] of cases) {
      const res = await client.post('/api/services', serviceInput(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().error.details.fieldErrors[field], field).toContain(message);
    }
    expect((await client.get('/api/my/services')).json().services).toHaveLength(0);
  });

  it('edits, deactivates and deletes a service', async () => {
    const { client } = await provider();
    const service = await addService(client);
    const edited = await client.patch(`/api/services/${service.id}`, {
      name: 'Spa Day',
      charges: [{ description: 'Spa', amount: 250_000 }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().service).toMatchObject({
      name: 'Spa Day',
      category: 'grooming',
      charges: [{ description: 'Spa', amount: 250_000 }],
    });
    const off = await client.patch(`/api/services/${service.id}`, { isActive: false });
    expect(off.json().service.isActive).toBe(false);
    const mine = (await client.get('/api/my/services')).json();
    expect(mine.summary).toMatchObject({ totalServices: 1, activeServices: 0, percentActive: 0 });
    expect((await client.get(`/api/my/services/${service.id}`)).json().service.isActive).toBe(
      false,
    );
    expect((await client.delete(`/api/services/${service.id}`)).statusCode).toBe(204);
    expect((await client.get('/api/my/services')).json().services).toHaveLength(0);
  });

  it("does not let provider B edit or delete provider A's service", async () => {
    const a = await provider();
    const b = await provider();
    const service = await addService(a.client);
    for (const res of [
      await b.client.get(`/api/my/services/${service.id}`),
      await b.client.patch(`/api/services/${service.id}`, { isActive: false, name: 'Mine' }),
      await b.client.delete(`/api/services/${service.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Service not found');
    }
    const still = (await a.client.get('/api/my/services')).json().services[0];
    expect(still).toMatchObject({ id: service.id, name: 'Full Grooming', isActive: true });
  });

  it('counts the requests a service handled, and the performance summary', async () => {
    const p = await provider();
    const grooming = await addService(p.client, { category: 'grooming' });
    const vet = await addService(p.client, {
      category: 'veterinary',
      name: 'Vet visits',
      emergency: true,
    });
    const walks = await addService(p.client, { category: 'walking', name: 'Walks' });
    await p.client.patch(`/api/services/${walks.id}`, { isActive: false });

    const parent = t.client();
    const { user: parentUser } = await signUp(parent);
    const pet = await addPet(parent);
    const groomingRequest = await postRequest(parent, pet.id);
    await respond(p.client, groomingRequest.id);
    await moveToLastMonth(t.ctx, parentUser.id);
    await moveToLastMonth(t.ctx, p.user.id);
    // Emergency Care goes to pet hospitals and emergency / 24×7 services (this vet's).
    const emergency = await postRequest(parent, pet.id, { serviceName: 'Emergency Care' });
    await respond(p.client, emergency.id);
    await parent.post(`/api/requests/${groomingRequest.id}/cancel`);

    const list = (await p.client.get('/api/my/services')).json();
    const byId = Object.fromEntries(
      list.services.map((s: { id: string; stats: unknown }) => [s.id, s.stats]),
    );
    expect(byId[grooming.id]).toEqual({ totalRequests: 1, activeRequests: 0 });
    expect(byId[vet.id]).toEqual({ totalRequests: 1, activeRequests: 1 });
    expect(list.summary).toMatchObject({
      totalServices: 3,
      totalRequests: 2,
      activeRequests: 1,
      percentActive: 67,
      averageRequestsPerService: 0.7,
      homeServices: 3,
    });
  });
});
