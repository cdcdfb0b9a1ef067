import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaInstant } from '@petmitra/core/marketplace/india-time';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import {
  addPet,
  addService,
  indiaDateIn,
  notificationsOf,
  postRequest,
  respond,
  signUp,
} from '../../../test/factories';
import { AUTO_CONFIRM_JOB } from './consumers';

// Issue 13 item 3 (decision 0025): acceptance, completion from the scheduled time on (the
// provider marks it done, the parent confirms, or it confirms itself after 48 h), withdrawal.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Account {
  client: TestClient;
  id: string;
}

async function parent(name = 'Meera Parent'): Promise<Account & { petId: string }> {
  const client = t.client();
  const { user } = await signUp(client, { name });
  const pet = await addPet(client);
  return { client, id: user.id, petId: pet.id };
}

async function groomer(name: string): Promise<Account> {
  const client = t.client();
  const { user } = await signUp(client, { role: 'service_provider', name });
  await addService(client, { category: 'grooming' });
  return { client, id: user.id };
}

const NEEDED_ON = indiaDateIn(3);
const NEEDED_AT = '11:00';
const scheduled = indiaInstant(NEEDED_ON, NEEDED_AT);
const minutesFrom = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** A request with two responses, the first accepted. */
async function accepted(parentName = 'Meera Parent') {
  const a = await parent(parentName);
  const chosen = await groomer('Chosen Groomer');
  const other = await groomer('Other Groomer');
  const request = await postRequest(a.client, a.petId, {
    neededOn: NEEDED_ON,
    neededAt: NEEDED_AT,
  });
  const r1 = await respond(chosen.client, request.id, { estimatedPrice: 90_000 });
  const r2 = await respond(other.client, request.id);
  const res = await a.client.post(`/api/requests/${request.id}/accept`, { responseId: r1.id });
  expect(res.statusCode).toBe(200);
  expect(res.json().request.acceptedAt).not.toBeNull();
  await t.settle();
  return { a, chosen, other, requestId: request.id, r1, r2 };
}

const detailOf = async (client: TestClient, id: string) =>
  (await client.get(`/api/requests/${id}`)).json().request;

describe('accepting a response', () => {
  it('tells the other responding providers that another provider was chosen', async () => {
    const { chosen, other, requestId } = await accepted();
    const toOther = (await notificationsOf(t.ctx, other.id)).filter(
      (n) => n.data.requestId === requestId,
    );
    expect(toOther.map((n) => n.title)).toContain('Another Provider Chosen');
    expect(toOther.find((n) => n.title === 'Another Provider Chosen')!.message).toContain(
      'The pet parent chose a different service provider for this request.',
    );
    const toChosen = (await notificationsOf(t.ctx, chosen.id)).filter(
      (n) => n.data.requestId === requestId,
    );
    expect(toChosen.map((n) => n.title)).toContain('Response Accepted');
    expect(toChosen.map((n) => n.title)).not.toContain('Another Provider Chosen');
    // Once, however often the consumers run.
    await t.settle();
    expect(
      (await notificationsOf(t.ctx, other.id)).filter((n) => n.title === 'Another Provider Chosen'),
    ).toHaveLength(1);
  });
});

