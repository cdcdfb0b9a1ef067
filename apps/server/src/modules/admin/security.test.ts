import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, signIn } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function admin() {
  const user = await createUser(t.ctx, 'super_admin');
  const client = t.client();
  await signIn(client, user.email);
  return client;
}

async function setSettings(values: Parameters<TestApp['ctx']['settings']['write']>[0]) {
  await t.ctx.settings.write(values);
  await t.ctx.settings.changed();
}

describe('the security dashboard', () => {
  it('scores the real checks: each failed check takes off its weight and is an issue', async () => {
    const client = await admin();
    await t.ctx.db.execute(sql`DELETE FROM security_events`);
    await setSettings({
      enable_two_factor: false,
      require_email_verification: true,
      max_login_attempts: 5,
      session_timeout: 24,
    });
    const res = await client.get('/api/admin/security');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The test server is not production over HTTPS (-20) and admins have no two-factor (-15);
    // email verification is required (the default) and applied.
    expect(body.score).toBe(65);
    expect(body.compliant).toBe(false);
    expect(body.issues.map((i: { check: string }) => i.check)).toEqual(['https', 'adminTwoFactor']);
    expect(body.issues[0].severity).toBe('high');
    expect(body.recommendations).toHaveLength(2);
    expect(body.features).toHaveLength(10);
    const verificationFeature = body.features.find(
      (f: { name: string }) => f.name === 'Email verification',
    );
    expect(verificationFeature).toMatchObject({ enabled: true });
    expect(verificationFeature.detail).toMatch(
      /single-use link .* \d+ of \d+ accounts are not verified yet\./,
    );
    expect(body.activeThreats).toBe(0);

    // Verification turned off: the check fails (-10), the feature is off.
    await setSettings({ require_email_verification: false });
    const off = (await client.get('/api/admin/security')).json();
    expect(off.score).toBe(55);
    expect(off.issues.map((i: { check: string }) => i.check)).toContain('emailVerification');
    expect(
      off.features.find((f: { name: string }) => f.name === 'Email verification'),
    ).toMatchObject({ enabled: false });
    await setSettings({ require_email_verification: true });

    // Admin two-factor required: the check passes (+15), the feature is on.
    await setSettings({ enable_two_factor: true });
    const required = (await client.get('/api/admin/security')).json();
    expect(required.score).toBe(80);
    expect(
      required.features.find((f: { name: string }) => f.name === 'Two-factor sign-in for admins'),
    ).toMatchObject({ enabled: true });
    await setSettings({ enable_two_factor: false });

    // Looser limits: -5.
    await setSettings({ max_login_attempts: 20 });
    const looser = (await client.get('/api/admin/security')).json();
    expect(looser.score).toBe(60);
    expect(looser.issues.map((i: { check: string }) => i.check)).toEqual([
      'https',
      'adminTwoFactor',
      'signInLimits',
    ]);
    expect(
      looser.features.find((f: { name: string }) => f.name === 'Sign-in attempt limit').detail,
    ).toContain('20 attempts per email');
    await setSettings({ max_login_attempts: 5 });
  });

  it('counts active threats: rate_limit, invalid_input and suspicious_activity of the last hour', async () => {
    const client = await admin();
    await t.ctx.db.execute(sql`DELETE FROM security_events`);
    await t.ctx.security.record({ type: 'rate_limit', ip: '198.51.100.1' });
    await t.ctx.security.record({ type: 'rate_limit', ip: '198.51.100.1' });
    await t.ctx.security.record({ type: 'invalid_input', ip: '198.51.100.2' });
    await t.ctx.security.record({ type: 'auth_failure', email: 'x@example.com' });
    // Two hours ago: in the counts, not a threat now.
    await t.ctx.db.execute(sql`
      INSERT INTO security_events (type, ip, details, count, created_at, last_seen_at)
      VALUES ('suspicious_activity', '198.51.100.3', '{}', 4, now() - interval '2 hours',
              now() - interval '2 hours')`);
    const body = (await client.get('/api/admin/security')).json();
    expect(body.activeThreats).toBe(3);
    expect(body.events.total).toBe(8);
    expect(body.events.last24Hours).toBe(8);
    expect(body.events.byType).toContainEqual({ type: 'suspicious_activity', count: 4 });
    expect(body.issues.map((i: { check: string }) => i.check)).toContain('noActiveThreats');
    expect(body.issues.find((i: { check: string }) => i.check === 'noActiveThreats').message).toBe(
      '3 rate-limited, invalid or suspicious requests in the last hour.',
    );
    expect(body.score).toBe(55);
    // The latest events, newest first: the old one is last.
    expect(body.recentEvents).toHaveLength(4);
    expect(body.recentEvents[3].type).toBe('suspicious_activity');
    expect(body.recentEvents.find((e: { type: string }) => e.type === 'rate_limit').count).toBe(2);
  });

  it('shows at most the 10 latest events; the compliance view reads the latest 20', async () => {
    const client = await admin();
    await t.ctx.db.execute(sql`DELETE FROM security_events`);
    for (let i = 0; i < 25; i += 1) {
      await t.ctx.db.execute(sql`
        INSERT INTO security_events (type, ip, details, created_at, last_seen_at)
        VALUES ('password_changed', ${`203.0.113.${i}`}, ${JSON.stringify({ n: i })}::jsonb,
                now() - make_interval(mins => ${25 - i}), now() - make_interval(mins => ${25 - i}))`);
    }
    const body = (await client.get('/api/admin/security')).json();
    expect(body.recentEvents.map((e: { ip: string }) => e.ip)).toEqual(
      Array.from({ length: 10 }, (_, i) => `203.0.113.${24 - i}`),
    );
    expect(body.recentEvents[0].details).toBe('{"n":24}');
    const log = (await client.get('/api/admin/security/log')).json();
    expect(log.entries).toHaveLength(20);
    expect(log.entries[0].ip).toBe('203.0.113.24');
    expect(log.entries[19].ip).toBe('203.0.113.5');
    expect((await client.get('/api/admin/security/log?limit=5')).json().entries).toHaveLength(5);
    expect((await client.get('/api/admin/security/log?limit=0')).statusCode).toBe(400);
    expect((await client.get('/api/admin/security/log?limit=abc')).statusCode).toBe(400);
  });
});
