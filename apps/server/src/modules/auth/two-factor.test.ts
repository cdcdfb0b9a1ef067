import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES as M } from '@petmitra/core/auth/totp';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import { rowsOf } from '../../db/client';
import { totpCode, totpStep } from '../../auth/totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const codeAt = (secret: string, offsetSteps = 0) =>
  totpCode(secret, totpStep(Date.now()) + offsetSteps);

/** A signed-in admin who has turned two-factor on; answers the secret and recovery codes. */
async function adminWithTwoFactor() {
  const admin = await createUser(t.ctx, 'super_admin');
  const client = t.client();
  await signIn(client, admin.email);
  const setup = await client.post('/api/admin/two-factor/setup', {});
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrCode } = setup.json();
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  // The code of the step before: the sign-in below may then use the current one.
  const enabled = await client.post('/api/admin/two-factor/enable', { code: codeAt(secret, -1) });
  expect(enabled.statusCode).toBe(200);
  const recoveryCodes: string[] = enabled.json().recoveryCodes;
  return { admin, client, secret, recoveryCodes };
}

async function passwordStep(client: TestClient, email: string) {
  const res = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
  expect(res.statusCode).toBe(200);
  return res;
}

async function setSetting(value: boolean) {
  await t.ctx.settings.write({ enable_two_factor: value });
  await t.ctx.settings.changed();
}

