import { inflateRawSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  DELETED_ACCOUNT_NAME,
} from '@petmitra/core/account/account';
import { AUTH_MESSAGES } from '@petmitra/core/auth/messages';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { addPet, createUser, signIn, signUp, TEST_PASSWORD } from '../../../test/factories';
import { addReviews, providerWithServices } from '../../../test/discovery';
import { rowsOf } from '../../db/client';
import { accountRequests } from '../../db/schema/account';
import { emailOutbox, sessions, users } from '../../db/schema/foundation';
import { pets } from '../../db/schema/marketplace';
import { contactMessages } from '../../db/schema/support';
import { deletedEmailOf } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const deactivation = (over: Record<string, unknown> = {}) => ({
  type: 'deactivate',
  reason: 'Taking a break from the platform',
  comments: 'Back after the monsoon.',
  acknowledged: true,
  ...over,
});
const deletion = (over: Record<string, unknown> = {}) => ({
  type: 'delete',
  reason: 'No longer own pets',
  comments: '',
  acknowledged: true,
  ...over,
});

async function signedInAdmin() {
  const admin = await createUser(t.ctx, 'super_admin');
  const client = t.client();
  await signIn(client, admin.email);
  return { admin, client };
}

async function requestFrom(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/account/requests', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().request as { id: string; status: string };
}

/** The entries of a zip (local headers; our writer deflates every entry). */
function unzip(buffer: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  let at = 0;
  while (buffer.readUInt32LE(at) === 0x04034b50) {
    const size = buffer.readUInt32LE(at + 18);
    const nameLength = buffer.readUInt16LE(at + 26);
    const extra = buffer.readUInt16LE(at + 28);
    const name = buffer.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength + extra;
    out[name] = inflateRawSync(buffer.subarray(start, start + size)).toString('utf8');
    at = start + size;
  }
  return out;
}

