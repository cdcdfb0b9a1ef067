import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  addPet,
  addService,
  notificationsOf,
  postRequest,
  respond,
  signUp,
} from '../../../test/factories';
import { EXPIRE_REQUESTS_JOB } from './consumers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Moves a request's needed date and time into the past (the form refuses past dates). */
const makePast = (id: string) =>
  t.ctx.database.exec(
    `UPDATE service_requests SET needed_on = current_date - 2, needed_at = '09:00' WHERE id = '${id}'`,
  );

describe('requests whose time has passed', () => {
  it('leave the board at once and are closed by the expiry job, which tells both sides', async () => {
    const parent = await signUp(t.client(), { name: 'Asha Rao' });
    const parentClient = t.client();
    await parentClient.post('/api/auth/login', { email: parent.email, password: parent.password });
    const pet = await addPet(parentClient);
    const groomer = t.client();
    const g = await signUp(groomer, { role: 'service_provider' });
    await addService(groomer);
    const late = await postRequest(parentClient, pet.id);
    await respond(groomer, late.id);
    const other = t.client();
    await signUp(other, { role: 'service_provider' });
    await addService(other);
    expect((await other.get('/api/open-requests')).json().total).toBe(1);

    await makePast(late.id);
    // Off the board before any job runs.
    expect((await other.get('/api/open-requests')).json().total).toBe(0);
    const refused = await other.post(`/api/requests/${late.id}/responses`, {
      message: 'Still available if you need me.',
      estimatedPrice: 50_000,
    });
    expect(refused.statusCode).toBe(409);

    await t.ctx.jobs.run(EXPIRE_REQUESTS_JOB, {});
    const mine = (await parentClient.get('/api/my/requests')).json().requests as {
      id: string;
      status: string;
      cancelReason: string | null;
    }[];
    expect(mine.find((r) => r.id === late.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'expired',
    });
    const parentNote = (await notificationsOf(t.ctx, parent.user.id)).find(
      (n) => n.data.requestId === late.id && n.type === 'service_request_cancelled',
    );
    expect(parentNote).toMatchObject({ title: 'Service Request Expired' });
    const responderNote = (await notificationsOf(t.ctx, g.user.id)).find(
      (n) => n.data.requestId === late.id && n.type === 'service_request_cancelled',
    );
    expect(responderNote).toMatchObject({ title: 'Service Request Closed' });

    // Running again closes nothing more and notifies nobody twice.
    await t.ctx.jobs.run(EXPIRE_REQUESTS_JOB, {});
    const again = (await notificationsOf(t.ctx, parent.user.id)).filter(
      (n) => n.data.requestId === late.id && n.type === 'service_request_cancelled',
    );
    expect(again).toHaveLength(1);
  });

  it('leaves an accepted request alone when its time passes (it awaits completion)', async () => {
    const parentClient = t.client();
    await signUp(parentClient);
    const pet = await addPet(parentClient);
    const groomer = t.client();
    await signUp(groomer, { role: 'service_provider' });
    await addService(groomer);
    const request = await postRequest(parentClient, pet.id);
    const response = await respond(groomer, request.id);
    expect(
      (await parentClient.post(`/api/requests/${request.id}/accept`, { responseId: response.id }))
        .statusCode,
    ).toBe(200);
    await makePast(request.id);
    await t.ctx.jobs.run(EXPIRE_REQUESTS_JOB, {});
    const detail = (await parentClient.get(`/api/requests/${request.id}`)).json().request;
    expect(detail.status).toBe('responded');
    expect(detail.cancelReason).toBeNull();
  });
});