describe('admin two-factor sign-in', () => {
  it('sets up with a QR code, confirms with a code, gives 10 recovery codes, audited', async () => {
    const { admin, client, recoveryCodes } = await adminWithTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = (await client.get('/api/admin/two-factor')).json();
    expect(status).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // The secret is stored encrypted, never in clear.
    const [row] = rowsOf<{ secret: string }>(
      await t.ctx.db.execute(
        sql`SELECT secret FROM two_factor_secrets WHERE user_id = ${admin.id}`,
      ),
    );
    expect(row!.secret).toMatch(/^enc:v1:/);
    const audit = (await client.get('/api/admin/audit')).json().entries;
    expect(audit[0]).toMatchObject({ action: 'two_factor.enabled', targetId: admin.id });
    // Setting up again while on: refused.
    expect((await client.post('/api/admin/two-factor/setup', {})).statusCode).toBe(409);
  });

  it('a wrong code does not turn it on', async () => {
    const admin = await createUser(t.ctx, 'super_admin');
    const client = t.client();
    await signIn(client, admin.email);
    expect((await client.post('/api/admin/two-factor/enable', { code: '123456' })).statusCode).toBe(
      409,
    );
    const { secret } = (await client.post('/api/admin/two-factor/setup', {})).json();
    const wrong = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    const res = await client.post('/api/admin/two-factor/enable', { code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.wrongCode);
    expect((await client.get('/api/admin/two-factor')).json().enabled).toBe(false);
    expect((await client.post('/api/admin/two-factor/enable', { code: 'abc' })).statusCode).toBe(
      400,
    );
  });

  it('the password alone starts no session; the code step does; a code is never accepted twice', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const client = t.client();
    const first = await passwordStep(client, admin.email);
    const { challenge } = first.json().twoFactor;
    expect(first.json().user).toBeUndefined();
    expect(first.headers['set-cookie']?.toString() ?? '').not.toContain('pm_session=');
    expect((await client.get('/api/auth/session')).json().user).toBeNull();
    expect((await client.get('/api/admin/users')).statusCode).toBe(401);

    // Wrong code: refused, an auth failure in the log.
    const wrong = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await client.post('/api/auth/login/two-factor', { challenge, code: wrong });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(M.wrongCode);

    const code = codeAt(secret);
    const ok = await client.post('/api/auth/login/two-factor', { challenge, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(admin.id);
    expect((await client.get('/api/admin/users')).statusCode).toBe(200);

    // The same code again (a second sign-in within the same 30 s): refused.
    const other = t.client();
    const again = (await passwordStep(other, admin.email)).json().twoFactor.challenge;
    const reused = await other.post('/api/auth/login/two-factor', { challenge: again, code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.message).toBe(M.reusedCode);
  });

  it('a recovery code signs in once', async () => {
    const { admin, recoveryCodes } = await adminWithTwoFactor();
    const client = t.client();
    const challenge = (await passwordStep(client, admin.email)).json().twoFactor.challenge;
    const code = recoveryCodes[3]!;
    expect(
      (await client.post('/api/auth/login/two-factor', { challenge, code: code.toUpperCase() }))
        .statusCode,
    ).toBe(200);
    const other = t.client();
    const again = (await passwordStep(other, admin.email)).json().twoFactor.challenge;
    expect(
      (await other.post('/api/auth/login/two-factor', { challenge: again, code })).statusCode,
    ).toBe(401);
    expect((await client.get('/api/admin/two-factor')).json().recoveryCodesLeft).toBe(9);
  });

  it('limits guessing: after max_login_attempts wrong codes even the right one is refused (429)', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const client = t.client();
    const challenge = (await passwordStep(client, admin.email)).json().twoFactor.challenge;
    for (let i = 0; i < 5; i += 1) {
      const res = await client.post('/api/auth/login/two-factor', { challenge, code: '000000' });
      // (000000 could be the real code once in a million: then it is 200 and the test reruns.)
      expect(res.statusCode).toBe(401);
    }
    const limited = await client.post('/api/auth/login/two-factor', {
      challenge,
      code: codeAt(secret),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(M.tooManyAttempts);
    const [event] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM security_events WHERE type = 'rate_limit' AND user_id = ${admin.id}`,
      ),
    );
    expect(event!.n).toBe(1);
  });

  it('refuses a forged, altered or expired challenge', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const client = t.client();
    const challenge: string = (await passwordStep(client, admin.email)).json().twoFactor.challenge;
    const [id, expires, mac] = challenge.split('.');
    for (const bad of [
      'nonsense',
      `${id}.${Number(expires) + 60_000}.${mac}`,
      `${id}.${Date.now() - 1000}.${mac}`,
    ]) {
      const res = await client.post('/api/auth/login/two-factor', {
        challenge: bad,
        code: codeAt(secret),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(M.challengeExpired);
    }
  });

  it('the setting: only an admin with two-factor may turn it on; then admins without it cannot sign in', async () => {
    await setSetting(false);
    const plain = await createUser(t.ctx, 'super_admin');
    const plainClient = t.client();
    await signIn(plainClient, plain.email);
    const form = (await plainClient.get('/api/admin/settings')).json().settings;
    const refused = await plainClient.request({
      method: 'PUT',
      url: '/api/admin/settings',
      json: { ...form, security: { ...form.security, enableTwoFactor: true } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(M.enableOwnFirst);
    expect(await t.ctx.settings.get('enable_two_factor')).toBe(false);

    const { client, secret } = await adminWithTwoFactor();
    const saved = await client.request({
      method: 'PUT',
      url: '/api/admin/settings',
      json: { ...form, security: { ...form.security, enableTwoFactor: true } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.security.enableTwoFactor).toBe(true);

    // An admin without an authenticator: refused at sign-in, with why.
    const res = await t.client().post('/api/auth/login', {
      email: plain.email,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(M.requiredNotSetUp);
    // Pet parents and providers are not affected.
    const parent = await createUser(t.ctx, 'pet_parent');
    await signIn(t.client(), parent.email);
    // Required: cannot be turned off.
    const off = await client.post('/api/admin/two-factor/disable', { code: codeAt(secret) });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe(M.requiredCannotDisable);

    await setSetting(false);
    const wrong = await client.post('/api/admin/two-factor/disable', { code: '99999' });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await client.post('/api/admin/two-factor/disable', { code: codeAt(secret) })).statusCode,
    ).toBe(200);
    expect((await client.get('/api/admin/two-factor')).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
  });
});
