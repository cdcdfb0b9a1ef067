import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { addPet, addService, postRequest, respond, signUp } from '../../../test/factories';
import { cookieOf, listen, openStream } from '../../../test/sse';

/**
 * Live refresh of the pages that show a request (issue 11): each change to a request reaches the
 * open tabs of its parent and of the providers involved in it as `request.changed`, once, and
 * nobody else's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('tells the parent of a response and the provider of the acceptance, and nobody else', async () => {
  const base = await listen(t.app);
  const parent = t.client();
  await signUp(parent, { name: 'Anita Rao' });
  const pet = await addPet(parent, { name: 'Tiger' });
  const request = await postRequest(parent, pet.id);
  const groomer = t.client();
  await signUp(groomer, { role: 'service_provider', name: 'Vikram Groomer' });
  await addService(groomer, { category: 'grooming' });
  const bystander = t.client();
  await signUp(bystander, { name: 'Someone Else' });
  await t.settle(); // request.created: the parent's own tab would refresh; that has passed

  const parentTab = await openStream(base, cookieOf(parent));
  const groomerTab = await openStream(base, cookieOf(groomer));
  const otherTab = await openStream(base, cookieOf(bystander));
  const changes = (tab: typeof parentTab) =>
    tab.frames.filter((f) => f.event === 'request.changed').map((f) => f.data);

  const response = await respond(groomer, request.id);
  await t.settle();
  await parentTab.waitFor(1);
  expect(changes(parentTab)).toEqual([{ requestId: request.id }]);
  // The responder's own other tabs refresh too (My Responses).
  expect(changes(groomerTab)).toEqual([{ requestId: request.id }]);

  const accepted = await parent.post(`/api/requests/${request.id}/accept`, {
    responseId: response.id,
  });
  expect(accepted.statusCode).toBe(200);
  await t.settle();
  await groomerTab.waitFor(2);
  expect(changes(groomerTab)).toHaveLength(2);
  expect(changes(parentTab)).toHaveLength(2);

  // Nothing more arrives, and a stranger hears nothing.
  await t.settle();
  await new Promise((r) => setTimeout(r, 200));
  expect(changes(parentTab)).toHaveLength(2);
  expect(changes(otherTab)).toHaveLength(0);
  await Promise.all([parentTab.close(), groomerTab.close(), otherTab.close()]);
});
