import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { addPet, createUser, postRequest, signIn, signUp } from '../../../test/factories';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.ctx, 'super_admin');
  admin = t.client();
  await signIn(admin, user.email);
});
afterAll(async () => {
  await t.close();
});

const monthsAgo = (n: number) => {
  const d = new Date();
  return `${new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 15)).toISOString()}`;
};
const monthKey = (n: number) => monthsAgo(n).slice(0, 7);

async function backdate(userId: string, months: number) {
  await t.ctx.db.execute(
    sql`UPDATE users SET created_at = ${monthsAgo(months)}::timestamptz WHERE id = ${userId}`,
  );
}

describe('analytics', () => {
  it('counts from SQL, the request trend, and recent activity (3 requests, 2 registrations)', async () => {
    const before = (await admin.get('/api/admin/analytics')).json();
    // One free request a month per parent: four parents.
    for (let i = 0; i < 4; i++) {
      const parent = t.client();
      await signUp(parent, { name: `Anita Rao ${i}` });
      await postRequest(parent, (await addPet(parent)).id);
    }
    await signUp(t.client(), { role: 'service_provider', name: 'Vikram Das' });

    const res = await admin.get('/api/admin/analytics');
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.petParents).toBe(before.petParents + 4);
    expect(after.providers).toBe(before.providers + 1);
    expect(after.requests).toBe(before.requests + 4);
    expect(after.requestsByMonth).toHaveLength(6);
    expect(after.requestsByMonth.at(-1).month).toBe(monthKey(0));
    expect(after.requestsByMonth.at(-1).count).toBe(before.requestsByMonth.at(-1).count + 4);
    const kinds = after.recentActivity.map((a: { type: string }) => a.type).sort();
    expect(kinds).toEqual(['registration', 'registration', 'request', 'request', 'request']);
    expect(after.recentActivity.map((a: { description: string }) => a.description)).toContain(
      'Vikram Das joined as Service Provider',
    );
    expect(after.recentActivity[0].timestamp >= after.recentActivity[4].timestamp).toBe(true);
  });
});

describe('reports', () => {
  it('refuses a bad period with 400', async () => {
    expect((await admin.get('/api/admin/reports?period=2weeks')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/reports')).statusCode).toBe(400);
  });

  it('applies the period to every figure; growth is last month against the previous', async () => {
    const get = async (period: string) =>
      (await admin.get(`/api/admin/reports?period=${period}`)).json();
    const before = { m3: await get('3months'), m6: await get('6months'), all: await get('all') };

    // 3 users who joined last month, 2 the month before, 1 five months ago (with a request).
    const made: string[] = [];
    for (const months of [1, 1, 1, 2, 2]) {
      const u = await createUser(t.ctx, 'pet_parent');
      await backdate(u.id, months);
      made.push(u.id);
    }
    const old = t.client();
    const { user } = await signUp(old);
    const pet = await addPet(old);
    await postRequest(old, pet.id, { serviceName: 'Pet Taxi' });
    await backdate(user.id, 5);
    await t.ctx.db.execute(
      sql`UPDATE service_requests SET created_at = ${monthsAgo(5)}::timestamptz WHERE requester_id = ${user.id}`,
    );
    await t.ctx.db.execute(sql`DELETE FROM sessions WHERE user_id = ${user.id}`);
    await t.ctx.db.execute(
      sql`UPDATE pets SET created_at = ${monthsAgo(5)}::timestamptz WHERE owner_id = ${user.id}`,
    );

    const m3 = await get('3months');
    const m6 = await get('6months');
    expect(m3.months.map((m: { month: string }) => m.month)).toEqual([
      monthKey(2),
      monthKey(1),
      monthKey(0),
    ]);
    expect(m6.months).toHaveLength(6);
    const newUsers = (r: typeof m3, key: string) =>
      r.months.find((m: { month: string }) => m.month === key).newUsers;
    expect(newUsers(m3, monthKey(1))).toBe(newUsers(before.m3, monthKey(1)) + 3);
    expect(newUsers(m3, monthKey(2))).toBe(newUsers(before.m3, monthKey(2)) + 2);
    expect(newUsers(m6, monthKey(5))).toBe(newUsers(before.m6, monthKey(5)) + 1);
    // The request five months ago counts in 6 months and all time, not in 3 months.
    expect(m3.serviceRequests).toBe(before.m3.serviceRequests);
    expect(m6.serviceRequests).toBe(before.m6.serviceRequests + 1);
    expect(m6.topServices).toContainEqual({
      serviceName: 'Pet Taxi',
      requests: expect.any(Number),
    });
    expect(m3.topServices.length).toBeLessThanOrEqual(5);
    // The old user acted only five months ago: active in 6 months, not in 3.
    expect(m3.activeUsers).toBe(before.m3.activeUsers);
    expect(m6.activeUsers).toBe(before.m6.activeUsers + 1);

    const last = newUsers(m3, monthKey(1));
    const previous = newUsers(m3, monthKey(2));
    expect(m3.growthRate).toBe(Math.round(((last - previous) / previous) * 1000) / 10);
    expect((await get('all')).months.length).toBeGreaterThanOrEqual(6);
  });
});