async function exportOf(client: TestClient) {
  const res = await client.request({ method: 'GET', url: '/api/account/export' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="petmitra-data-/);
  return JSON.parse(unzip(res.rawPayload)['petmitra-data.json']!) as Record<string, unknown>;
}

describe('account requests', () => {
  it('stores a deactivation request for the signed-in account and lists it', async () => {
    const client = t.client();
    const { user } = await signUp(client);
    const created = await requestFrom(client, deactivation());
    expect(created.status).toBe('pending');
    const mine = (await client.get('/api/account/requests')).json().requests;
    expect(mine).toEqual([
      expect.objectContaining({
        id: created.id,
        type: 'deactivate',
        reason: 'Taking a break from the platform',
        comments: 'Back after the monsoon.',
      }),
    ]);
    const [row] = await t.ctx.db
      .select()
      .from(accountRequests)
      .where(eq(accountRequests.id, created.id));
    expect(row!.userId).toBe(user.id);
  });

  it('refuses bad input with the form messages and stores nothing', async () => {
    const client = t.client();
    const { user } = await signUp(client);
    const cases: [Record<string, unknown>, string, string][] = [
      [deactivation({ type: undefined }), 'type', ACCOUNT_MESSAGES.typeRequired],
      [deactivation({ type: 'pause' }), 'type', ACCOUNT_MESSAGES.typeRequired],
      [deactivation({ reason: undefined }), 'reason', ACCOUNT_MESSAGES.reasonRequired],
      // A deletion reason is not a deactivation reason.
      [deactivation({ reason: 'No longer own pets' }), 'reason', ACCOUNT_MESSAGES.reasonRequired],
      [
        deactivation({ acknowledged: false }),
        'acknowledged',
        ACCOUNT_MESSAGES.acknowledgementRequired,
      ],
      [
        deactivation({ acknowledged: undefined }),
        'acknowledged',
        ACCOUNT_MESSAGES.acknowledgementRequired,
      ],
      [
        deactivation({ comments: 'x'.repeat(ACCOUNT_LIMITS.commentsMax + 1) }),
        'comments',
        ACCOUNT_MESSAGES.commentsTooLong,
      ],
      [
        deactivation({ comments: 'bye <script>alert(1)</script>' }),
        'comments',
        ACCOUNT_MESSAGES.unsafe,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await client.post('/api/account/requests', body);
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect([field, res.body]).toEqual([field, expect.stringContaining(message)]);
    }
    const stored = await t.ctx.db
      .select()
      .from(accountRequests)
      .where(eq(accountRequests.userId, user.id));
    expect(stored).toHaveLength(0);
    // 1000 characters of comments are accepted.
    await requestFrom(client, deactivation({ comments: 'x'.repeat(ACCOUNT_LIMITS.commentsMax) }));
  });

  it('allows one pending request at a time, only for oneself, never as a guest or super admin', async () => {
    const client = t.client();
    const { user } = await signUp(client);
    const other = await createUser(t.ctx, 'pet_parent');
    // A user id in the body is not a field: the request is always the sender's own.
    await requestFrom(client, deletion({ userId: other.id }));
    const again = await client.post('/api/account/requests', deactivation());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ACCOUNT_MESSAGES.alreadyPending);
    const rows = await t.ctx.db
      .select()
      .from(accountRequests)
      .where(eq(accountRequests.userId, other.id));
    expect(rows).toHaveLength(0);
    const mine = await t.ctx.db
      .select()
      .from(accountRequests)
      .where(eq(accountRequests.userId, user.id));
    expect(mine).toHaveLength(1);

    expect((await t.client().post('/api/account/requests', deletion())).statusCode).toBe(401);
    expect((await t.client().get('/api/account/requests')).statusCode).toBe(401);
    const { client: admin } = await signedInAdmin();
    const asAdmin = await admin.post('/api/account/requests', deletion());
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().error.message).toBe(ACCOUNT_MESSAGES.superAdmin);
  });
});

describe('admin review', () => {
  it('lists the queue with the account, filtered by status and type', async () => {
    const client = t.client();
    const { user, email } = await signUp(client, { name: 'Queue Person' });
    const created = await requestFrom(client, deletion());
    const { client: admin } = await signedInAdmin();
    const res = await admin.get('/api/admin/account-requests?status=pending&type=delete');
    expect(res.statusCode).toBe(200);
    const listed = res.json().requests.find((r: { id: string }) => r.id === created.id);
    expect(listed).toMatchObject({
      type: 'delete',
      status: 'pending',
      user: { id: user.id, name: 'Queue Person', email, role: 'pet_parent' },
    });
    const deactivations = (await admin.get('/api/admin/account-requests?type=deactivate')).json();
    expect(deactivations.requests.some((r: { id: string }) => r.id === created.id)).toBe(false);
  });

  it('approving a deactivation ends the sessions, hides the provider, and sign-in reactivates', async () => {
    const client = t.client();
    const { user, email } = await providerWithServices(
      client,
      { name: 'Break Taker', city: 'Pune' },
      [{}],
    );
    const created = await requestFrom(client, deactivation());
    expect((await t.client().get(`/api/providers/${user.id}`)).statusCode).toBe(200);
    const { admin, client: adminClient } = await signedInAdmin();

    const res = await adminClient.post(`/api/admin/account-requests/${created.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request).toMatchObject({ status: 'approved', decidedByEmail: admin.email });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.deactivatedAt).not.toBeNull();
    expect(row!.suspendedAt).not.toBeNull();
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      0,
    );
    expect((await client.get('/api/auth/session')).json().user).toBeNull();
    expect((await t.client().get(`/api/providers/${user.id}`)).statusCode).toBe(404);
    const mail = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `account-request:${created.id}`));
    expect(mail[0]).toMatchObject({
      toAddress: email,
      subject: 'Your account has been deactivated',
    });
    // Deciding twice is refused.
    expect(
      (await adminClient.post(`/api/admin/account-requests/${created.id}/approve`)).statusCode,
    ).toBe(409);

    // The owner signs in again: the account is back.
    const back = t.client();
    await signIn(back, email);
    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ deactivatedAt: null, suspendedAt: null });
    expect((await t.client().get(`/api/providers/${user.id}`)).statusCode).toBe(200);
  });

  it('a wrong password does not reactivate a deactivated account', async () => {
    const client = t.client();
    const { user, email } = await signUp(client);
    const created = await requestFrom(client, deactivation());
    const { client: admin } = await signedInAdmin();
    await admin.post(`/api/admin/account-requests/${created.id}/approve`);
    const res = await t.client().post('/api/auth/login', { email, password: 'Wrong#Pass99' });
    expect(res.statusCode).toBe(401);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.deactivatedAt).not.toBeNull();
  });

  it('approving a deletion erases the personal data, keeps the records others need, and sign-in fails', async () => {
    // The parent: a pet, a review of a provider, a contact message, a pending request.
    const client = t.client();
    const { user, email } = await signUp(client, { name: 'Gone Parent', city: 'Mysuru' });
    await addPet(client, { name: 'Pebble' });
    const provider = await createUser(t.ctx, 'service_provider', { name: 'Kept Provider' });
    await addReviews(t.ctx, provider.id, user.id, [5]);
    await t.ctx.db.insert(contactMessages).values({
      userId: null,
      name: 'Gone Parent',
      email: email.toUpperCase(),
      phone: '+919876543210',
      category: 'general',
      subject: 'Hello',
      message: 'A question',
      clientIp: '203.0.113.9',
    });
    const created = await requestFrom(client, deletion({ comments: 'Please remove me' }));
    const { client: admin } = await signedInAdmin();

    const res = await admin.post(`/api/admin/account-requests/${created.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);

    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      name: DELETED_ACCOUNT_NAME,
      email: deletedEmailOf(user.id),
      phone: null,
      city: null,
      latitude: null,
      deactivatedAt: null,
    });
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.suspendedAt).not.toBeNull();
    expect(await t.ctx.db.select().from(pets).where(eq(pets.ownerId, user.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      0,
    );
    const [message] = await t.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, deletedEmailOf(user.id)));
    expect(message).toMatchObject({
      name: DELETED_ACCOUNT_NAME,
      phone: null,
      message: 'A question',
    });
    const [request] = await t.ctx.db
      .select()
      .from(accountRequests)
      .where(eq(accountRequests.id, created.id));
    expect(request).toMatchObject({ status: 'approved', comments: null });

    // The review stays for the provider, shown as from a deleted account.
    const profile = (await t.client().get(`/api/providers/${provider.id}`)).json();
    expect(profile.provider.reviews.map((r: { reviewerName: string }) => r.reviewerName)).toEqual([
      DELETED_ACCOUNT_NAME,
    ]);
    // The confirmation goes to the address the person had; nothing older stays queued for it.
    const mail = rowsOf<{ subject: string; dedupe_key: string | null }>(
      await t.ctx.db.execute(
        sql`SELECT subject, dedupe_key FROM email_outbox WHERE lower(to_address) = ${email.toLowerCase()}`,
      ),
    );
    expect(mail).toEqual([
      { subject: 'Your account has been deleted', dedupe_key: `account-request:${created.id}` },
    ]);
    // Signing in with the old address and password: as if there had never been an account.
    const login = await t.client().post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(401);
    expect(login.json().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect((await client.get('/api/auth/session')).json().user).toBeNull();
    // An admin cannot bring an erased account back.
    const reactivate = await admin.post(`/api/admin/users/${user.id}/reactivate`);
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().error.message).toBe(ACCOUNT_MESSAGES.accountDeleted);
  });

  it('rejecting keeps the account and emails the note; unknown ids are 404', async () => {
    const client = t.client();
    const { user, email } = await signUp(client);
    const created = await requestFrom(client, deletion());
    const { client: admin } = await signedInAdmin();
    const res = await admin.post(`/api/admin/account-requests/${created.id}/reject`, {
      note: 'You have an open payment dispute.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().request).toMatchObject({
      status: 'rejected',
      decisionNote: 'You have an open payment dispute.',
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email, deletedAt: null, suspendedAt: null });
    expect((await client.get('/api/auth/session')).json().user).not.toBeNull();
    const [mail] = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `account-request:${created.id}`));
    expect(mail!.textBody).toContain('You have an open payment dispute.');
    // Decided: a new request may be made.
    await requestFrom(client, deactivation());
    const bad = await admin.post(`/api/admin/account-requests/${created.id}/reject`, {
      note: '<script>x</script>',
    });
    expect(bad.statusCode).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await admin.post(`/api/admin/account-requests/${missing}/approve`)).statusCode).toBe(
      404,
    );
    expect((await admin.post('/api/admin/account-requests/nope/approve')).statusCode).toBe(404);
  });
});

