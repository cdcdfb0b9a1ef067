import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import {
  addPet,
  addService,
  moveToLastMonth,
  notificationsOf,
  postRequest,
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
}

async function provider(category = 'grooming', name = 'Vikram Groomer'): Promise<Account> {
  const client = t.client();
  const { user } = await signUp(client, { role: 'service_provider', name });
  await addService(client, { category });
  return { client, user };
}

async function parentWithRequest(overrides: Record<string, unknown> = {}, name = 'Anita Rao') {
  const client = t.client();
  const { user, phone } = await signUp(client, { name, phone: '+919811122233' });
  const pet = await addPet(client, { name: 'Tiger', medicalHistory: 'Hip dysplasia' });
  const request = await postRequest(client, pet.id, overrides);
  return { client, user, phone, pet, request };
}

const message = 'I can groom Tiger at home this weekend.';

describe('responses: roles', () => {
  it('keeps the provider endpoints from parents', async () => {
    const a = await parentWithRequest();
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await a.client.get('/api/responses/quota'),
      await a.client.post(`/api/requests/${a.request.id}/responses`, {
        message,
        estimatedPrice: 100,
      }),
      await a.client.patch(`/api/responses/${someId}`, { message }),
      await a.client.post(`/api/responses/${someId}/complete`),
      await a.client.get('/api/my/responses'),
      await a.client.get('/api/dashboard/provider'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('permission');
    }
    expect((await a.client.get(`/api/requests/${a.request.id}`)).json().request.status).toBe(
      'open',
    );
  });
});

