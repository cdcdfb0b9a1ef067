import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultNotificationSettings } from '@petmitra/core/notifications/settings';
import { createTestApp, type TestApp } from '../../../test/app';
import { refusePushEndpoint } from './push-endpoint';
import { signUp } from '../../../test/factories';
import { pushSubscriptions } from '../../db/schema/notifications';
import { createServerKeys } from './keys';
import { createNotificationService } from './service';

/**
 * Web Push end to end: the test is the browser and the push service. It makes a subscription's
 * keys as a browser does (P-256 key pair, 16-byte auth secret), the server encrypts and sends
 * to a local endpoint, and the test decrypts what arrives (RFC 8291, aes128gcm).
 */

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let t: TestApp;
let server: Server;
let base: string;
const received: Received[] = [];
/** What the push service answers, by path (default 201). */
const answers = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ PUSH_SERVICE_HOSTS: '127.0.0.1' });
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(req.url ?? '') ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A browser's subscription keys. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** RFC 8291 / RFC 8188: decrypt one aes128gcm Web Push message with the browser's keys. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const info = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

async function subscriber(path: string) {
  const client = t.client();
  const { user } = await signUp(client);
  await t.settle();
  await client.put('/api/notifications/settings', {
    ...defaultNotificationSettings(),
    quietHours: { enabled: false, start: '22:00', end: '08:00' },
  });
  const keys = browserKeys();
  const res = await client.post('/api/notifications/push/subscriptions', {
    endpoint: `${base}${path}`,
    keys: {
      p256dh: keys.ecdh.getPublicKey().toString('base64url'),
      auth: keys.auth.toString('base64url'),
    },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({ subscribed: true, devices: 1 });
  return { client, user, keys };
}

describe('Web Push', () => {
  it('encrypts the notification for the subscribed device, signed with the VAPID key', async () => {
    const { client, user, keys } = await subscriber('/push/device-1');
    const { publicKey } = (await client.get('/api/notifications/push/key')).json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);

    await createNotificationService(t.ctx).notify(user.id, {
      type: 'security_alert',
      title: 'New sign-in',
      message: 'Your account was used from a new device.',
      data: { link: '/profile' },
    });
    await t.settle();
    const push = received.find((r) => r.path === '/push/device-1');
    expect(push, 'a push request at the endpoint').toBeDefined();
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.urgency).toBe('high');
    expect(push!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    const payload = JSON.parse(decrypt(push!.body, keys));
    expect(payload).toMatchObject({
      title: 'New sign-in',
      body: 'Your account was used from a new device.',
      url: '/profile',
      priority: 'urgent',
    });
    // A type whose push is off by default (review_received) sends nothing.
    const before = received.length;
    await createNotificationService(t.ctx).notify(user.id, {
      type: 'review_received',
      title: 'New review',
      message: '5 stars',
    });
    await t.settle();
    expect(received.length).toBe(before);
  });

  it('removes a subscription the push service says is gone (410), keeps others', async () => {
    const { user } = await subscriber('/push/gone');
    answers.set('/push/gone', 410);
    await createNotificationService(t.ctx).notify(user.id, {
      type: 'payment_failed',
      title: 'Payment failed',
      message: 'Your card was declined.',
    });
    await t.settle();
    expect(received.some((r) => r.path === '/push/gone')).toBe(true);
    const left = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left).toHaveLength(0);
  });

  it('retries when the push service is unavailable, then delivers', async () => {
    const { user, keys } = await subscriber('/push/flaky');
    answers.set('/push/flaky', 503);
    await createNotificationService(t.ctx).notify(user.id, {
      type: 'service_request_new',
      title: 'New Service Request',
      message: 'Dog walking tomorrow.',
    });
    await t.settle();
    expect(received.filter((r) => r.path === '/push/flaky')).toHaveLength(1);
    answers.delete('/push/flaky');
    await t.settle({ retries: true });
    const attempts = received.filter((r) => r.path === '/push/flaky');
    expect(attempts).toHaveLength(2);
    expect(JSON.parse(decrypt(attempts[1]!.body, keys)).title).toBe('New Service Request');
    const [sub] = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(sub!.lastSuccessAt).not.toBeNull();
  });

  it('unsubscribes a device and keeps the VAPID key across restarts', async () => {
    const { client } = await subscriber('/push/device-2');
    const res = await client.post('/api/notifications/push/unsubscribe', {
      endpoint: `${base}/push/device-2`,
    });
    expect(res.json()).toEqual({ devices: 0 });
    const first = (await client.get('/api/notifications/push/key')).json().publicKey;
    // A new process (fresh key cache) reads the same kept pair.
    const restarted = createServerKeys({ db: t.ctx.db, env: t.ctx.env });
    expect((await restarted.vapid()).publicKey).toBe(first);
  });

  it('refuses endpoints outside the push services (no requests to internal addresses)', async () => {
    const client = t.client();
    const { user } = await signUp(client);
    const keys = browserKeys();
    for (const endpoint of [
      'http://10.0.0.5/push/x',
      'http://169.254.169.254/latest/meta-data',
      'http://localhost:5432/',
      'ftp://127.0.0.1/push',
      'http://user:pw@127.0.0.1/push',
    ]) {
      const res = await client.post('/api/notifications/push/subscriptions', {
        endpoint,
        keys: {
          p256dh: keys.ecdh.getPublicKey().toString('base64url'),
          auth: keys.auth.toString('base64url'),
        },
      });
      expect(res.statusCode, endpoint).toBe(400);
    }
    const saved = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(saved).toHaveLength(0);
  });
});

describe('push endpoint rule', () => {
  const hosts = ['fcm.googleapis.com', '*.push.apple.com'];
  it('allows the listed push services over https, subdomains only where starred', () => {
    const rule = (url: string, production = true) => refusePushEndpoint(url, { hosts, production });
    expect(rule('https://fcm.googleapis.com/fcm/send/abc')).toBeNull();
    expect(rule('https://web.push.apple.com/QO')).toBeNull();
    expect(rule('https://push.apple.com.evil.example/x')).not.toBeNull();
    expect(rule('https://evil.fcm.googleapis.com/x')).not.toBeNull();
    expect(rule('http://fcm.googleapis.com/fcm/send/abc')).toBe(
      'A push subscription endpoint must use https.',
    );
    expect(rule('http://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(rule('https://127.0.0.1/x')).toBe("This browser's push service is not supported.");
  });
});
