import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { emailOutbox, securityEvents, sessions } from '../../db/schema/foundation';
import { createTestApp, type TestApp } from '../../../test/app';
import { startSmtpServer } from '../../../test/smtp';
import {
  createUser,
  registrationInput,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../test/factories';

let t: TestApp;
// Emails go to a real SMTP server: the outbox keeps reset links redacted, so the test reads
// them where a user would, in the delivered email.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('registration', () => {
  it('creates a pet parent by default, signs them in and sends a welcome email', async () => {
    const client = t.client();
    const input = registrationInput({ role: undefined, phone: '+919876543210' });
    const res = await client.post('/api/auth/register', input);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ email: input.email, role: 'pet_parent', phone: '+919876543210' });
    expect(user.passwordHash).toBeUndefined();
    const me = await client.get('/api/auth/session');
    expect(me.json().user.id).toBe(user.id);
    expect(user.emailVerified).toBe(false);
    // The verification link is queued with the account; the welcome email by the job queue,
    // after the request.
    const queued = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, input.email));
    expect(queued.map((m) => m.template)).toEqual(['email_verification']);
    await t.settle();
    const mails = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, input.email));
    expect(mails.map((m) => m.template).sort()).toEqual(['email_verification', 'welcome']);
  });

  it('registers a service provider when chosen', async () => {
    const { user } = await signUp(t.client(), { role: 'service_provider' });
    expect(user.role).toBe('service_provider');
  });

  it('places a user who gives a city at sign-up on the map', async () => {
    const { user } = await signUp(t.client(), { city: 'Kochi', country: 'India' });
    const [row] = rowsOf<{ latitude: number | null; longitude: number | null }>(
      await t.ctx.db.execute(sql`SELECT latitude, longitude FROM users WHERE id = ${user.id}`),
    );
    expect(row!.latitude).toBeCloseTo(9.93, 0);
    expect(row!.longitude).toBeCloseTo(76.27, 0);
  });

  it('refuses role super_admin and creates nothing', async () => {
    const input = registrationInput({ role: 'super_admin' });
    const res = await t.client().post('/api/auth/register', input);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation',
      message: 'Role must be pet_parent or service_provider',
    });
    const login = await t
      .client()
      .post('/api/auth/login', { email: input.email, password: input.password });
    expect(login.statusCode).toBe(401);
  });

  it('refuses mismatched passwords with the spec message', async () => {
    const res = await t
      .client()
      .post('/api/auth/register', registrationInput({ confirmPassword: 'Different#Pass77' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Passwords do not match');
    expect(res.json().error.details.fieldErrors.confirmPassword).toEqual([
      'Passwords do not match',
    ]);
  });

  it('refuses weak passwords and bad emails with the spec messages', async () => {
    const weak = await t
      .client()
      .post(
        '/api/auth/register',
        registrationInput({ password: 'short', confirmPassword: 'short' }),
      );
    expect(weak.json().error.message).toBe('Password must be at least 8 characters long');
    const common = await t
      .client()
      .post(
        '/api/auth/register',
        registrationInput({ password: 'password', confirmPassword: 'password' }),
      );
    expect(common.json().error.message).toBe('Password is too common');
    const email = await t
      .client()
      .post('/api/auth/register', registrationInput({ email: 'not-an-email' }));
    expect(email.statusCode).toBe(400);
    expect(email.json().error.details.fieldErrors.email).toBeDefined();
  });

  it('refuses a second account with the same email in any case', async () => {
    const { email } = await signUp(t.client());
    const res = await t
      .client()
      .post('/api/auth/register', registrationInput({ email: email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('conflict');
  });
});

describe('login and logout', () => {
  it('signs in with the right password and returns the role', async () => {
    const provider = await createUser(t.ctx, 'service_provider');
    const client = t.client();
    const res = await client.post('/api/auth/login', {
      email: provider.email,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('service_provider');
    const cookie = res.cookies.find((c) => c.name === 'pm_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('answers a wrong password with the spec error and logs a security event', async () => {
    const user = await createUser(t.ctx, 'pet_parent');
    const res = await t
      .client()
      .post('/api/auth/login', { email: user.email, password: 'Wrong#Pass2026' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'auth', message: 'Invalid email or password' });
    const events = await t.ctx.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'auth_failure'), eq(securityEvents.email, user.email)));
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toMatchObject({ reason: 'wrong_password' });
  });

  it('answers an unknown email the same way', async () => {
    const res = await t
      .client()
      .post('/api/auth/login', { email: uniqueEmail('ghost'), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Invalid email or password');
  });

  it('logout ends the session on the server', async () => {
    const client = t.client();
    const { user } = await signUp(client);
    const token = client.cookies.get('pm_session')!;
    const res = await client.post('/api/auth/logout');
    expect(res.statusCode).toBe(204);
    expect((await client.get('/api/auth/session')).json().user).toBeNull();
    // The old cookie is dead even if a client kept it.
    const replay = t.client();
    replay.cookies.set('pm_session', token);
    expect((await replay.get('/api/profile')).statusCode).toBe(401);
    const left = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(0);
  });
});

describe('login rate limit', () => {
  it('allows 5 attempts per email in 15 minutes, refuses the 6th even with the right password', async () => {
    const user = await createUser(t.ctx, 'pet_parent');
    const client = t.client();
    for (let i = 0; i < 5; i += 1) {
      const res = await client.post('/api/auth/login', {
        email: user.email,
        password: 'Wrong#Pass2026',
      });
      expect(res.statusCode).toBe(401);
    }
    const sixth = await client.post('/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many login attempts. Please try again later.',
    });
    // Per email: another account is unaffected.
    const other = await createUser(t.ctx, 'pet_parent');
    expect(
      (await client.post('/api/auth/login', { email: other.email, password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
    const limited = await t.ctx.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'rate_limit'), eq(securityEvents.email, user.email)));
    expect(limited.length).toBeGreaterThan(0);
  });

  it('a successful sign-in clears the count', async () => {
    const user = await createUser(t.ctx, 'pet_parent');
    const client = t.client();
    for (let i = 0; i < 4; i += 1)
      await client.post('/api/auth/login', { email: user.email, password: 'Wrong#Pass2026' });
    await signIn(client, user.email);
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await client.post('/api/auth/login', { email: user.email, password: 'Wrong#Pass2026' }))
          .statusCode,
      ).toBe(401);
    }
    expect(
      (await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });
});

describe('password reset', () => {
  async function latestResetLink(email: string) {
    await t.settle();
    const mail = smtp.messages.findLast(
      (m) => m.to && JSON.stringify(m.to).includes(email) && m.subject?.includes('Reset'),
    );
    const match = /\/reset-password\?token=([\w%-]+)/.exec(mail?.text ?? '');
    return match ? decodeURIComponent(match[1]!) : null;
  }

  it('keeps the link redacted in the outbox and nowhere once it is delivered', async () => {
    const { email } = await signUp(t.client());
    await t.client().post('/api/auth/forgot-password', { email });
    const token = await latestResetLink(email);
    expect(token).toBeTruthy();
    const [stored] = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'password_reset')))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(stored!.status).toBe('sent');
    expect(stored!.textBody).toContain('/reset-password?token=[redacted]');
    const encoded = encodeURIComponent(token!);
    for (const text of [stored!.textBody, stored!.html]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(encoded);
    }
    // The super admin's outbox shows the redacted copy.
    const admin = await createUser(t.ctx, 'super_admin');
    const client = t.client();
    await signIn(client, admin.email);
    const listed = JSON.stringify((await client.get('/api/admin/outbox?limit=200')).json());
    expect(listed).toContain('[redacted]');
    expect(listed).not.toContain(encoded);
    // The delivery job carried the real body; delivered, the queue keeps none of it.
    const jobs = rowsOf<{ data: string }>(
      await t.ctx.db.execute(
        sql`SELECT data::text AS data FROM ${sql.raw(t.ctx.jobs.schema)}.job WHERE name = 'email.deliver'`,
      ),
    );
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.some((j) => j.data.includes(token!) || j.data.includes(encoded))).toBe(false);
  });

  it('emails a single-use link that sets a new password and ends every session', async () => {
    const signedIn = t.client();
    const { email, user } = await signUp(signedIn);
    const res = await t.client().post('/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    const token = await latestResetLink(email);
    expect(token).toBeTruthy();

    const newPassword = 'Harbour!Lights93';
    const reset = await t.client().post('/api/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect((await signedIn.get('/api/auth/session')).json().user).toBeNull();
    expect(
      (await t.client().post('/api/auth/login', { email, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
    await signIn(t.client(), email, newPassword);

    const again = await t.client().post('/api/auth/reset-password', {
      token,
      password: 'Another!Pass84',
      confirmPassword: 'Another!Pass84',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This password reset link is invalid or has expired.');
    const events = await t.ctx.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, user.id));
    expect(events.map((e) => e.type)).toContain('password_changed');
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp(t.client());
    await t.client().post('/api/auth/forgot-password', { email });
    const token = await latestResetLink(email);
    await t.ctx.db.execute(
      sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`,
    );
    const res = await t.client().post('/api/auth/reset-password', {
      token,
      password: 'Harbour!Lights93',
      confirmPassword: 'Harbour!Lights93',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await t.client().post('/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    expect(await latestResetLink(email)).toBeNull();
  });

  it('without a token needs a signed-in user', async () => {
    const res = await t.client().post('/api/auth/reset-password', {
      password: 'Harbour!Lights93',
      confirmPassword: 'Harbour!Lights93',
    });
    expect(res.statusCode).toBe(401);
    const client = t.client();
    const { email } = await signUp(client);
    const ok = await client.post('/api/auth/reset-password', {
      password: 'Harbour!Lights93',
      confirmPassword: 'Harbour!Lights93',
    });
    expect(ok.statusCode).toBe(200);
    await signIn(t.client(), email, 'Harbour!Lights93');
  });

  it('checks length and match with the spec messages', async () => {
    const short = await t.client().post('/api/auth/reset-password', {
      token: 'x',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.json().error.message).toBe('Password must be at least 8 characters long');
    const mismatch = await t.client().post('/api/auth/reset-password', {
      token: 'x',
      password: 'Harbour!Lights93',
      confirmPassword: 'Harbour!Lights94',
    });
    expect(mismatch.json().error.message).toBe('Passwords do not match');
  });
});

describe('roles and admin sessions', () => {
  it('refuses admin endpoints to signed-out users, parents and providers', async () => {
    expect((await t.client().get('/api/admin/users')).statusCode).toBe(401);
    const parent = t.client();
    await signUp(parent);
    const res = await parent.get('/api/admin/users');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('permission');
    const provider = t.client();
    await signUp(provider, { role: 'service_provider' });
    expect((await provider.get('/api/admin/users')).statusCode).toBe(403);
  });

  it('lets a super admin list users, and ends the admin session after 30 idle minutes', async () => {
    const admin = await createUser(t.ctx, 'super_admin');
    const client = t.client();
    await signIn(client, admin.email);
    const list = await client.get('/api/admin/users?role=super_admin');
    expect(list.statusCode).toBe(200);
    expect(list.json().users.some((u: { id: string }) => u.id === admin.id)).toBe(true);

    await t.ctx.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '29 minutes' WHERE user_id = ${admin.id}`,
    );
    expect((await client.get('/api/admin/users')).statusCode).toBe(200);

    await t.ctx.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE user_id = ${admin.id}`,
    );
    const expired = await client.get('/api/admin/users');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toBe('Not authenticated or session expired');
    expect(
      (await t.ctx.db.select().from(sessions).where(eq(sessions.userId, admin.id))).length,
    ).toBe(0);
  });

  it('lets a super admin read the email outbox, and nobody else', async () => {
    const { email } = await signUp(t.client());
    await t.client().post('/api/auth/forgot-password', { email });
    await t.settle();
    const admin = await createUser(t.ctx, 'super_admin');
    const client = t.client();
    await signIn(client, admin.email);
    const res = await client.get('/api/admin/outbox');
    expect(res.statusCode).toBe(200);
    const mine = res.json().emails.filter((m: { to: string }) => m.to === email);
    expect(mine.map((m: { template: string }) => m.template).sort()).toEqual([
      'email_verification',
      'password_reset',
      'welcome',
    ]);
    const parent = t.client();
    await signUp(parent);
    expect((await parent.get('/api/admin/outbox')).statusCode).toBe(403);
  });

  it("the app's background session check does not keep an idle admin signed in", async () => {
    const admin = await createUser(t.ctx, 'super_admin');
    const client = t.client();
    await signIn(client, admin.email);
    await t.ctx.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '20 minutes' WHERE user_id = ${admin.id}`,
    );
    const check = await client.request({
      method: 'GET',
      url: '/api/auth/session',
      headers: { 'x-petmitra-background': '1' },
    });
    expect(check.json().user.id).toBe(admin.id);
    await t.ctx.db.execute(
      sql`UPDATE sessions SET last_seen_at = last_seen_at - interval '11 minutes' WHERE user_id = ${admin.id}`,
    );
    const later = await client.request({
      method: 'GET',
      url: '/api/auth/session',
      headers: { 'x-petmitra-background': '1' },
    });
    expect(later.json().user).toBeNull();
  });

  it('does not expire an idle non-admin session after 30 minutes', async () => {
    const client = t.client();
    const { user } = await signUp(client);
    await t.ctx.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '3 hours' WHERE user_id = ${user.id}`,
    );
    expect((await client.get('/api/profile')).statusCode).toBe(200);
  });
});
