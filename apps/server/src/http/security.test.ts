import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app';
import { registrationInput, signUp } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('request checks', () => {
  it('answers a non-JSON body with 415 and the spec message', async () => {
    const client = t.client();
    await client.get('/api/auth/session');
    const res = await client.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.co',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({
      code: 'validation',
      message: 'Invalid Content-Type. Expected application/json',
    });
  });

  it('answers a body over 1 MB with 413 and the spec message', async () => {
    const res = await t
      .client()
      .post('/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Request payload too large');
  });

  it.each([
    '/api/auth/..%2F..%2Fetc%2Fpasswd',
    '/api//auth/session',
    '/api/auth/session?q=<script>alert(1)</script>',
  ])('answers the bad URL %s with 400', async (url) => {
    const res = await t.client().get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid request URL.');
  });

  it('refuses a state change without the CSRF token', async () => {
    const res = await t.client().request({
      method: 'POST',
      url: '/api/auth/login',
      json: { email: 'a@b.co', password: 'whatever' },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('permission');
  });

  it('refuses a forged CSRF header that does not match the cookie', async () => {
    const client = t.client();
    await client.get('/api/auth/session');
    const res = await client.request({
      method: 'POST',
      url: '/api/auth/logout',
      json: {},
      csrf: false,
      headers: { 'x-csrf-token': 'x'.repeat(32) },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('CSRF tokens bound to the session', () => {
  /** POSTs sign-out with this session cookie and this token as both cookie and header. */
  function logoutWith(session: string | undefined, token: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': token,
        cookie: [session ? `pm_session=${session}` : '', `pm_csrf=${token}`]
          .filter(Boolean)
          .join('; '),
      },
      payload: '{}',
    });
  }

  it('refuses a matching cookie and header the server did not sign', async () => {
    const client = t.client();
    await signUp(client);
    const forged = 'x'.repeat(43);
    expect((await logoutWith(client.cookies.get('pm_session'), forged)).statusCode).toBe(403);
  });

  it("refuses another session's token, and a token from before signing in", async () => {
    const victim = t.client();
    await signUp(victim);
    const session = victim.cookies.get('pm_session');
    const attacker = t.client();
    await attacker.get('/api/auth/session');
    // Asked again, the guest's token is checked, found valid for no session and remembered:
    // that must not make it valid for any session.
    await attacker.get('/api/auth/session');
    const guestToken = attacker.cookies.get('pm_csrf')!;
    expect((await logoutWith(session, guestToken)).statusCode).toBe(403);
    const other = t.client();
    await signUp(other);
    // Likewise a token remembered as valid for its own session (a write checks it).
    expect(
      (await other.patch('/api/profile', { name: 'Other', phone: '+919876543210' })).statusCode,
    ).toBe(200);
    expect((await logoutWith(session, other.cookies.get('pm_csrf')!)).statusCode).toBe(403);

    // Signing in issues a new token: the one the page had before no longer passes.
    const before = t.client();
    await before.get('/api/auth/session');
    const preLogin = before.cookies.get('pm_csrf')!;
    await signUp(before);
    expect(before.cookies.get('pm_csrf')).not.toBe(preLogin);
    expect((await logoutWith(before.cookies.get('pm_session'), preLogin)).statusCode).toBe(403);
    // Its own token works.
    const own = await logoutWith(session, victim.cookies.get('pm_csrf')!);
    expect(own.statusCode).toBe(204);
  });
});

describe('headers and errors', () => {
  it('sends a strict CSP without inline scripts and HSTS for a year', async () => {
    const res = await t.client().get('/api/health');
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same headers on answers refused by the request checks', async () => {
    const client = t.client();
    await client.get('/api/auth/session');
    const refused = [
      await client.get('/api/health?x=%3Cscript%3E'), // 400: script in the URL
      await client.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      }), // 415
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        payload: {},
      }), // 403: no CSRF token
      await client.get('/api/no-such-route'), // 404
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 415, 403, 404]);
    for (const res of refused) {
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('looks the session up on every route that may read the user, not on health or search', async () => {
    // A session cookie the server does not know: where the session is looked up, the answer
    // clears it; health and search answer everyone alike and never look it up.
    const cleared = async (url: string) => {
      const client = t.client();
      client.cookies.set('pm_session', 'unknown-session-token');
      const res = await client.get(url);
      expect(res.statusCode).toBe(200);
      return res.cookies.some((c) => c.name === 'pm_session' && c.value === '');
    };
    expect(await cleared('/api/auth/session')).toBe(true);
    expect(await cleared('/api/health')).toBe(false);
    expect(await cleared('/api/search/services?q=groom')).toBe(false);
  });

  it("lets live Razorpay's checkout load in the page, and only when its keys are set", async () => {
    const cspOf = async (app: TestApp) =>
      String((await app.client().get('/api/health')).headers['content-security-policy']);
    const sandbox = await cspOf(t);
    expect(sandbox).not.toContain('razorpay');
    expect(sandbox).toContain("frame-src 'self'");
    const live = await createTestApp({
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    });
    try {
      const csp = await cspOf(live);
      expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
      expect(csp).toContain(
        "frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com",
      );
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    } finally {
      await live.close();
    }
  });

  it('answers unknown API routes with the error shape', async () => {
    const res = await t.client().get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('never puts a stack trace in an error', async () => {
    const res = await t.client().request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: '{broken',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);

    // A real 500: the pets table is gone for a moment, so the query fails deep in the driver.
    const parent = t.client();
    await signUp(parent);
    await t.ctx.database.exec('ALTER TABLE pets RENAME TO pets_hidden');
    try {
      const failed = await parent.get('/api/pets');
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({
        error: { code: 'internal', message: 'An unexpected error occurred. Please try again.' },
      });
      expect(failed.body).not.toMatch(/ at |\.ts|\.js|pets_|stack|select/i);
    } finally {
      await t.ctx.database.exec('ALTER TABLE pets_hidden RENAME TO pets');
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.client().get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/login');
  });

  it('keeps the session cookie httpOnly', async () => {
    const client = t.client();
    const res = await client.post('/api/auth/register', registrationInput());
    expect(res.statusCode).toBe(201);
    const setCookie = [res.headers['set-cookie'] ?? []].flat();
    const session = setCookie.find((c) => c.startsWith('pm_session='));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\//i);
    // The CSRF cookie is the one the page must read.
    expect(setCookie.find((c) => c.startsWith('pm_csrf='))).not.toMatch(/HttpOnly/i);
  });
});
