import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { addPet, addService, petInput, postRequest, signUp } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function parent() {
  const client = t.client();
  const { user } = await signUp(client);
  return { client, user };
}

function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----petmitra' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(client: TestClient, petId: string, filename: string, type: string, bytes: Buffer) {
  const body = multipart(filename, type, bytes);
  return client.request({
    method: 'POST',
    url: `/api/pets/${petId}/photo`,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('pets', () => {
  it('needs a signed-in pet parent', async () => {
    expect((await t.client().get('/api/pets')).statusCode).toBe(401);
    const provider = t.client();
    await signUp(provider, { role: 'service_provider' });
    const res = await provider.get('/api/pets');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('permission');
    expect((await provider.post('/api/pets', petInput())).statusCode).toBe(403);
  });

  it('adds a pet with the defaults and lists it newest first with a summary', async () => {
    const { client, user } = await parent();
    const res = await client.post('/api/pets', {
      name: '  Mittens ',
      type: 'cat',
      weight: '4.2',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().pet).toMatchObject({
      ownerId: user.id,
      name: 'Mittens',
      type: 'cat',
      weight: 4.2,
      pic: null,
      medicalHistory: null,
      vaccinationStatus: 'up_to_date',
    });
    await addPet(client, { name: 'Kiwi', type: 'guinea pig', vaccinationStatus: 'unknown' });
    const list = await client.get('/api/pets');
    expect(list.statusCode).toBe(200);
    expect(list.json().pets.map((p: { name: string }) => p.name)).toEqual(['Kiwi', 'Mittens']);
    expect(list.json().summary).toMatchObject({
      total: 2,
      byType: { cat: 1, 'guinea pig': 1, dog: 0 },
      byVaccinationStatus: { up_to_date: 1, unknown: 1, needs_update: 0 },
      withMedicalHistory: 1,
    });
  });

  it('refuses invalid pets with the spec messages', async () => {
    const { client } = await parent();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Pet name is required'],
      [{ name: undefined }, 'name', 'Pet name is required'],
      [{ type: undefined }, 'type', 'Pet type is required'],
      [{ type: 'dragon' }, 'type', 'Pet type is required'],
      [{ type: 'Dog' }, 'type', 'Pet type is required'],
      [{ weight: 0 }, 'weight', 'Please enter a valid weight'],
      [{ weight: -3 }, 'weight', 'Please enter a valid weight'],
      [{ weight: 'heavy' }, 'weight', 'Please enter a valid weight'],
      [{ weight: 2.25 }, 'weight', 'Please enter a valid weight'],
      [{ weight: 250 }, 'weight', 'Please enter a valid weight'],
    ];
    for (const [override, field, message] of cases) {
      const res = await client.post('/api/pets', petInput(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().error.code).toBe('validation');
      expect(res.json().error.details.fieldErrors[field]).toContain(message);
    }
    expect((await client.get('/api/pets')).json().pets).toHaveLength(0);
  });

  it('gets, edits and deletes a pet', async () => {
    const { client } = await parent();
    const pet = await addPet(client);
    expect((await client.get(`/api/pets/${pet.id}`)).json().pet.name).toBe('Bruno');
    const edited = await client.patch(`/api/pets/${pet.id}`, {
      name: 'Bruno II',
      weight: 13.1,
      vaccinationStatus: 'needs_update',
      medicalHistory: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().pet).toMatchObject({
      name: 'Bruno II',
      type: 'dog',
      weight: 13.1,
      vaccinationStatus: 'needs_update',
      medicalHistory: null,
    });
    // Fields not sent keep their values.
    const weightOnly = await client.patch(`/api/pets/${pet.id}`, { weight: 14 });
    expect(weightOnly.json().pet).toMatchObject({
      name: 'Bruno II',
      weight: 14,
      vaccinationStatus: 'needs_update',
    });
    const bad = await client.patch(`/api/pets/${pet.id}`, { weight: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please enter a valid weight');

    const del = await client.delete(`/api/pets/${pet.id}`);
    expect(del.statusCode).toBe(204);
    expect((await client.get(`/api/pets/${pet.id}`)).statusCode).toBe(404);
    expect((await client.delete(`/api/pets/${pet.id}`)).statusCode).toBe(404);
  });

  it("does not let parent B read, edit, delete or upload to parent A's pet", async () => {
    const a = await parent();
    const b = await parent();
    const pet = await addPet(a.client);
    const png = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#f00' },
    })
      .png()
      .toBuffer();
    const attempts = [
      await b.client.get(`/api/pets/${pet.id}`),
      await b.client.patch(`/api/pets/${pet.id}`, { name: 'Stolen' }),
      await b.client.delete(`/api/pets/${pet.id}`),
      await upload(b.client, pet.id, 'x.png', 'image/png', png),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: 'Pet not found' });
    }
    expect((await b.client.get('/api/pets')).json().pets).toHaveLength(0);
    const still = (await a.client.get(`/api/pets/${pet.id}`)).json().pet;
    expect(still).toMatchObject({ name: 'Bruno', pic: null });
    expect((await a.client.get('/api/pets/not-a-uuid')).statusCode).toBe(404);
  });

  it('keeps a pet with an active request until the request ends', async () => {
    const provider = t.client();
    await signUp(provider, { role: 'service_provider' });
    await addService(provider);
    const { client } = await parent();
    const pet = await addPet(client);
    const request = await postRequest(client, pet.id);
    const res = await client.delete(`/api/pets/${pet.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'This pet has active service requests. Complete or cancel them before deleting the pet.',
    );
    expect((await client.post(`/api/requests/${request.id}/cancel`)).statusCode).toBe(200);
    expect((await client.delete(`/api/pets/${pet.id}`)).statusCode).toBe(204);
    const after = (await client.get('/api/my/requests')).json().requests[0];
    expect(after).toMatchObject({ id: request.id, status: 'cancelled', pet: null });
  });

  describe('photo', () => {
    it('stores a real PNG under the pets folder and serves it', async () => {
      const { client, user } = await parent();
      const pet = await addPet(client);
      const png = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#0f766e' },
      })
        .png()
        .toBuffer();
      const res = await upload(client, pet.id, 'bruno.png', 'image/png', png);
      expect(res.statusCode).toBe(200);
      const url: string = res.json().pet.pic;
      expect(url).toMatch(new RegExp(`^/uploads/pets/${user.id}_\\d+_[0-9a-f]+\\.png$`));
      const served = await client.get(url);
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40 });
      expect((await client.get(`/api/pets/${pet.id}`)).json().pet.pic).toBe(url);

      // A new photo replaces the old file, which is removed after the commit by a job.
      const second = await upload(client, pet.id, 'again.png', 'image/png', png);
      expect(second.statusCode).toBe(200);
      await t.settle();
      expect((await client.get(url)).statusCode).toBe(404);
    });

    it('accepts a GIF, which the profile photo does not', async () => {
      const { client } = await parent();
      const pet = await addPet(client);
      const gif = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#123456' },
      })
        .gif()
        .toBuffer();
      const res = await upload(client, pet.id, 'wag.gif', 'image/gif', gif);
      expect(res.statusCode).toBe(200);
      expect(res.json().pet.pic).toMatch(/\.gif$/);
    });

    it('refuses a PHP script renamed to .jpg', async () => {
      const { client } = await parent();
      const pet = await addPet(client);
      const res = await upload(
        client,
        pet.id,
        'bruno.jpg',
        'image/jpeg',
        Buffer.from('<?php system($_GET["c"]); ?>'),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Only JPEG, PNG, WebP, and GIF images are allowed');
      expect((await client.get(`/api/pets/${pet.id}`)).json().pet.pic).toBeNull();
    });
  });
});