describe('download my data', () => {
  it('exports only the signed-in account, without secrets', async () => {
    const alice = t.client();
    const { user: a, email: aliceEmail } = await signUp(alice, { name: 'Alice Export' });
    await addPet(alice, { name: 'Mochi' });
    await requestFrom(alice, deactivation());
    const bob = t.client();
    const { user: b } = await signUp(bob, { name: 'Bob Export' });
    await addPet(bob, { name: 'Bruno' });

    const data = await exportOf(alice);
    expect(data.account).toMatchObject({ id: a.id, name: 'Alice Export', email: aliceEmail });
    expect(data.account).not.toHaveProperty('password_hash');
    expect((data.pets as { name: string }[]).map((p) => p.name)).toEqual(['Mochi']);
    expect(data.accountRequests).toHaveLength(1);
    expect((data.sessions as object[]).length).toBeGreaterThan(0);
    expect(data.sessions as object[]).not.toContainEqual(
      expect.objectContaining({ id: expect.anything() }),
    );
    const text = JSON.stringify(data);
    expect(text).not.toContain(b.id);
    expect(text).not.toContain('Bruno');
    expect(text).not.toContain('scrypt$');

    // Bob's export is Bob's, whatever he asks for.
    const res = await bob.request({ method: 'GET', url: `/api/account/export?userId=${a.id}` });
    const bobs = JSON.parse(unzip(res.rawPayload)['petmitra-data.json']!);
    expect(bobs.account.id).toBe(b.id);
    expect(JSON.stringify(bobs)).not.toContain('Mochi');
    expect((await t.client().get('/api/account/export')).statusCode).toBe(401);
  });

  it('is limited per account and hour', async () => {
    const client = t.client();
    await signUp(client);
    for (let i = 0; i < ACCOUNT_LIMITS.exportsPerHour; i++) await exportOf(client);
    const res = await client.get('/api/account/export');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(ACCOUNT_MESSAGES.exportLimited);
  });
});
