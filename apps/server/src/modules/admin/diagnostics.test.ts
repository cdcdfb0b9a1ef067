import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSettingsForm } from '@petmitra/core/admin/settings-form';
import { SETTINGS_DEFAULTS } from '@petmitra/core/settings';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { createUser, signIn } from '../../../test/factories';
import { freePort, startSmtpServer } from '../../../test/smtp';
import { rowsOf } from '../../db/client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.ctx, 'super_admin', { name: 'Diag Admin' });
  admin = t.client();
  await signIn(admin, user.email);
});
afterAll(async () => {
  await t.close();
});

type Result = { name: string; status: string; message: string; rows?: unknown[] };
async function diagnostics(): Promise<Record<string, Result>> {
  const res = await admin.post('/api/admin/diagnostics');
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(res.json().results.map((r: Result) => [r.name, r]));
}

async function setSmtp(host: string, port: number) {
  const form = toSettingsForm(SETTINGS_DEFAULTS);
  form.email.smtpHost = host;
  form.email.smtpPort = port;
  expect((await admin.put('/api/admin/settings', form)).statusCode).toBe(200);
}

describe('Run Diagnostics', () => {
  it('checks the database, migrations, extensions, Redis, uploads, jobs, users and settings for real', async () => {
    const r = await diagnostics();
    expect(Object.keys(r)).toEqual([
      'Database connection',
      'Migrations',
      'Extensions',
      'Redis',
      'SMTP',
      'Upload storage',
      'Job queue',
      'Users sample',
      'System settings',
    ]);
    expect(r['Database connection']!.message).toMatch(/answered in [\d.]+ ms/);
    expect(r['Migrations']).toMatchObject({ status: 'success' });
    expect(r['Migrations']!.message).toMatch(/^All \d+ migrations applied\.$/);
    expect(r['Extensions']).toMatchObject({ status: 'success' });
    expect(r['Redis']!.status).toBe('success');
    if (process.env.TEST_REDIS_URL) expect(r['Redis']!.message).toMatch(/PONG/);
    expect(r['SMTP']).toMatchObject({ status: 'warning' });
    expect(r['Upload storage']).toMatchObject({ status: 'success' });
    expect(r['Job queue']!.status).not.toBe('error');
    expect(r['Users sample']!.rows!.length).toBeGreaterThan(0);
    expect(r['Users sample']!.rows!.length).toBeLessThanOrEqual(5);
    expect(r['Users sample']!.rows).toContainEqual(
      expect.objectContaining({ name: 'Diag Admin', role: 'super_admin' }),
    );
    expect(r['System settings']).toMatchObject({ status: 'success' });
  });

  it('reports a missing migration, an unreachable SMTP server and a stalled job queue as errors', async () => {
    const [last] = rowsOf<{ name: string }>(
      await t.ctx.db.execute(sql`SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1`),
    );
    await t.ctx.db.execute(sql`DELETE FROM schema_migrations WHERE name = ${last!.name}`);
    await setSmtp('127.0.0.1', await freePort());
    await t.ctx.jobs.send('email.deliver', { outboxId: '00000000-0000-0000-0000-000000000000' });
    await t.ctx.db.execute(
      sql`UPDATE ${sql.raw(t.ctx.jobs.schema)}.job SET start_after = now() - interval '1 hour' WHERE state = 'created'`,
    );
    try {
      const r = await diagnostics();
      expect(r['Migrations']).toMatchObject({
        status: 'error',
        message: `Not applied: ${last!.name}.`,
      });
      expect(r['SMTP']!.status).toBe('error');
      expect(r['SMTP']!.message).toMatch(/ECONNREFUSED/);
      expect(r['Job queue']!.status).toBe('error');
    } finally {
      await t.ctx.db.execute(sql`INSERT INTO schema_migrations (name) VALUES (${last!.name})`);
      await t.settle();
    }
    const smtp = await startSmtpServer();
    try {
      await setSmtp('127.0.0.1', smtp.port);
      expect((await diagnostics())['SMTP']).toMatchObject({ status: 'success' });
    } finally {
      await smtp.close();
    }
  });
});
