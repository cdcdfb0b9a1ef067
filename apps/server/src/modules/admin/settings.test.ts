import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toSettingsForm } from '@petmitra/core/admin/settings-form';
import { SETTINGS_DEFAULTS } from '@petmitra/core/settings';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { createUser, petInput, registrationInput, signIn, signUp } from '../../../test/factories';
import { freePort, startSmtpServer } from '../../../test/smtp';
import { rowsOf } from '../../db/client';

let t: TestApp;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.ctx, 'super_admin');
  adminId = user.id;
  admin = t.client();
  await signIn(admin, user.email);
});
afterAll(async () => {
  await t.close();
});

const defaults = () => toSettingsForm(SETTINGS_DEFAULTS);
type Form = ReturnType<typeof defaults>;

/** Saves the defaults with `change` applied; answers the reply. */
async function save(change: (form: Form) => void) {
  const form = defaults();
  change(form);
  return admin.put('/api/admin/settings', form);
}

async function settingRow(key: string) {
  const [row] = rowsOf<{ setting_value: unknown; category: string; is_public: boolean }>(
    await t.ctx.db.execute(
      sql`SELECT setting_value, category, is_public FROM system_settings WHERE setting_key = ${key}`,
    ),
  );
  return row;
}

beforeEach(async () => {
  // Every test starts from the spec's defaults.
  expect((await save(() => {})).statusCode).toBe(200);
});

