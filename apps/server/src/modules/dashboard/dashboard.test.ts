import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { addPet, addService, postRequest, respond, signUp } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('home page figures', () => {
  it('are for their own role', async () => {
    const parent = t.client();
    await signUp(parent);
    const provider = t.client();
    await signUp(provider, { role: 'service_provider' });
    expect((await parent.get('/api/dashboard/provider')).statusCode).toBe(403);
    expect((await provider.get('/api/dashboard/parent')).statusCode).toBe(403);
    expect((await t.client().get('/api/dashboard/parent')).statusCode).toBe(401);
  });

  it('start at zero for new users', async () => {
    const parent = t.client();
    await signUp(parent);
    expect((await parent.get('/api/dashboard/parent')).json()).toMatchObject({
      pets: 0,
      requests: 0,
      requestsThisMonth: { used: 0, limit: 1, remaining: 1 },
      activeRequests: 0,
      completedRequests: 0,
      recentActivity: [],
    });
    const provider = t.client();
    await signUp(provider, { role: 'service_provider' });
    expect((await provider.get('/api/dashboard/provider')).json()).toMatchObject({
      services: 0,
      activeServices: 0,
      activeRequests: 0,
      responsesThisMonth: { used: 0, limit: 1, remaining: 1 },
      totalResponses: 0,
      rating: 0,
      reviewCount: 0,
      recentRequests: [],
      recentActivity: [],
    });
  });

  it('show real figures and recent activity after the loop', async () => {
    const provider = t.client();
    await signUp(provider, { role: 'service_provider', name: 'Imran Groomer' });
    await addService(provider, { category: 'grooming' });
    const walks = await addService(provider, { category: 'walking', name: 'Walks' });
    await provider.patch(`/api/services/${walks.id}`, { isActive: false });

    const parent = t.client();
    await signUp(parent, { name: 'Pooja Menon' });
    const bruno = await addPet(parent, { name: 'Bruno' });
    await addPet(parent, { name: 'Coco', type: 'bird', weight: 0.3 });
    const request = await postRequest(parent, bruno.id);

    const board = (await provider.get('/api/dashboard/provider')).json();
    expect(board.activeRequests).toBe(1);
    expect(board.recentRequests.map((r: { id: string }) => r.id)).toEqual([request.id]);

    await respond(provider, request.id, { estimatedPrice: 80_000 });

    const home = (await parent.get('/api/dashboard/parent')).json();
    expect(home).toMatchObject({
      pets: 2,
      requests: 1,
      requestsThisMonth: { used: 1, limit: 1, remaining: 0 },
      activeRequests: 1,
      completedRequests: 0,
    });
    const kinds = home.recentActivity.map((a: { kind: string; title: string }) => [
      a.kind,
      a.title,
    ]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['pet_added', 'Added Bruno (Dog)'],
        ['pet_added', 'Added Coco (Bird)'],
        ['request_posted', 'Requested Pet Grooming for Bruno (Dog)'],
        ['response_received', 'Imran Groomer responded to your Pet Grooming request'],
      ]),
    );
    expect(home.recentActivity[0].kind).toBe('response_received');

    const after = (await provider.get('/api/dashboard/provider')).json();
    expect(after).toMatchObject({
      services: 2,
      activeServices: 1,
      activeRequests: 0,
      responsesThisMonth: { used: 1, limit: 1, remaining: 0 },
      totalResponses: 1,
      rating: 0,
      recentRequests: [],
    });
    expect(after.recentActivity[0]).toMatchObject({
      kind: 'response_sent',
      title: 'Responded to Pet Grooming for Pooja Menon (₹800)',
      link: `/request/${request.id}`,
    });
  });

  it('are described, with the rest of the marketplace, in the OpenAPI document', async () => {
    const paths = Object.keys((await t.client().get('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/pets',
        '/api/pets/{id}/photo',
        '/api/my/services',
        '/api/services/{id}',
        '/api/requests/quota',
        '/api/requests/{id}/accept',
        '/api/open-requests',
        '/api/requests/{id}/responses',
        '/api/responses/{id}/complete',
        '/api/my/responses',
        '/api/dashboard/parent',
        '/api/dashboard/provider',
        '/api/notifications/unread-count',
      ]),
    );
  });
});
