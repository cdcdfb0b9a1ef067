import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { rowsOf } from '../../db/client';
import { securityEvents } from '../../db/schema/foundation';
import { SECURITY_JOBS } from './consumers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const csrfRows = () =>
  t.ctx.db.select().from(securityEvents).where(eq(securityEvents.type, 'csrf_rejected'));

describe('the security log stays bounded', () => {
  it('counts a flood of refused requests in one row per address and hour', async () => {
    const before = (await csrfRows()).length;
    for (let i = 0; i < 150; i += 1) {
      const res = await t.client().request({
        method: 'POST',
        url: '/api/auth/login',
        json: { email: 'a@b.co', password: 'x' },
        csrf: false,
      });
      expect(res.statusCode).toBe(403);
    }
    const rows = await csrfRows();
    expect(rows.length - before).toBeLessThanOrEqual(2); // an hour may turn during the loop
    const total = rows.reduce((sum, row) => sum + row.count, 0);
    expect(total).toBeGreaterThanOrEqual(150);
    const latest = rows.sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime())[0]!;
    expect(latest.ip).toBe('127.0.0.1');
    expect(Date.now() - latest.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('keeps one row per event that is not a refused request', async () => {
    await t.ctx.security.record({ type: 'password_changed', userId: null, ip: '10.0.0.1' });
    await t.ctx.security.record({ type: 'password_changed', userId: null, ip: '10.0.0.1' });
    const rows = await t.ctx.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.type, 'password_changed'));
    expect(rows.filter((r) => r.ip === '10.0.0.1')).toHaveLength(2);
  });

  it('the daily job deletes events past retention and keeps the table under its cap', async () => {
    await t.ctx.db.insert(securityEvents).values(
      Array.from({ length: 30 }, (_, i) => ({
        type: 'suspicious_activity',
        ip: `192.0.2.${i}`,
        details: {},
      })),
    );
    await t.ctx.db.execute(
      sql`UPDATE security_events SET last_seen_at = now() - interval '100 days'
          WHERE ip = '192.0.2.0'`,
    );
    await t.ctx.jobs.run(SECURITY_JOBS.prune, {});
    const old = await t.ctx.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.ip, '192.0.2.0'));
    expect(old).toHaveLength(0);

    const removed = await t.ctx.security.prune({ days: 90, maxRows: 10 });
    expect(removed).toBeGreaterThan(0);
    const [row] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM security_events`),
    );
    expect(row!.n).toBe(10);
  });
});
