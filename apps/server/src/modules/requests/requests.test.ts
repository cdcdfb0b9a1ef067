import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import {
  addPet,
  addService,
  indiaDateIn,
  moveToLastMonth,
  notificationsOf,
  postRequest,
  requestInput,
  respond,
  signUp,
  afterAnyService,
} from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Account {
  client: TestClient;
  user: { id: string; email: string };
  name: string;
}

async function parent(name = 'Asha Parent'): Promise<Account & { pet: { id: string } }> {
  const client = t.client();
  const { user } = await signUp(client, { name });
  const pet = await addPet(client);
  return { client, user, name, pet };
}

async function provider(
  category = 'grooming',
  name = 'Ravi Provider',
  service: Record<string, unknown> = {},
): Promise<Account> {
  const client = t.client();
  const { user } = await signUp(client, { role: 'service_provider', name });
  await addService(client, { category, ...service });
  return { client, user, name };
}

describe('service requests: roles', () => {
  it('keeps the parent endpoints from providers and guests', async () => {
    const p = await provider();
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await p.client.get('/api/requests/quota'),
      await p.client.post('/api/requests', requestInput(someId)),
      await p.client.get('/api/my/requests'),
      await p.client.patch(`/api/requests/${someId}`, { description: 'x' }),
      await p.client.post(`/api/requests/${someId}/cancel`),
      await p.client.get(`/api/requests/${someId}/responses`),
      await p.client.post(`/api/requests/${someId}/accept`, { responseId: someId }),
      await p.client.post(`/api/requests/${someId}/complete`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('permission');
    }
    expect((await t.client().get('/api/my/requests')).statusCode).toBe(401);
  });
});

