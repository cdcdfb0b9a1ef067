import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { addPet, addService, notificationsOf, postRequest, signUp } from '../../../test/factories';

/**
 * Issue 13, item 5: the request form's Emergency Care reaches the providers of emergency care
 * within reach (services flagged emergency / 24×7 and pet hospitals), at once and marked urgent;
 * a vet without the flag, or one beyond their radius, is not reached.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const BENGALURU = { lat: 12.9716, lng: 77.5946 };

async function providerAt(kmNorth: number, service: Record<string, unknown>) {
  const client = t.client();
  const { user } = await signUp(client, { role: 'service_provider' });
  await addService(client, service);
  await t.ctx.database.exec(
    `UPDATE users SET latitude = ${BENGALURU.lat + kmNorth / 111.195}, longitude = ${BENGALURU.lng} WHERE id = '${user.id}'`,
  );
  return { client, id: user.id };
}

const board = async (client: TestClient) => {
  const res = await client.get('/api/open-requests');
  expect(res.statusCode).toBe(200);
  return res.json().requests as { id: string; urgency: string; serviceName: string }[];
};

describe('emergency care requests', () => {
  it('reach flagged emergency services and pet hospitals nearby at once as urgent, and no one else', async () => {
    const nightVet = await providerAt(3, { category: 'veterinary', emergency: true });
    const hospital = await providerAt(4, { category: 'hospitals' });
    const dayVet = await providerAt(2, { category: 'veterinary' });
    const farVet = await providerAt(40, { category: 'veterinary', emergency: true });
    const parent = t.client();
    await signUp(parent);
    const pet = await addPet(parent);
    // Needed in five days, yet urgent: it is an emergency.
    const request = await postRequest(parent, pet.id, {
      serviceName: 'Emergency Care',
      description: 'Vomiting since morning and not eating',
    });

    for (const reached of [nightVet, hospital]) {
      const card = (await board(reached.client)).find((r) => r.id === request.id);
      expect(card).toMatchObject({ serviceName: 'Emergency Care', urgency: 'high' });
      // The board's Urgent filter holds it.
      const urgent = (await reached.client.get('/api/open-requests?filter=urgent')).json();
      expect(urgent.requests.map((r: { id: string }) => r.id)).toContain(request.id);
      const told = (await notificationsOf(t.ctx, reached.id)).filter(
        (n) => n.type === 'service_request_new' && n.data.requestId === request.id,
      );
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        title: 'Urgent: Emergency Care Request',
        priority: 'urgent',
      });
    }
    for (const missed of [dayVet, farVet]) {
      expect((await board(missed.client)).map((r) => r.id)).not.toContain(request.id);
      expect((await missed.client.get(`/api/requests/${request.id}`)).statusCode).toBe(404);
      const told = (await notificationsOf(t.ctx, missed.id)).filter(
        (n) => n.type === 'service_request_new',
      );
      expect(told).toHaveLength(0);
    }
    // The parent reads it as urgent too.
    const mine = (await parent.get(`/api/requests/${request.id}`)).json();
    expect(mine.request.urgency).toBe('high');
  });

  it('other requests still reach vets without the flag, at their usual urgency', async () => {
    const dayVet = await providerAt(2, { category: 'veterinary' });
    const parent = t.client();
    await signUp(parent);
    const pet = await addPet(parent);
    const request = await postRequest(parent, pet.id, { serviceName: 'Veterinary Care' });
    const card = (await board(dayVet.client)).find((r) => r.id === request.id);
    expect(card).toMatchObject({ urgency: 'low' });
    const told = (await notificationsOf(t.ctx, dayVet.id)).filter(
      (n) => n.data.requestId === request.id,
    );
    expect(told[0]).toMatchObject({ title: 'New Service Request', priority: 'high' });
  });
});