describe('responding', () => {
  it('creates a response, marks the request responded and tells the parent', async () => {
    const p = await provider('grooming', 'Sunil Groomer');
    const a = await parentWithRequest();
    const res = await p.client.post(`/api/requests/${a.request.id}/responses`, {
      message: `${message} <script>x()</script>`,
      estimatedPrice: 149_900,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().response).toMatchObject({
      requestId: a.request.id,
      message,
      estimatedPrice: 149_900,
      currency: 'INR',
      status: 'pending',
      provider: { id: p.user.id, name: 'Sunil Groomer' },
    });
    expect(res.json().quota).toMatchObject({ used: 1, remaining: 0 });
    const detail = (await a.client.get(`/api/requests/${a.request.id}`)).json().request;
    expect(detail).toMatchObject({ status: 'responded', responseCount: 1 });
    const [note] = await notificationsOf(t.ctx, a.user.id);
    expect(note).toMatchObject({
      type: 'service_request_response',
      title: 'New Response Received',
      priority: 'high',
      data: { requestId: a.request.id, responseId: res.json().response.id },
    });
    expect(note!.message).toBe(
      'Sunil Groomer responded to your Pet Grooming request with a quote of ₹1,499.',
    );
    expect(note!.expires_at.getTime() - note!.created_at.getTime()).toBe(72 * 3_600_000);
  });

  it('validates the respond form', async () => {
    const p = await provider();
    const a = await parentWithRequest();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ message: ' ', estimatedPrice: 100 }, 'message', 'Please enter a message'],
      [{ estimatedPrice: 100 }, 'message', 'Please enter a message'],
      [{ message, estimatedPrice: -1 }, 'estimatedPrice', 'Please enter a valid price'],
      [{ message, estimatedPrice: 99.5 }, 'estimatedPrice', 'Please enter a valid price'],
      [{ message, estimatedPrice: 'abc' }, 'estimatedPrice', 'Please enter a valid price'],
      [{ message }, 'estimatedPrice', 'Please enter a valid price'],
    ];
    for (const [body, field, text] of cases) {
      const res = await p.client.post(`/api/requests/${a.request.id}/responses`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.details.fieldErrors[field]).toContain(text);
    }
    expect((await p.client.get('/api/my/responses')).json().total).toBe(0);
  });

  it('allows one response per provider per request (409)', async () => {
    const p = await provider();
    const a = await parentWithRequest();
    await respond(p.client, a.request.id);
    await moveToLastMonth(t.ctx, p.user.id);
    const again = await p.client.post(`/api/requests/${a.request.id}/responses`, {
      message,
      estimatedPrice: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already responded to this request');
    expect(
      (await a.client.get(`/api/requests/${a.request.id}/responses`)).json().responses,
    ).toHaveLength(1);
  });

  it('refuses requests outside my categories (404) and closed ones (409)', async () => {
    const walker = await provider('walking');
    const groomer = await provider('grooming');
    const a = await parentWithRequest();
    const outside = await walker.client.post(`/api/requests/${a.request.id}/responses`, {
      message,
      estimatedPrice: 100,
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.message).toBe('Service request not found');

    await a.client.post(`/api/requests/${a.request.id}/cancel`);
    const closed = await groomer.client.post(`/api/requests/${a.request.id}/responses`, {
      message,
      estimatedPrice: 100,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe('This request can no longer accept responses');
    expect((await groomer.client.get('/api/responses/quota')).json().used).toBe(0);
  });

  it('refuses a request whose parent already accepted someone', async () => {
    const first = await provider();
    const late = await provider();
    const a = await parentWithRequest();
    const r = await respond(first.client, a.request.id);
    await a.client.post(`/api/requests/${a.request.id}/accept`, { responseId: r.id });
    const res = await late.client.post(`/api/requests/${a.request.id}/responses`, {
      message,
      estimatedPrice: 100,
    });
    expect(res.statusCode).toBe(409);
  });

  it('allows one free response a month, then answers 402 until next month', async () => {
    const p = await provider();
    expect((await p.client.get('/api/responses/quota')).json()).toMatchObject({
      used: 0,
      limit: 1,
      remaining: 1,
    });
    const a = await parentWithRequest();
    const b = await parentWithRequest();
    await respond(p.client, a.request.id);
    const second = await p.client.post(`/api/requests/${b.request.id}/responses`, {
      message,
      estimatedPrice: 100,
    });
    expect(second.statusCode).toBe(402);
    expect(second.json().error).toMatchObject({
      code: 'payment',
      message:
        'You have used your free response for this month. Each extra response costs ₹45, or choose a monthly or annual plan.',
    });
    expect((await b.client.get(`/api/requests/${b.request.id}`)).json().request).toMatchObject({
      status: 'open',
      responseCount: 0,
    });
    await moveToLastMonth(t.ctx, p.user.id);
    expect((await p.client.get('/api/responses/quota')).json().remaining).toBe(1);
    expect(
      (
        await p.client.post(`/api/requests/${b.request.id}/responses`, {
          message,
          estimatedPrice: 100,
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('editing and completing responses', () => {
  it('edits my pending response only', async () => {
    const p = await provider();
    const other = await provider();
    const a = await parentWithRequest();
    const r = await respond(p.client, a.request.id);
    const edited = await p.client.patch(`/api/responses/${r.id}`, {
      message: 'Updated: can come on Saturday',
      estimatedPrice: 99_900,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().response).toMatchObject({
      message: 'Updated: can come on Saturday',
      estimatedPrice: 99_900,
      status: 'pending',
    });

    const stolen = await other.client.patch(`/api/responses/${r.id}`, { estimatedPrice: 1 });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.message).toBe('Response not found');
    const completeOther = await other.client.post(`/api/responses/${r.id}/complete`);
    expect(completeOther.statusCode).toBe(404);

    const early = await p.client.post(`/api/responses/${r.id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Only accepted responses can be marked as completed');

    await a.client.post(`/api/requests/${a.request.id}/accept`, { responseId: r.id });
    const locked = await p.client.patch(`/api/responses/${r.id}`, { message: 'Too late' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe('Only pending responses can be edited');

    const [mine] = (await a.client.get(`/api/requests/${a.request.id}/responses`)).json().responses;
    expect(mine).toMatchObject({
      message: 'Updated: can come on Saturday',
      estimatedPrice: 99_900,
    });
  });

  it('marks an accepted response done after the service; the parent then confirms it', async () => {
    const p = await provider('grooming', 'Lakshmi Groomer');
    const a = await parentWithRequest();
    const r = await respond(p.client, a.request.id);
    await a.client.post(`/api/requests/${a.request.id}/accept`, { responseId: r.id });
    const res = await p.client.at(afterAnyService()).post(`/api/responses/${r.id}/complete`);
    expect(res.statusCode).toBe(200);
    // Done, not completed: the parent confirms.
    expect(res.json().response.status).toBe('accepted');
    const request = (await a.client.get(`/api/requests/${a.request.id}`)).json().request;
    expect(request).toMatchObject({ status: 'responded' });
    expect(request.providerDoneAt).not.toBeNull();
    const note = (await notificationsOf(t.ctx, a.user.id)).find(
      (n) => n.title === 'Please Confirm the Service',
    );
    expect(note).toMatchObject({
      type: 'reminder',
      data: { requestId: a.request.id },
    });
    const again = await p.client.post(`/api/responses/${r.id}/complete`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already marked this service as done');
  });
});

describe('My Responses', () => {
  it('lists my responses with tiles, the status filter and the rejected copy data', async () => {
    const p = await provider('grooming');
    const rival = await provider('grooming');
    const won = await parentWithRequest({}, 'Won Parent');
    const lost = await parentWithRequest({}, 'Lost Parent');
    const waiting = await parentWithRequest({}, 'Waiting Parent');

    const r1 = await respond(p.client, won.request.id, { estimatedPrice: 50_000 });
    await moveToLastMonth(t.ctx, p.user.id);
    const r2 = await respond(p.client, lost.request.id);
    await moveToLastMonth(t.ctx, p.user.id);
    const r3 = await respond(p.client, waiting.request.id);
    const rivalResponse = await respond(rival.client, lost.request.id);

    await won.client.post(`/api/requests/${won.request.id}/accept`, { responseId: r1.id });
    await lost.client.post(`/api/requests/${lost.request.id}/accept`, {
      responseId: rivalResponse.id,
    });

    const all = (await p.client.get('/api/my/responses')).json();
    expect(all.tiles).toEqual({
      total: 3,
      pending: 1,
      accepted: 1,
      rejected: 1,
      completed: 0,
      averageRating: 0,
    });
    expect(all.responses.map((r: { id: string }) => r.id)).toEqual([r3.id, r2.id, r1.id]);
    expect(all.responses.find((r: { id: string }) => r.id === r1.id)).toMatchObject({
      requestId: won.request.id,
      serviceName: 'Pet Grooming',
      requestStatus: 'responded',
      ownerName: 'Won Parent',
      petName: 'Tiger',
      petType: 'dog',
      estimatedPrice: 50_000,
      status: 'accepted',
      neededAt: '10:30',
      rating: null,
      review: null,
    });
    const rejected = (await p.client.get('/api/my/responses?status=rejected')).json();
    expect(rejected.responses.map((r: { id: string }) => r.id)).toEqual([r2.id]);
    expect(rejected.total).toBe(1);

    expect((await rival.client.get('/api/my/responses')).json().total).toBe(1);
  });
});

describe('request detail', () => {
  it('shows everything to the requester, and pet details without contact to providers', async () => {
    const groomer = await provider('grooming');
    const walker = await provider('walking');
    const a = await parentWithRequest({}, 'Deepa Nair');
    const other = t.client();
    await signUp(other);

    const own = (await a.client.get(`/api/requests/${a.request.id}`)).json().request;
    expect(own).toMatchObject({
      requester: { id: a.user.id, name: 'Deepa Nair', phone: '+919811122233', email: a.user.email },
      pet: { name: 'Tiger', type: 'dog', weight: 12.5, medicalHistory: 'Hip dysplasia' },
      viewer: { isRequester: true, canRespond: false, contactVisible: true, myResponseId: null },
    });

    const seen = await groomer.client.get(`/api/requests/${a.request.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().request).toMatchObject({
      requester: { name: 'Deepa Nair', phone: null, email: null },
      pet: {
        name: 'Tiger',
        vaccinationStatus: 'up_to_date',
        medicalHistory: 'Hip dysplasia',
      },
      responses: [],
      viewer: { isRequester: false, canRespond: true, contactVisible: false },
    });

    for (const client of [walker.client, other]) {
      const res = await client.get(`/api/requests/${a.request.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Service request not found');
    }
    expect((await groomer.client.get('/api/requests/nope')).statusCode).toBe(404);
  });

  it("shows the parent's phone and email only to the accepted provider", async () => {
    const chosen = await provider('grooming', 'Chosen One');
    const passed = await provider('grooming', 'Passed Over');
    const bystander = await provider('grooming', 'Bystander');
    const a = await parentWithRequest({}, 'Ritu Das');
    const r1 = await respond(chosen.client, a.request.id);
    const r2 = await respond(passed.client, a.request.id);

    const beforeAccept = (await chosen.client.get(`/api/requests/${a.request.id}`)).json().request;
    expect(beforeAccept.requester).toMatchObject({ phone: null, email: null });
    expect(beforeAccept.responses.map((r: { id: string }) => r.id)).toEqual([r1.id]);
    expect(beforeAccept.viewer).toMatchObject({ canRespond: false, myResponseId: r1.id });

    await a.client.post(`/api/requests/${a.request.id}/accept`, { responseId: r1.id });

    const accepted = (await chosen.client.get(`/api/requests/${a.request.id}`)).json().request;
    expect(accepted.requester).toEqual({
      id: a.user.id,
      name: 'Ritu Das',
      city: null,
      country: null,
      phone: '+919811122233',
      email: a.user.email,
    });
    expect(accepted.viewer.contactVisible).toBe(true);
    expect(accepted.selectedProvider).toEqual({ id: chosen.user.id, name: 'Chosen One' });

    const rejected = (await passed.client.get(`/api/requests/${a.request.id}`)).json().request;
    expect(rejected.requester).toMatchObject({ phone: null, email: null });
    expect(rejected.selectedProvider).toBeNull();
    expect(rejected.responses).toMatchObject([{ id: r2.id, status: 'rejected' }]);

    // No longer open to providers who did not respond.
    expect((await bystander.client.get(`/api/requests/${a.request.id}`)).statusCode).toBe(404);

    await a.client.at(afterAnyService()).post(`/api/requests/${a.request.id}/complete`);
    expect((await chosen.client.get(`/api/requests/${a.request.id}`)).json().request.status).toBe(
      'completed',
    );
  });
});
