import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '@petmitra/core/admin/admin-api';
import { supportApi } from '@petmitra/core/support/support-api';
import { accountApi } from '@petmitra/core/account/account-api';
import { messagingApi } from '@petmitra/core/messaging/messaging-api';
import { verificationApi } from '@petmitra/core/trust/verification-api';
import { pathFor } from '@petmitra/core/api/operation';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { addPet, createUser, signIn, signUp } from '../../../test/factories';
import { providerWithServices } from '../../../test/discovery';
import { rowsOf } from '../../db/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedInAdmin() {
  const admin = await createUser(t.ctx, 'super_admin');
  const client = t.client();
  await signIn(client, admin.email);
  return { admin, client };
}

function send(client: TestClient, op: { method: string; path: string }, id: string) {
  return client.request({
    method: op.method as 'GET',
    url: pathFor(op.path, { id }),
    ...(op.method === 'GET' ? {} : { json: {} }),
  });
}

describe('authorization matrix: every /api/admin/* route', () => {
  // The support inboxes (modules/support) live under /api/admin too.
  const operations = [
    ...Object.entries(adminApi),
    ...Object.entries(supportApi).filter(([, op]) => op.path.startsWith('/api/admin/')),
    // The account request queue (modules/account).
    ...Object.entries(accountApi).filter(([, op]) => op.path.startsWith('/api/admin/')),
    // The reported conversations (modules/messaging).
    ...Object.entries(messagingApi).filter(([, op]) => op.path.startsWith('/api/admin/')),
    // The provider verification queue (modules/trust).
    ...Object.entries(verificationApi).filter(([, op]) => op.path.startsWith('/api/admin/')),
  ];

  it('covers every registered admin route (the OpenAPI document lists them all)', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const registered = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      )
      .sort();
    expect(registered).toEqual(operations.map(([, op]) => `${op.method} ${op.path}`).sort());
  });

  it('refuses a guest (401), a parent and a provider (403), a suspended admin (401); lets an admin in', async () => {
    const guest = t.client();
    const parent = t.client();
    await signUp(parent);
    const provider = t.client();
    await signUp(provider, { role: 'service_provider' });
    const { client: admin } = await signedInAdmin();
    const { admin: suspended, client: suspendedClient } = await signedInAdmin();
    await t.ctx.db.execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${suspended.id}`);
    const target = await createUser(t.ctx, 'pet_parent');

    for (const [name, op] of operations) {
      const id = target.id;
      const asGuest = await send(guest, op, id);
      expect([name, asGuest.statusCode]).toEqual([name, 401]);
      expect([name, (await send(parent, op, id)).statusCode]).toEqual([name, 403]);
      expect([name, (await send(provider, op, id)).statusCode]).toEqual([name, 403]);
      expect([name, (await send(suspendedClient, op, id)).statusCode]).toEqual([name, 401]);
      const asAdmin = await send(admin, op, id);
      expect([name, [401, 403].includes(asAdmin.statusCode)]).toEqual([name, false]);
    }
  });
});

describe('users: search, filter, pagination', () => {
  it('searches name and email case-insensitively on the server, filters by role, pages', async () => {
    const { client } = await signedInAdmin();
    const tag = randomUUID().slice(0, 8);
    for (let i = 0; i < 3; i++) await createUser(t.ctx, 'pet_parent', { name: `Zara ${tag} ${i}` });
    await createUser(t.ctx, 'service_provider', { email: `ZARA.${tag}@example.com` });

    const all = (await client.get(`/api/admin/users?q=zara%20${tag}`)).json();
    expect(all.total).toBe(3);
    const byEmail = (await client.get(`/api/admin/users?q=zara.${tag.toUpperCase()}`)).json();
    expect(byEmail.users.map((u: { role: string }) => u.role)).toEqual(['service_provider']);
    const either = (await client.get(`/api/admin/users?q=${tag}&role=pet_parent`)).json();
    expect(either.total).toBe(3);
    const page2 = (await client.get(`/api/admin/users?q=${tag}&pageSize=3&page=2`)).json();
    expect(page2.total).toBe(4);
    expect(page2.users).toHaveLength(1);
    expect(all.counts.total).toBe(
      all.counts.pet_parent + all.counts.service_provider + all.counts.super_admin,
    );
    // A '%' in the search is a character, not a wildcard.
    expect((await client.get('/api/admin/users?q=%25%25%25')).json().total).toBe(0);
  });
});

describe('users: view, edit, suspend, reactivate', () => {
  it('views an account with its counts and activity', async () => {
    const { client } = await signedInAdmin();
    const parent = t.client();
    const { user } = await signUp(parent);
    await addPet(parent, { name: 'Biscuit' });
    const res = await client.get(`/api/admin/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.suspendedAt).toBeNull();
    expect(body.counts.pets).toBe(1);
    expect(body.activity[0]).toMatchObject({ kind: 'pet', description: 'Added pet Biscuit' });
    expect((await client.get(`/api/admin/users/${randomUUID()}`)).statusCode).toBe(404);
    expect((await client.get('/api/admin/users/not-a-uuid')).statusCode).toBe(400);
  });

  it('edits profile fields and the role, audited with before and after; never a super admin', async () => {
    const { admin, client } = await signedInAdmin();
    const { user } = await signUp(t.client(), { name: 'Old Name' });
    const res = await client.patch(`/api/admin/users/${user.id}`, {
      name: 'New Name',
      phone: '+919812300000',
      city: 'Pune',
      country: 'India',
      role: 'service_provider',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'New Name', role: 'service_provider' });
    // The new city places the account on the map, in the same write.
    const [placed] = rowsOf<{ latitude: number | null; longitude: number | null }>(
      await t.ctx.db.execute(sql`SELECT latitude, longitude FROM users WHERE id = ${user.id}`),
    );
    expect(placed).toEqual({ latitude: 18.5204, longitude: 73.8567 });

    const audit = (await client.get('/api/admin/audit')).json().entries;
    const entry = audit.find((e: { targetId: string }) => e.targetId === user.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'user.updated',
      before: { name: 'Old Name', role: 'pet_parent', city: null },
      after: { name: 'New Name', role: 'service_provider', city: 'Pune' },
    });

    // Bad input: a field error, nothing saved.
    const bad = await client.patch(`/api/admin/users/${user.id}`, {
      name: '',
      phone: '+919812300000',
      role: 'super_admin',
    });
    expect(bad.statusCode).toBe(400);
    expect((await client.get(`/api/admin/users/${user.id}`)).json().user.name).toBe('New Name');

    const other = await createUser(t.ctx, 'super_admin');
    const refused = await client.patch(`/api/admin/users/${other.id}`, {
      name: 'Demoted',
      phone: '+919812300000',
      role: 'pet_parent',
    });
    expect(refused.statusCode).toBe(403);
    expect((await client.get(`/api/admin/users/${other.id}`)).json().user.role).toBe('super_admin');
  });

  it('suspends a provider: signed out everywhere, sign-in refused, services hidden; reversible', async () => {
    const { admin, client } = await signedInAdmin();
    const providerClient = t.client();
    const tag = `Zebulon${randomUUID().slice(0, 6)}`;
    const { user, email } = await providerWithServices(
      providerClient,
      { name: `${tag} Grooming`, city: 'Pune', country: 'India' },
      [{}],
    );
    const second = t.client();
    await signIn(second, email);
    const searchFor = async () =>
      (await t.client().get(`/api/search/services?q=${tag}`)).json().services.length;
    expect(await searchFor()).toBe(1);

    const res = await client.post(`/api/admin/users/${user.id}/suspend`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.suspendedAt).not.toBeNull();

    // Both existing sessions are refused on their next request, and are gone.
    expect((await providerClient.get('/api/profile')).statusCode).toBe(401);
    expect((await second.get('/api/profile')).statusCode).toBe(401);
    const sessions = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${user.id}`,
      ),
    );
    expect(sessions[0]!.n).toBe(0);
    // Sign-in says why (after the right password only).
    const login = await t.client().post('/api/auth/login', { email, password: 'Kestrel#Ridge42' });
    expect(login.statusCode).toBe(401);
    expect(login.json().error.message).toBe(
      'Your account has been suspended. Please contact support@petmitra.in.',
    );
    const wrong = await t.client().post('/api/auth/login', { email, password: 'Wrong#Pass123' });
    expect(wrong.json().error.message).toBe('Invalid email or password');
    // Hidden from search and the provider profile.
    expect(await searchFor()).toBe(0);
    expect((await t.client().get(`/api/providers/${user.id}`)).statusCode).toBe(404);

    // Twice is a conflict, not a second audit entry.
    expect((await client.post(`/api/admin/users/${user.id}/suspend`)).statusCode).toBe(409);

    const back = await client.post(`/api/admin/users/${user.id}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(back.json().user.suspendedAt).toBeNull();
    await signIn(t.client(), email);
    expect(await searchFor()).toBe(1);
    expect((await client.post(`/api/admin/users/${user.id}/reactivate`)).statusCode).toBe(409);

    const actions = (await client.get('/api/admin/audit'))
      .json()
      .entries.filter((e: { targetId: string }) => e.targetId === user.id)
      .map((e: { action: string; actorId: string }) => [e.action, e.actorId]);
    expect(actions).toEqual([
      ['user.reactivated', admin.id],
      ['user.suspended', admin.id],
    ]);
  });

  it('never suspends a super admin or oneself', async () => {
    const { admin, client } = await signedInAdmin();
    const self = await client.post(`/api/admin/users/${admin.id}/suspend`);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe('You cannot suspend your own account.');
    const other = await createUser(t.ctx, 'super_admin');
    const res = await client.post(`/api/admin/users/${other.id}/suspend`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('A super admin cannot be suspended.');
    const rows = rowsOf<{ suspended_at: Date | null }>(
      await t.ctx.db.execute(
        sql`SELECT suspended_at FROM users WHERE id IN (${admin.id}, ${other.id})`,
      ),
    );
    expect(rows.every((r) => r.suspended_at === null)).toBe(true);
    expect((await client.post(`/api/admin/users/${randomUUID()}/suspend`)).statusCode).toBe(404);
  });
});
