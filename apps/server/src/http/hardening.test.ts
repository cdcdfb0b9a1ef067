import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addPet, createUser, signIn, signUp } from '../../test/factories';
import { users } from '../db/schema/foundation';
import { errorForLog } from '../infra/logger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Sends one raw HTTP/1.1 request over a socket (request lines inject cannot write). */
async function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.end());
  });
}

describe('client addresses (TRUST_PROXY)', () => {
  async function forgotFrom(app: TestApp, forwardedFor: string) {
    return app.client().request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      json: { email: 'nobody@example.com' },
      headers: { 'x-forwarded-for': forwardedFor },
    });
  }

  it('in production, ignores X-Forwarded-For unless the proxy is configured', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PASSWORD_HASH_COST: undefined,
      // A production server refuses the suites' movable clock.
      TEST_CLOCK: undefined,
      AUTH_RATE_LIMIT_PER_MINUTE: '5',
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        statuses.push((await forgotFrom(prod, `203.0.113.${i + 1}`)).statusCode);
      }
      // Rotating the header does not make eight clients out of one.
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    } finally {
      await prod.close();
    }
  });

  it('takes the client address from a configured proxy', async () => {
    const proxied = await createTestApp({
      TRUST_PROXY: '127.0.0.1',
      AUTH_RATE_LIMIT_PER_MINUTE: '5',
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        statuses.push((await forgotFrom(proxied, `203.0.113.${i + 1}`)).statusCode);
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});

describe('control characters', () => {
  it('never answer 500 and are never stored, in any text field', async () => {
    const client = t.client();
    const { user } = await signUp(client, { name: 'Nul\u0000 Name' });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe('Nul Name');

    const profile = await client.request({
      method: 'PATCH',
      url: '/api/profile',
      json: { name: 'A\u0000B', city: 'Pune\u0000', country: 'India', phone: '+919876543210' },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.city).toBe('Pune');
    const pet = await addPet(client, { name: 'Bru\u0000no', medicalHistory: 'x\u0000y' });
    expect(pet.name).toBe('Bruno');

    const provider = t.client();
    await signUp(provider, { role: 'service_provider' });
    const service = await provider.post('/api/services', {
      category: 'grooming',
      name: 'Groom\u0000ing',
      petTypesAccepted: ['dog'],
      homeServiceAvailable: true,
      charges: [{ description: 'Bath\u0000', amount: 50_000 }],
    });
    expect(service.statusCode).toBeLessThan(500);

    const admin = await createUser(t.ctx, 'super_admin');
    const adminClient = t.client();
    await signIn(adminClient, admin.email);
    const listed = await adminClient.get('/api/admin/users?q=%00');
    expect(listed.statusCode).toBe(200);
    for (const url of [
      '/api/search/services?q=%00dog',
      '/api/search/suggestions?q=do%00g',
      '/api/geo/cities?q=Pu%00',
    ]) {
      expect((await client.get(url)).statusCode, url).toBeLessThan(500);
    }
  });
});

describe('the error log', () => {
  it('never holds query parameters or secrets', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'error', serializers: { err: errorForLog } },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const logged = await createTestApp({}, { logger });
    try {
      // Every new account now fails inside its INSERT: a 500 whose query carried the hash.
      await logged.ctx.database.exec(
        'ALTER TABLE users ADD CONSTRAINT refuse_all CHECK (false) NOT VALID',
      );
      const email = 'secret.person@example.com';
      const res = await logged.client().post('/api/auth/register', {
        name: 'Secret Person',
        email,
        phone: '+919876501234',
        role: 'pet_parent',
        password: 'Kestrel#Ridge42',
        confirmPassword: 'Kestrel#Ridge42',
      });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('refuse_all');
      const log = lines.join('\n');
      expect(log).toContain('unhandled error');
      expect(log).toContain('refuse_all'); // the cause stays: what broke, not with what
      for (const secret of [email, '9876501234', 'scrypt$', 'Secret Person', 'params']) {
        expect(log, secret).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});

describe('routing', () => {
  it('applies the /api checks to absolute-form request lines', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ email: 'a@b.co', password: 'x' });
    const answer = await rawRequest(
      port,
      `POST http://127.0.0.1:${port}/api/auth/register HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Content-Type: text/plain\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer.split('\r\n')[0]).toMatch(/^HTTP\/1.1 415/);
    const noCsrf = await rawRequest(
      port,
      `POST http://127.0.0.1:${port}/api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(noCsrf.split('\r\n')[0]).toMatch(/^HTTP\/1.1 403/);
  });

  it('answers framework errors in the error shape', async () => {
    const res = await t.client().get('/api/%ff');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'validation', message: 'Invalid request URL.' },
    });
  });

  it('authorises before validating: a guest with a bad body gets 401', async () => {
    const res = await t.client().post('/api/pets', { name: 42 });
    expect(res.statusCode).toBe(401);
    const provider = t.client();
    await signUp(provider, { role: 'service_provider' });
    expect((await provider.post('/api/pets', { name: 42 })).statusCode).toBe(403);
  });
});

describe('caching', () => {
  it('marks personal API answers no-store', async () => {
    const client = t.client();
    await signUp(client);
    for (const url of ['/api/auth/session', '/api/profile', '/api/pets']) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await client.get('/api/nope')).headers['cache-control']).toBe('no-store');
  });
});
