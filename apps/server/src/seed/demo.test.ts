import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/factories';
import { users } from '../db/schema/foundation';
import { rowsOf } from '../db/client';
import { serverRoot } from '../paths';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemo } from './demo';
import { domainSeeders } from './seeders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo data', () => {
  it('seeds 40+ providers across 10+ Indian cities and 3+ other countries, once', async () => {
    expect(await seedDemo(t.ctx, domainSeeders)).toBe(true);
    const providers = rowsOf<{ country: string; cities: number; n: number }>(
      await t.ctx.db.execute(sql`
        SELECT country, count(DISTINCT city)::int AS cities, count(*)::int AS n
        FROM users WHERE role = 'service_provider' GROUP BY country`),
    );
    const total = providers.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(40);
    expect(providers.find((r) => r.country === 'India')!.cities).toBeGreaterThanOrEqual(10);
    expect(providers.filter((r) => r.country !== 'India').length).toBeGreaterThanOrEqual(3);
    expect(await seedDemo(t.ctx, domainSeeders)).toBe(false);
  });

  it('the printed demo sign-ins work and land on the right roles', async () => {
    const cases = [
      [DEMO_ACCOUNTS.petParent, 'pet_parent'],
      [DEMO_ACCOUNTS.provider, 'service_provider'],
      [DEMO_ACCOUNTS.superAdmin, 'super_admin'],
    ] as const;
    for (const [account, role] of cases) {
      const user = await signIn(t.client(), account.email, account.password);
      expect(user.role).toBe(role);
    }
  });
});

describe('create-admin command', () => {
  it('creates a super admin on the configured database and refuses a duplicate', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'petmitra-cli-'));
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
        cwd: serverRoot,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          NODE_ENV: 'production',
          LOG_LEVEL: 'silent',
        },
      });
    try {
      const ok = await run([
        'create-admin',
        '--email',
        'Root@Example.com',
        '--name',
        'Root',
        '--password',
        'Quartz!Meadow58',
      ]);
      expect(ok.stdout).toMatch(/Created super admin root@example\.com/);
      await expect(
        run(['create-admin', '--email', 'root@example.com', '--password', 'Quartz!Meadow58']),
      ).rejects.toMatchObject({ stderr: expect.stringContaining('already exists') });
      await expect(
        run(['create-admin', '--email', 'x@example.com', '--password', 'short']),
      ).rejects.toMatchObject({
        stderr: expect.stringContaining('Password must be at least 8 characters long'),
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('registration can never produce a super admin', async () => {
    const admins = await t.ctx.db.select().from(users).where(eq(users.role, 'super_admin'));
    expect(admins.map((a) => a.email)).toEqual([DEMO_ACCOUNTS.superAdmin.email]);
  });
});