describe('service requests: posting and the monthly quota', () => {
  it('says "You need to add a pet first" to a parent with no pets', async () => {
    const client = t.client();
    await signUp(client);
    const res = await client.post(
      '/api/requests',
      requestInput('00000000-0000-4000-8000-000000000000'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('You need to add a pet first');
  });

  it('validates the form with its messages and sanitises the description', async () => {
    const a = await parent();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ serviceName: 'Pet Spa' }, 'serviceName', 'Please select a service type'],
      [{ petId: 'x' }, 'petId', 'Please select a pet'],
      [{ description: '   ' }, 'description', 'Please describe what you need'],
      [{ description: '<script></script>' }, 'description', 'Please describe what you need'],
      [{ neededOn: indiaDateIn(-1) }, 'neededOn', 'The date cannot be in the past'],
      [{ neededOn: '2026-02-30' }, 'neededOn', 'Please choose a date'],
      [{ neededAt: '25:00' }, 'neededAt', 'Please choose a time'],
      [{ budgetAmount: -5 }, 'budgetAmount', 'Please enter a valid budget'],
      [{ budgetAmount: 'abc' }, 'budgetAmount', 'Please enter a valid budget'],
    ];
    for (const [override, field, message] of cases) {
      const res = await a.client.post('/api/requests', requestInput(a.pet.id, override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().error.details.fieldErrors[field], field).toContain(message);
    }
    const ok = await a.client.post(
      '/api/requests',
      requestInput(a.pet.id, {
        description: 'Bath please <script>alert(1)</script> and a trim',
        neededOn: indiaDateIn(0),
        budgetAmount: null,
      }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().request).toMatchObject({
      description: 'Bath please  and a trim',
      neededOn: indiaDateIn(0),
      budgetAmount: null,
      status: 'open',
      category: 'grooming',
      currency: 'INR',
      responseCount: 0,
      selectedProvider: null,
      hasReview: false,
    });
  });

  it("refuses another parent's pet", async () => {
    const a = await parent();
    const b = await parent();
    const res = await b.client.post('/api/requests', requestInput(a.pet.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Pet not found');
    expect((await b.client.get('/api/my/requests')).json().total).toBe(0);
  });

  it('allows one free request a month, then answers 402 until next month', async () => {
    const a = await parent();
    const before = await a.client.get('/api/requests/quota');
    expect(before.json()).toMatchObject({ used: 0, limit: 1, remaining: 0 + 1, perUseFeeInr: 45 });
    expect(new Date(before.json().monthStart).getTime()).toBeLessThanOrEqual(Date.now());

    const first = await a.client.post('/api/requests', requestInput(a.pet.id));
    expect(first.statusCode).toBe(201);
    expect(first.json().quota).toMatchObject({ used: 1, limit: 1, remaining: 0 });
    // Cancelling does not give the free request back.
    await a.client.post(`/api/requests/${first.json().request.id}/cancel`);

    const second = await a.client.post('/api/requests', requestInput(a.pet.id));
    expect(second.statusCode).toBe(402);
    expect(second.json().error).toMatchObject({
      code: 'payment',
      message:
        'You have used your free request for this month. Each extra request costs ₹45, or choose a monthly or annual plan.',
      details: { quota: { used: 1, limit: 1, remaining: 0 } },
    });
    expect((await a.client.get('/api/my/requests')).json().total).toBe(1);
    expect((await a.client.get('/api/requests/quota')).json()).toMatchObject({
      used: 1,
      remaining: 0,
    });

    await moveToLastMonth(t.ctx, a.user.id);
    expect((await a.client.get('/api/requests/quota')).json()).toMatchObject({
      used: 0,
      remaining: 1,
    });
    expect((await a.client.post('/api/requests', requestInput(a.pet.id))).statusCode).toBe(201);
  });

  // Only PostgreSQL runs transactions at the same time (PGlite is one connection, so there a
  // race cannot happen and this test could not fail): each insert is slowed by a trigger so
  // that, without the quota lock, all three would count zero requests and all three succeed.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'gives only one free request to simultaneous submissions (PostgreSQL)',
    async () => {
      expect(t.ctx.database.kind).toBe('postgres');
      const a = await parent();
      await t.ctx.database.exec(`
        CREATE FUNCTION slow_insert() RETURNS trigger LANGUAGE plpgsql AS
          $$ BEGIN PERFORM pg_sleep(0.3); RETURN NEW; END $$;
        CREATE TRIGGER slow_insert BEFORE INSERT ON service_requests
          FOR EACH ROW EXECUTE FUNCTION slow_insert();`);
      try {
        const results = await Promise.all(
          [1, 2, 3].map(() => a.client.post('/api/requests', requestInput(a.pet.id))),
        );
        expect(results.map((r) => r.statusCode).sort()).toEqual([201, 402, 402]);
        expect((await a.client.get('/api/my/requests')).json().total).toBe(1);
      } finally {
        await t.ctx.database.exec(
          'DROP TRIGGER slow_insert ON service_requests; DROP FUNCTION slow_insert();',
        );
      }
    },
  );

  it('notifies every provider with an active service in the matching categories', async () => {
    const groomer = await provider('grooming');
    // Emergency Care: emergency / 24×7 services and pet hospitals, urgently (decision 0023).
    const vet = await provider('veterinary', 'Ravi Provider', { emergency: true });
    const hospital = await provider('hospitals');
    const walker = await provider('walking');
    const dayVet = await provider('veterinary');
    const idle = await provider('veterinary', 'Ravi Provider', { emergency: true });
    const [idleService] = (await idle.client.get('/api/my/services')).json().services;
    await idle.client.patch(`/api/services/${idleService.id}`, { isActive: false });

    const a = await parent('Meera Kapoor');
    const emergency = await postRequest(a.client, a.pet.id, {
      serviceName: 'Emergency Care',
      neededAt: '08:15',
    });
    for (const p of [vet, hospital]) {
      const rows = await notificationsOf(t.ctx, p.user.id);
      const row = rows.find((n) => n.data.requestId === emergency.id);
      expect(row).toMatchObject({
        type: 'service_request_new',
        title: 'Urgent: Emergency Care Request',
        priority: 'urgent',
        read: false,
        data: { requestId: emergency.id, link: `/request/${emergency.id}`, urgent: true },
      });
      expect(row!.message).toContain('Emergency Care for Bruno (Dog)');
      expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(48 * 3_600_000);
    }
    for (const p of [groomer, walker, dayVet, idle]) {
      const rows = await notificationsOf(t.ctx, p.user.id);
      expect(rows.some((n) => n.data.requestId === emergency.id)).toBe(false);
    }
    expect((await notificationsOf(t.ctx, a.user.id)).length).toBe(0);
    const count = await vet.client.get('/api/notifications/unread-count');
    expect(count.json().count).toBeGreaterThanOrEqual(1);
  });
});

describe('My Service Requests', () => {
  it('lists the parent’s requests with tiles, the status filter and pages', async () => {
    const groomer = await provider('grooming');
    const a = await parent();
    const ids: string[] = [];
    for (const serviceName of ['Pet Grooming', 'Dog Walking', 'Pet Grooming']) {
      ids.push((await postRequest(a.client, a.pet.id, { serviceName })).id);
      await moveToLastMonth(t.ctx, a.user.id);
    }
    await respond(groomer.client, ids[0]!);
    await a.client.post(`/api/requests/${ids[1]}/cancel`);

    const all = (await a.client.get('/api/my/requests')).json();
    expect(all.total).toBe(3);
    expect(all.tiles).toEqual({
      total: 3,
      open: 1,
      inProgress: 1,
      completed: 0,
      cancelled: 1,
      totalResponses: 1,
    });
    expect(all.requests.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
    const responded = all.requests.find((r: { id: string }) => r.id === ids[0]);
    expect(responded).toMatchObject({
      status: 'responded',
      responseCount: 1,
      pet: { id: a.pet.id, name: 'Bruno', type: 'dog' },
      budgetAmount: 150_000,
      neededAt: '10:30',
    });

    const open = (await a.client.get('/api/my/requests?status=open')).json();
    expect(open.requests.map((r: { id: string }) => r.id)).toEqual([ids[2]]);
    expect(open.total).toBe(1);
    expect(open.tiles.total).toBe(3);

    const page = (await a.client.get('/api/my/requests?page=2&pageSize=2')).json();
    expect(page.requests.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });

    const bad = await a.client.get('/api/my/requests?status=accepted');
    expect(bad.statusCode).toBe(400);

    const b = await parent();
    expect((await b.client.get('/api/my/requests')).json().total).toBe(0);
  });
});

describe('editing and cancelling', () => {
  it('edits an open request, and only an open one', async () => {
    const groomer = await provider('grooming');
    const a = await parent();
    const otherPet = await addPet(a.client, { name: 'Misha', type: 'cat' });
    const request = await postRequest(a.client, a.pet.id);
    const res = await a.client.patch(`/api/requests/${request.id}`, {
      serviceName: 'Pet Sitting',
      petId: otherPet.id,
      description: 'Sitting for two evenings',
      neededAt: '18:00',
      budgetAmount: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().request).toMatchObject({
      serviceName: 'Pet Sitting',
      category: 'sitting',
      pet: { id: otherPet.id, name: 'Misha' },
      description: 'Sitting for two evenings',
      neededAt: '18:00',
      budgetAmount: null,
    });
    const past = await a.client.patch(`/api/requests/${request.id}`, {
      neededOn: indiaDateIn(-2),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('The date cannot be in the past');

    await a.client.patch(`/api/requests/${request.id}`, { serviceName: 'Pet Grooming' });
    await respond(groomer.client, request.id);
    const locked = await a.client.patch(`/api/requests/${request.id}`, { description: 'Changed' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe('Only open requests can be edited');
  });

  it("does not let parent B see, edit, cancel, accept or complete parent A's request", async () => {
    const groomer = await provider('grooming');
    const a = await parent();
    const b = await parent();
    const request = await postRequest(a.client, a.pet.id);
    const response = await respond(groomer.client, request.id);
    for (const res of [
      await b.client.get(`/api/requests/${request.id}`),
      await b.client.patch(`/api/requests/${request.id}`, { description: 'Mine now' }),
      await b.client.post(`/api/requests/${request.id}/cancel`),
      await b.client.get(`/api/requests/${request.id}/responses`),
      await b.client.post(`/api/requests/${request.id}/accept`, { responseId: response.id }),
      await b.client.post(`/api/requests/${request.id}/complete`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Service request not found');
    }
    const mine = (await a.client.get(`/api/requests/${request.id}`)).json().request;
    expect(mine).toMatchObject({
      status: 'responded',
      description: 'Full grooming for a friendly Labrador',
      selectedResponseId: null,
    });
    expect(mine.responses[0].status).toBe('pending');
  });

  it('cancels open and in-progress requests, tells the responders, and refuses the rest', async () => {
    const groomer = await provider('grooming');
    const a = await parent('Kavya Iyer');
    const open = await postRequest(a.client, a.pet.id);
    expect((await a.client.post(`/api/requests/${open.id}/cancel`)).json().request).toMatchObject({
      status: 'cancelled',
    });
    const again = await a.client.post(`/api/requests/${open.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only open or in-progress requests can be cancelled');

    await moveToLastMonth(t.ctx, a.user.id);
    const responded = await postRequest(a.client, a.pet.id);
    await respond(groomer.client, responded.id);
    const res = await a.client.post(`/api/requests/${responded.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().request.cancelledAt).not.toBeNull();
    const note = (await notificationsOf(t.ctx, groomer.user.id)).find(
      (n) => n.type === 'service_request_cancelled',
    );
    expect(note).toMatchObject({
      title: 'Service Request Cancelled',
      data: { requestId: responded.id },
    });
    expect(note!.message).toContain('Kavya Iyer cancelled the Pet Grooming request');
  });
});

describe('responses, accepting and completing', () => {
  it('lists the responses to the parent with provider names and ids', async () => {
    const g1 = await provider('grooming', 'Groomer One');
    const g2 = await provider('grooming', 'Groomer Two');
    const a = await parent();
    const request = await postRequest(a.client, a.pet.id);
    await respond(g1.client, request.id, { estimatedPrice: 90_000 });
    await respond(g2.client, request.id, { message: 'Weekend slot free', estimatedPrice: 0 });
    const res = await a.client.get(`/api/requests/${request.id}/responses`);
    expect(res.statusCode).toBe(200);
    expect(res.json().responses).toMatchObject([
      { provider: { id: g1.user.id, name: 'Groomer One' }, estimatedPrice: 90_000 },
      {
        provider: { id: g2.user.id, name: 'Groomer Two' },
        message: 'Weekend slot free',
        estimatedPrice: 0,
        status: 'pending',
        currency: 'INR',
      },
    ]);
  });

  it('accepts one response, rejects the others, and completes after acceptance', async () => {
    const g1 = await provider('grooming', 'Groomer Uno');
    const g2 = await provider('grooming', 'Groomer Dos');
    const [g1Service] = (await g1.client.get('/api/my/services')).json().services;
    const a = await parent('Neha Singh');
    const request = await postRequest(a.client, a.pet.id);

    const early = await a.client.post(`/api/requests/${request.id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      'Accept a response before marking the request as completed',
    );

    const r1 = await respond(g1.client, request.id);
    const r2 = await respond(g2.client, request.id);

    const other = await parent();
    await addService(g1.client, { category: 'walking' });
    await moveToLastMonth(t.ctx, g1.user.id);
    const otherRequest = await postRequest(other.client, other.pet.id);
    const foreign = await respond(g1.client, otherRequest.id);
    const wrong = await a.client.post(`/api/requests/${request.id}/accept`, {
      responseId: foreign.id,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe('Response not found');

    const accepted = await a.client.post(`/api/requests/${request.id}/accept`, {
      responseId: r1.id,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().request).toMatchObject({
      status: 'responded',
      selectedProvider: { id: g1.user.id, name: 'Groomer Uno' },
      selectedResponseId: r1.id,
    });
    const [row] = await t.ctx.database.exclusive((s) =>
      s.rows<{ service_id: string; selected_provider_id: string }>(
        `SELECT service_id, selected_provider_id FROM service_requests WHERE id = '${request.id}'`,
      ),
    );
    expect(row).toEqual({ service_id: g1Service.id, selected_provider_id: g1.user.id });
    const statuses = (await a.client.get(`/api/requests/${request.id}/responses`))
      .json()
      .responses.map((r: { id: string; status: string }) => [r.id, r.status]);
    expect(Object.fromEntries(statuses)).toEqual({ [r1.id]: 'accepted', [r2.id]: 'rejected' });
    const note = (await notificationsOf(t.ctx, g1.user.id)).find(
      (n) => n.type === 'service_request_accepted',
    );
    expect(note).toMatchObject({ priority: 'high', data: { requestId: request.id } });
    expect(note!.message).toContain('Neha Singh accepted your response');
    expect(
      (await notificationsOf(t.ctx, g2.user.id)).some((n) => n.type === 'service_request_accepted'),
    ).toBe(false);

    const twice = await a.client.post(`/api/requests/${request.id}/accept`, {
      responseId: r2.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(
      'A response has already been accepted for this request',
    );

    const done = await a.client.at(afterAnyService()).post(`/api/requests/${request.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json().request.status).toBe('completed');
    expect(done.json().request.completedAt).not.toBeNull();
    const after = (await a.client.get(`/api/requests/${request.id}/responses`)).json().responses;
    expect(after.find((r: { id: string }) => r.id === r1.id).status).toBe('completed');
    expect(
      (await notificationsOf(t.ctx, g1.user.id)).find(
        (n) => n.type === 'service_request_completed',
      ),
    ).toMatchObject({ data: { requestId: request.id }, priority: 'medium' });

    expect((await a.client.post(`/api/requests/${request.id}/complete`)).statusCode).toBe(409);
    expect((await a.client.post(`/api/requests/${request.id}/cancel`)).statusCode).toBe(409);
    const tiles = (await a.client.get('/api/my/requests')).json().tiles;
    expect(tiles).toMatchObject({ completed: 1, totalResponses: 2 });
  });

  it('cannot accept on a cancelled request', async () => {
    const g = await provider('grooming');
    const a = await parent();
    const request = await postRequest(a.client, a.pet.id);
    const r = await respond(g.client, request.id);
    await a.client.post(`/api/requests/${request.id}/cancel`);
    const res = await a.client.post(`/api/requests/${request.id}/accept`, { responseId: r.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This request can no longer accept responses');
  });
});
