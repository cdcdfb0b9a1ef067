import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import {
  addPet,
  addService,
  indiaDateIn,
  moveToLastMonth,
  postRequest,
  respond,
  setCreatedAt,
  signUp,
  afterAnyService,
} from '../../../test/factories';

let t: TestApp;
/** The board's provider: grooming and veterinary active, walking inactive. */
let me: { client: TestClient; id: string };
const ids: Record<string, string> = {};
let parentId: string;

const base = Date.now() - 40 * 86_400_000;
const minutesAfterBase = (m: number) => new Date(base + m * 60_000);

async function newProvider(categories: string[]) {
  const client = t.client();
  const { user } = await signUp(client, { role: 'service_provider' });
  for (const category of categories) await addService(client, { category });
  return { client, id: user.id };
}

/** Responds as a provider, then frees their monthly response again. */
async function respondFree(p: { client: TestClient; id: string }, requestId: string) {
  const response = await respond(p.client, requestId);
  await moveToLastMonth(t.ctx, p.id);
  return response;
}

beforeAll(async () => {
  t = await createTestApp();
  me = await newProvider(['grooming', 'veterinary', 'walking']);
  const services = (await me.client.get('/api/my/services')).json().services;
  // Their vet service is open day and night, so Emergency Care reaches them (decision 0023).
  const vet = services.find((s: { category: string }) => s.category === 'veterinary');
  await me.client.patch(`/api/services/${vet.id}`, { emergency: true });
  const walking = services.find((s: { category: string }) => s.category === 'walking');
  await me.client.patch(`/api/services/${walking.id}`, { isActive: false });
  const other1 = await newProvider(['grooming', 'veterinary']);
  const other2 = await newProvider(['grooming']);

  const parent = t.client();
  parentId = (await signUp(parent, { name: 'Farah Khan' })).user.id;
  await parent.patch('/api/profile', {
    name: 'Farah Khan',
    phone: '+919876543210',
    city: 'Pune',
    country: 'India',
  });
  const dog = await addPet(parent, { name: 'Simba', type: 'dog' });
  const cat = await addPet(parent, { name: 'Luna', type: 'cat' });

  const post = async (key: string, minute: number, overrides: Record<string, unknown>) => {
    const request = await postRequest(parent, dog.id, overrides);
    await setCreatedAt(t.ctx, 'service_requests', request.id, minutesAfterBase(minute));
    ids[key] = request.id;
    return request;
  };

  // Visible to me:
  await post('lowGrooming', 10, { neededOn: indiaDateIn(10), budgetAmount: 100_000 });
  await post('urgentEmergency', 20, {
    serviceName: 'Emergency Care',
    petId: cat.id,
    neededOn: indiaDateIn(1),
    neededAt: '00:00',
    budgetAmount: null,
    description: 'Luna is not eating',
  });
  await post('mediumGrooming', 30, {
    neededOn: indiaDateIn(3),
    neededAt: '00:00',
    budgetAmount: 300_000,
  });
  await respondFree(other1, ids.mediumGrooming!);
  await respondFree(other2, ids.mediumGrooming!);
  await post('vetResponded', 40, {
    serviceName: 'Veterinary Care',
    neededOn: indiaDateIn(3),
    neededAt: '12:00',
    budgetAmount: 200_000,
  });
  await respondFree(other1, ids.vetResponded!);

  // Not visible to me:
  await post('walking', 50, { serviceName: 'Dog Walking' });
  const cancelled = await post('cancelled', 60, {});
  await parent.post(`/api/requests/${cancelled.id}/cancel`);
  const accepted = await post('accepted', 70, {});
  const acceptedResponse = await respondFree(other2, accepted.id);
  await parent.post(`/api/requests/${accepted.id}/accept`, { responseId: acceptedResponse.id });
  const completed = await post('completed', 80, {});
  const completedResponse = await respondFree(other1, completed.id);
  await parent.post(`/api/requests/${completed.id}/accept`, { responseId: completedResponse.id });
  await parent.at(afterAnyService()).post(`/api/requests/${completed.id}/complete`);
  parent.at(null);
  const answered = await post('answeredByMe', 90, {});
  await respondFree(me, answered.id);
});
afterAll(async () => {
  await t.close();
});

