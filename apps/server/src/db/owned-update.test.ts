import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addPet, postRequest, signUp } from '../../test/factories';
import { serviceRequests } from './schema/marketplace';
import { updateOwnedIf } from './owned-update';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('updateOwnedIf', () => {
  it('writes only while the owner and the status are what the caller checked', async () => {
    const client = t.client();
    const { user } = await signUp(client);
    const pet = await addPet(client);
    const request = await postRequest(client, pet.id);
    const stranger = await signUp(t.client());
    const update = (ownerId: string, statuses: string[], description: string) =>
      updateOwnedIf(
        t.ctx.db,
        serviceRequests,
        { column: serviceRequests.requesterId, id: ownerId },
        request.id,
        statuses,
        { description },
      );

    expect(await update(stranger.user.id, ['open'], 'Not yours to change')).toBeNull();
    // A cancel that landed between the caller's check and its write.
    expect(await update(user.id, ['responded'], 'Changed meanwhile')).toBeNull();
    const row = await update(user.id, ['open'], 'Bath and nail trim for a calm beagle');
    expect(row).toMatchObject({
      id: request.id,
      description: 'Bath and nail trim for a calm beagle',
    });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(row!.createdAt.getTime());
  });
});
