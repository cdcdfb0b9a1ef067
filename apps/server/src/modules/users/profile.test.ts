import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { signUp } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

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

async function upload(client: TestClient, filename: string, contentType: string, bytes: Buffer) {
  const body = multipart(filename, contentType, bytes);
  return client.request({
    method: 'POST',
    url: '/api/profile/photo',
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('profile', () => {
  it('needs a signed-in user', async () => {
    expect((await t.client().get('/api/profile')).statusCode).toBe(401);
  });

  it('updates the profile fields but never the email', async () => {
    const client = t.client();
    const { email } = await signUp(client);
    const res = await client.patch('/api/profile', {
      name: 'Asha Rao',
      phone: '+919123456789',
      city: 'Pune',
      country: 'India',
      dateOfBirth: '1990-05-04',
      gender: 'female',
      email: 'changed@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Asha Rao',
      email,
      phone: '+919123456789',
      city: 'Pune',
      country: 'India',
      dateOfBirth: '1990-05-04',
      gender: 'female',
    });
    expect((await client.get('/api/profile')).json().user.email).toBe(email);
  });

  it('refuses an invalid Indian phone number with the spec message', async () => {
    const client = t.client();
    await signUp(client);
    const res = await client.patch('/api/profile', { name: 'Asha', phone: '+91123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter a valid Indian phone number');
  });

  it('stores a real image as the profile photo and serves it', async () => {
    const client = t.client();
    const { user } = await signUp(client);
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    const res = await upload(client, 'me.png', 'image/png', png);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().user.profilePic;
    expect(url).toMatch(new RegExp(`^/uploads/profiles/${user.id}_\\d+_[0-9a-f]+\\.png$`));
    const served = await client.get(url);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40 });
  });

  it('refuses a PHP script renamed to .jpg', async () => {
    const client = t.client();
    await signUp(client);
    const res = await upload(
      client,
      'avatar.jpg',
      'image/jpeg',
      Buffer.from('<?php system($_GET["c"]); ?>'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Only JPEG, PNG, and WebP images are allowed');
    expect((await client.get('/api/profile')).json().user.profilePic).toBeNull();
  });

  it('shrinks photos over 1 MB to fit 800x600', async () => {
    const client = t.client();
    await signUp(client);
    const noisy = Buffer.alloc(1600 * 1200 * 3);
    for (let i = 0; i < noisy.length; i += 1) noisy[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noisy, { raw: { width: 1600, height: 1200, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await upload(client, 'big.jpg', 'image/jpeg', big);
    expect(res.statusCode).toBe(200);
    const served = await client.get(res.json().user.profilePic);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.width).toBeLessThanOrEqual(800);
    expect(meta.height).toBeLessThanOrEqual(600);
  });
});