const board = async (query = '') => {
  const res = await me.client.get(`/api/open-requests${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const order = (reply: { requests: { id: string }[] }) =>
  reply.requests.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

describe('the Open Service Requests board', () => {
  it('is for providers only', async () => {
    const parent = t.client();
    await signUp(parent);
    expect((await parent.get('/api/open-requests')).statusCode).toBe(403);
    expect((await t.client().get('/api/open-requests')).statusCode).toBe(401);
  });

  it("shows only open requests in my active categories that I haven't answered", async () => {
    // Most urgent first, then nearest (all four are at Bengaluru's centre), then soonest.
    const reply = await board();
    expect(order(reply)).toEqual([
      'urgentEmergency',
      'mediumGrooming',
      'vetResponded',
      'lowGrooming',
    ]);
    expect(reply.counts).toEqual({ total: 4, open: 2, urgent: 1, noResponses: 2 });
    expect(reply).toMatchObject({ total: 4, page: 1, pageSize: 20 });
  });

  it('shows the card fields', async () => {
    const card = (await board()).requests.find((r: { id: string }) => r.id === ids.urgentEmergency);
    expect(card).toEqual({
      id: ids.urgentEmergency,
      serviceName: 'Emergency Care',
      category: 'hospitals',
      urgency: 'high',
      status: 'open',
      ownerName: 'Farah Khan',
      // Where the service is needed (the request's place), not where the parent lives.
      ownerLocation: 'Bengaluru, India',
      place: 'Bengaluru, India',
      serviceMode: 'at_provider',
      distanceKm: 0,
      direct: false,
      responses: 0,
      budgetAmount: null,
      currency: 'INR',
      petName: 'Luna',
      petType: 'cat',
      description: 'Luna is not eating',
      neededOn: indiaDateIn(1),
      neededAt: '00:00',
      postedAt: minutesAfterBase(20).toISOString(),
    });
    const medium = (await board()).requests.find(
      (r: { id: string }) => r.id === ids.mediumGrooming,
    );
    expect(medium).toMatchObject({ urgency: 'medium', status: 'responded', responses: 2 });
    const low = (await board()).requests.find((r: { id: string }) => r.id === ids.lowGrooming);
    expect(low.urgency).toBe('low');
  });

  it('filters in the server', async () => {
    expect(order(await board('?filter=urgent'))).toEqual(['urgentEmergency']);
    expect(order(await board('?filter=new&sort=newest'))).toEqual([
      'urgentEmergency',
      'lowGrooming',
    ]);
    expect(order(await board('?filter=responded&sort=newest'))).toEqual([
      'vetResponded',
      'mediumGrooming',
    ]);
    const filtered = await board('?filter=new');
    expect(filtered.total).toBe(2);
    expect(filtered.counts.total).toBe(4);
    expect((await me.client.get('/api/open-requests?filter=cancelled')).statusCode).toBe(400);
  });

  it('sorts in the server', async () => {
    expect(order(await board('?sort=newest'))).toEqual([
      'vetResponded',
      'mediumGrooming',
      'urgentEmergency',
      'lowGrooming',
    ]);
    expect(order(await board('?sort=urgent'))).toEqual([
      'urgentEmergency',
      'mediumGrooming',
      'vetResponded',
      'lowGrooming',
    ]);
    expect(order(await board('?sort=budget'))).toEqual([
      'mediumGrooming',
      'vetResponded',
      'lowGrooming',
      'urgentEmergency',
    ]);
    expect(order(await board('?sort=responses'))).toEqual([
      'urgentEmergency',
      'lowGrooming',
      'vetResponded',
      'mediumGrooming',
    ]);
    expect(order(await board('?filter=responded&sort=budget'))).toEqual([
      'mediumGrooming',
      'vetResponded',
    ]);
  });

  it('pages', async () => {
    const page = await board('?pageSize=3&page=2&sort=newest');
    expect(order(page)).toEqual(['lowGrooming']);
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3 });
  });

  it('answers the total and the counts on a page past the last', async () => {
    const past = await board('?page=5');
    expect(past).toMatchObject({
      requests: [],
      total: 4,
      page: 5,
      counts: { total: 4, open: 2, urgent: 1, noResponses: 2 },
    });
  });

  it('leaves out the requests of a parent out of service', async () => {
    const suspend = (at: string) =>
      t.ctx.database.exec(`UPDATE users SET suspended_at = ${at} WHERE id = '${parentId}'`);
    await suspend('now()');
    try {
      expect(await board()).toMatchObject({
        requests: [],
        total: 0,
        counts: { total: 0, open: 0, urgent: 0, noResponses: 0 },
      });
    } finally {
      await suspend('NULL');
    }
    expect((await board()).total).toBe(4);
  });

  it('follows my active services', async () => {
    const services = (await me.client.get('/api/my/services')).json().services;
    const vet = services.find((s: { category: string }) => s.category === 'veterinary');
    await me.client.patch(`/api/services/${vet.id}`, { isActive: false });
    expect(order(await board('?sort=newest'))).toEqual(['mediumGrooming', 'lowGrooming']);
    await me.client.patch(`/api/services/${vet.id}`, { isActive: true });
    expect((await board()).total).toBe(4);

    const newcomer = t.client();
    await signUp(newcomer, { role: 'service_provider' });
    const empty = (await newcomer.get('/api/open-requests')).json();
    expect(empty).toMatchObject({
      requests: [],
      total: 0,
      counts: { total: 0, open: 0, urgent: 0, noResponses: 0 },
    });
  });
});