describe('system settings: the form', () => {
  it("reads the spec's defaults, saves rows with category and is_public, audits each change", async () => {
    const res = await admin.get('/api/admin/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual(defaults());
    expect(res.json().settings.general.siteName).toBe('PetMitra');
    expect(res.json().settings.email.smtpPort).toBe(587);
    expect(res.json().settings.security).toEqual({
      sessionTimeout: 24,
      maxLoginAttempts: 5,
      requireEmailVerification: true,
      enableTwoFactor: false,
    });

    const saved = await save((f) => {
      f.general.siteName = 'PetMitra Pune';
      f.security.maxLoginAttempts = 7;
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.general.siteName).toBe('PetMitra Pune');
    expect(await settingRow('site_name')).toEqual({
      setting_value: 'PetMitra Pune',
      category: 'general',
      is_public: true,
    });
    expect(await settingRow('max_login_attempts')).toMatchObject({
      setting_value: 7,
      category: 'security',
      is_public: false,
    });
    const audit = (await admin.get('/api/admin/audit')).json().entries[0];
    expect(audit).toMatchObject({
      actorId: adminId,
      action: 'settings.updated',
      before: { site_name: 'PetMitra', max_login_attempts: 5 },
      after: { site_name: 'PetMitra Pune', max_login_attempts: 7 },
    });
    // The public settings follow at once.
    const pub = await t.client().get('/api/settings/public');
    expect(pub.json()).toEqual({
      siteName: 'PetMitra Pune',
      siteDescription: SETTINGS_DEFAULTS.site_description,
      maintenanceMode: false,
      allowRegistrations: true,
    });
  });

  it('refuses wrong types and out-of-range numbers with a field error, and saves nothing', async () => {
    for (const change of [
      (f: Form) => void (f.security.sessionTimeout = 0),
      (f: Form) => void (f.security.maxLoginAttempts = 1.5),
      (f: Form) => void (f.email.smtpPort = 70000),
      (f: Form) => void ((f.general as Record<string, unknown>).maintenanceMode = 'yes'),
      (f: Form) => void (f.general.siteName = '  '),
      (f: Form) => void (f.email.fromEmail = 'not-an-email'),
    ]) {
      const res = await save((f) => {
        f.general.siteDescription = 'Changed';
        change(f);
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation');
      expect(Object.keys(res.json().error.details.fieldErrors).length).toBeGreaterThan(0);
    }
    const after = (await admin.get('/api/admin/settings')).json().settings;
    expect(after.general.siteDescription).toBe(SETTINGS_DEFAULTS.site_description);
  });

  it('keeps the SMTP password encrypted and never sends it back; blank keeps it, clear removes it', async () => {
    await save((f) => {
      f.email.smtpHost = 'smtp.example.com';
      f.email.smtpPassword = 'hunter2-secret';
    });
    const row = await settingRow('smtp_password');
    expect(JSON.stringify(row)).not.toContain('hunter2');
    expect(String(row!.setting_value)).toMatch(/^enc:v1:/);
    const read = await admin.get('/api/admin/settings');
    expect(read.body).not.toContain('hunter2');
    expect(read.json().smtpPasswordSet).toBe(true);
    expect(read.json().settings.email.smtpPassword).toBe('');
    expect(await t.ctx.settings.smtpPassword()).toBe('hunter2-secret');
    const audit = (await admin.get('/api/admin/audit')).json().entries[0];
    expect(JSON.stringify(audit)).not.toContain('hunter2');
    expect(audit.after.smtp_password).toBe('[set]');

    await save((f) => void (f.email.smtpHost = 'smtp.example.com'));
    expect(await t.ctx.settings.smtpPassword()).toBe('hunter2-secret');
    await save((f) => void (f.email.clearSmtpPassword = true));
    expect((await admin.get('/api/admin/settings')).json().smtpPasswordSet).toBe(false);
  });
});

describe('system settings: applied', () => {
  it('maintenance mode: writes refused with 503 to all but super admins; reads go on; sign-in stays open', async () => {
    const parent = t.client();
    const { email } = await signUp(parent);
    await save((f) => void (f.general.maintenanceMode = true));

    const write = await parent.post('/api/pets', petInput());
    expect(write.statusCode).toBe(503);
    expect(write.json().error).toEqual({
      code: 'maintenance',
      message: 'PetMitra is down for maintenance. Please try again shortly.',
    });
    expect((await parent.get('/api/pets')).statusCode).toBe(200);
    expect((await t.client().post('/api/auth/register', registrationInput())).statusCode).toBe(503);
    await signIn(t.client(), email);
    expect((await t.client().get('/api/settings/public')).json().maintenanceMode).toBe(true);

    // The super admin works on, and switches it off.
    expect((await save(() => {})).statusCode).toBe(200);
    expect((await parent.post('/api/pets', petInput())).statusCode).toBe(201);
  });

  it('allow registrations off: sign-up refused with a clear message, nothing created', async () => {
    await save((f) => void (f.general.allowRegistrations = false));
    const input = registrationInput();
    const res = await t.client().post('/api/auth/register', input);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'New registrations are currently closed. Please try again later.',
    );
    const rows = rowsOf(
      await t.ctx.db.execute(sql`SELECT 1 FROM users WHERE lower(email) = ${input.email}`),
    );
    expect(rows).toHaveLength(0);
  });

  it('session timeout hours set the session lifetime; max login attempts the per-email limit', async () => {
    await save((f) => {
      f.security.sessionTimeout = 2;
      f.security.maxLoginAttempts = 2;
    });
    const user = await createUser(t.ctx, 'pet_parent');
    const client = t.client();
    await signIn(client, user.email);
    const [row] = rowsOf<{ hours: number }>(
      await t.ctx.db.execute(
        sql`SELECT extract(epoch FROM expires_at - created_at) / 3600 AS hours FROM sessions WHERE user_id = ${user.id}`,
      ),
    );
    expect(Math.round(Number(row!.hours))).toBe(2);

    const other = await createUser(t.ctx, 'pet_parent');
    const attempt = () =>
      t.client().post('/api/auth/login', { email: other.email, password: 'Wrong#Pass123' });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe('Too many login attempts. Please try again later.');
  });
});

describe('system settings: the site name in emails', () => {
  /** The latest email queued to an address, as the outbox (and the SMTP server) gets it. */
  async function lastEmailTo(to: string) {
    await t.settle();
    const [row] = rowsOf<{ subject: string; html: string; text_body: string }>(
      await t.ctx.db.execute(
        sql`SELECT subject, html, text_body FROM email_outbox WHERE to_address = ${to}
             ORDER BY created_at DESC LIMIT 1`,
      ),
    );
    return row!;
  }

  it("every email's subject, body and footer use the site name of the settings", async () => {
    try {
      expect((await save((f) => void (f.general.siteName = 'Pawsome Hub'))).statusCode).toBe(200);
      const { email } = await signUp(t.client());
      const welcome = await lastEmailTo(email);
      expect(welcome.subject).toBe('Welcome to Pawsome Hub!');
      expect(welcome.html).toContain('🐾 Pawsome Hub</p>');
      expect(welcome.text_body).toContain('--\nPawsome Hub · support@petmitra.in');
      for (const part of [welcome.subject, welcome.html, welcome.text_body])
        expect(part).not.toContain('PetMitra');

      // The next email after a change says the new name: a password reset, then back.
      await t.client().post('/api/auth/forgot-password', { email });
      const reset = await lastEmailTo(email);
      expect(reset.subject).toBe('Reset your Pawsome Hub password');
      expect(`${reset.html}${reset.text_body}`).not.toContain('PetMitra');

      expect((await save(() => {})).statusCode).toBe(200);
      const other = await signUp(t.client());
      expect((await lastEmailTo(other.email)).subject).toBe('Welcome to PetMitra!');
    } finally {
      await save(() => {});
    }
  });
});

describe('system settings: SMTP', () => {
  it('Test Connection performs a real SMTP handshake and login, and says why it failed', async () => {
    const port = await freePort();
    const server = new SMTPServer({
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'right-password') {
          callback(null, { user: 'mailer' });
        } else callback(new Error('Invalid username or password'));
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      const email = {
        ...defaults().email,
        smtpHost: '127.0.0.1',
        smtpPort: port,
        smtpUser: 'mailer',
        smtpPassword: 'right-password',
      };
      const ok = await admin.post('/api/admin/settings/test-email', email);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().success).toBe(true);

      const wrong = await admin.post('/api/admin/settings/test-email', {
        ...email,
        smtpPassword: 'wrong',
      });
      expect(wrong.json().success).toBe(false);
      expect(wrong.json().message).toMatch(/^Email connection test failed\. .*Invalid/);

      // A blank password uses the stored one.
      await save((f) => void (f.email.smtpPassword = 'right-password'));
      const stored = await admin.post('/api/admin/settings/test-email', {
        ...email,
        smtpPassword: '',
      });
      expect(stored.json().success).toBe(true);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const closed = await admin.post('/api/admin/settings/test-email', {
      ...defaults().email,
      smtpHost: '127.0.0.1',
      smtpPort: await freePort(),
    });
    expect(closed.json()).toMatchObject({ success: false });
    expect(closed.json().message).toMatch(/^Email connection test failed\. .*ECONNREFUSED/);
  });

  it("the mailer sends through the settings' SMTP server, from the settings' sender", async () => {
    const smtp = await startSmtpServer();
    try {
      await save((f) => {
        f.email.smtpHost = '127.0.0.1';
        f.email.smtpPort = smtp.port;
        f.email.fromName = 'PetMitra Desk';
        f.email.fromEmail = 'desk@petmitra.in';
      });
      const { email } = await signUp(t.client());
      await t.settle();
      const mail = smtp.messages.find((m) => m.to && JSON.stringify(m.to).includes(email));
      expect(mail?.from?.value[0]).toMatchObject({
        name: 'PetMitra Desk',
        address: 'desk@petmitra.in',
      });
    } finally {
      await save(() => {});
      await smtp.close();
    }
  });
});