describe('completing a service', () => {
  it('is refused before the scheduled date and time, for the parent and the provider', async () => {
    const { a, chosen, requestId, r1 } = await accepted();
    const early = minutesFrom(scheduled, -1);
    const message = `This service is scheduled for ${NEEDED_ON} at ${NEEDED_AT} (India time). It can be marked as completed from then on.`;

    const byParent = await a.client.at(early).post(`/api/requests/${requestId}/complete`);
    expect(byParent.statusCode).toBe(409);
    expect(byParent.json().error.message).toBe(message);
    const byProvider = await chosen.client.at(early).post(`/api/responses/${r1.id}/complete`);
    expect(byProvider.statusCode).toBe(409);
    expect(byProvider.json().error.message).toBe(message);

    // Nothing changed; the views say when it becomes possible.
    const detail = await detailOf(a.client, requestId);
    expect(detail).toMatchObject({
      status: 'responded',
      completable: false,
      providerDoneAt: null,
      completedAt: null,
      scheduledAt: scheduled.toISOString(),
    });
    expect((await detailOf(a.client.at(scheduled), requestId)).completable).toBe(true);
    a.client.at(null);
    chosen.client.at(null);
  });

  it('the provider marks it done, the parent confirms, and only then may the parent review', async () => {
    const { a, chosen, requestId, r1 } = await accepted();
    const after = minutesFrom(scheduled, 30);
    const done = await chosen.client.at(after).post(`/api/responses/${r1.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json().response.status).toBe('accepted');
    await t.settle();

    const waiting = await detailOf(a.client.at(after), requestId);
    expect(waiting.status).toBe('responded');
    expect(waiting.providerDoneAt).not.toBeNull();
    expect(
      new Date(waiting.autoConfirmAt).getTime() - new Date(waiting.providerDoneAt).getTime(),
    ).toBe(48 * 3_600_000);
    const ask = (await notificationsOf(t.ctx, a.id)).find(
      (n) => n.data.requestId === requestId && n.title === 'Please Confirm the Service',
    );
    expect(ask?.message).toContain('Chosen Groomer marked the Pet Grooming service');

    // Reviews stay locked until the parent confirms.
    const tooSoon = await a.client.post('/api/reviews', {
      serviceRequestId: requestId,
      rating: 5,
      comment: 'Lovely groom, very gentle.',
    });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().error.message).toBe(
      'You can review a service once the request is completed',
    );

    const confirmed = await a.client.post(`/api/requests/${requestId}/complete`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().request.status).toBe('completed');
    await t.settle();
    expect(
      (await notificationsOf(t.ctx, chosen.id)).find(
        (n) => n.data.requestId === requestId && n.type === 'service_request_completed',
      ),
    ).toMatchObject({ title: 'Service Completed' });
    const mine = (await chosen.client.get('/api/my/responses')).json().responses;
    expect(mine.find((r: { id: string }) => r.id === r1.id)).toMatchObject({
      status: 'completed',
    });

    const reviewed = await a.client.post('/api/reviews', {
      serviceRequestId: requestId,
      rating: 5,
      comment: 'Lovely groom, very gentle.',
    });
    expect(reviewed.statusCode).toBe(201);
    a.client.at(null);
  });

  it('confirms itself 48 hours after the provider marked it done (the scheduled job)', async () => {
    const { a, chosen, requestId, r1 } = await accepted();
    await chosen.client.at(minutesFrom(scheduled, 5)).post(`/api/responses/${r1.id}/complete`);
    await t.settle();

    // The job runs on the real clock: the service was three days ago, marked done 47 hours
    // ago: not yet.
    await t.ctx.database.exec(
      `UPDATE service_requests SET needed_on = current_date - 3, provider_done_at = now() - interval '47 hours' WHERE id = '${requestId}'`,
    );
    await t.ctx.jobs.run(AUTO_CONFIRM_JOB, {});
    expect((await detailOf(a.client, requestId)).status).toBe('responded');

    await t.ctx.database.exec(
      `UPDATE service_requests SET provider_done_at = now() - interval '48 hours 1 minute' WHERE id = '${requestId}'`,
    );
    await t.ctx.jobs.run(AUTO_CONFIRM_JOB, {});
    const detail = await detailOf(a.client, requestId);
    expect(detail.status).toBe('completed');
    expect(detail.responses.find((r: { id: string }) => r.id === r1.id).status).toBe('completed');
    await t.settle();
    for (const id of [a.id, chosen.id]) {
      const note = (await notificationsOf(t.ctx, id)).find(
        (n) => n.data.requestId === requestId && n.title === 'Service Completed',
      );
      expect(note?.message).toContain('confirmed automatically 48 hours after');
    }
    // A second run changes nothing and tells nobody twice.
    await t.ctx.jobs.run(AUTO_CONFIRM_JOB, {});
    await t.settle();
    expect(
      (await notificationsOf(t.ctx, a.id)).filter(
        (n) => n.data.requestId === requestId && n.title === 'Service Completed',
      ),
    ).toHaveLength(1);
    chosen.client.at(null);
  });
});

describe('withdrawing an acceptance', () => {
  it('needs a reason, happens only before the service, tells the provider why and reopens the choice', async () => {
    const { a, chosen, other, requestId, r1, r2 } = await accepted('Kavya Rao');

    const blank = await a.client.post(`/api/requests/${requestId}/withdraw`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please give a reason for withdrawing');

    const late = await a.client
      .at(minutesFrom(scheduled, 1))
      .post(`/api/requests/${requestId}/withdraw`, { reason: 'Plans changed' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'An acceptance can be withdrawn only before the service',
    );
    a.client.at(null);

    // A stranger's withdrawal of someone else's request: not found, nothing changes.
    const stranger = await parent('Someone Else');
    const foreign = await stranger.client.post(`/api/requests/${requestId}/withdraw`, {
      reason: 'Not mine',
    });
    expect(foreign.statusCode).toBe(404);

    const res = await a.client.post(`/api/requests/${requestId}/withdraw`, {
      reason: 'Our travel plans changed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().request).toMatchObject({
      status: 'responded',
      selectedProvider: null,
      selectedResponseId: null,
      acceptedAt: null,
    });
    const responses = (await a.client.get(`/api/requests/${requestId}/responses`)).json()
      .responses as { id: string; status: string; withdrawReason: string | null }[];
    expect(responses.find((r) => r.id === r1.id)).toMatchObject({
      status: 'withdrawn',
      withdrawReason: 'Our travel plans changed',
    });
    expect(responses.find((r) => r.id === r2.id)).toMatchObject({ status: 'pending' });
    await t.settle();
    const told = (await notificationsOf(t.ctx, chosen.id)).find(
      (n) => n.data.requestId === requestId && n.title === 'Acceptance Withdrawn',
    );
    expect(told?.message).toContain('Kavya Rao withdrew their acceptance');
    expect(told?.message).toContain('Reason: Our travel plans changed');
    expect(
      (await notificationsOf(t.ctx, other.id)).some(
        (n) => n.data.requestId === requestId && n.title === 'Request Open Again',
      ),
    ).toBe(true);
    // The chosen provider no longer sees the parent's contact details.
    expect((await detailOf(chosen.client, requestId)).requester.phone).toBeNull();

    // Nothing left to withdraw; the parent may accept the other response.
    const again = await a.client.post(`/api/requests/${requestId}/withdraw`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('There is no accepted response to withdraw');
    const second = await a.client.post(`/api/requests/${requestId}/accept`, {
      responseId: r2.id,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().request.selectedResponseId).toBe(r2.id);
    // The withdrawn response cannot be accepted again by accident.
    expect(
      (await a.client.get(`/api/requests/${requestId}/responses`))
        .json()
        .responses.find((r: { id: string }) => r.id === r1.id).status,
    ).toBe('withdrawn');
  });
});
