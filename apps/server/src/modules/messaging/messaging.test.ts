import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FILE_MESSAGES } from '@petmitra/core/uploads/image-file';
import { MASKED_EMAIL, MASKED_PHONE } from '@petmitra/core/messaging/masking';
import { MESSAGE_LIMITS, MESSAGING_MESSAGES } from '@petmitra/core/messaging/messaging';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { consumerQueueName } from '../../events/bus';
import { MESSAGE_NOTIFY_HOLD_SECONDS } from './consumers';
import {
  addPet,
  addService,
  createUser,
  notificationsOf,
  postRequest,
  respond,
  signIn,
  signUp,
  uploadFile,
} from '../../../test/factories';
import { cookieOf, listen, openStream } from '../../../test/sse';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Person {
  client: TestClient;
  id: string;
  name: string;
}

/** The test app listening on a loopback port (once: a Fastify app listens once). */
let listening: Promise<string> | undefined;
const appBase = () => (listening ??= listen(t.app));

let keySeq = 0;
const key = () => `key-${Date.now()}-${(keySeq += 1)}`;

async function parent(name = 'Anita Rao'): Promise<Person> {
  const client = t.client();
  const { user } = await signUp(client, { name });
  return { client, id: user.id, name };
}

async function provider(name = 'Vikram Groomer', category = 'grooming'): Promise<Person> {
  const client = t.client();
  const { user } = await signUp(client, { role: 'service_provider', name });
  await addService(client, { category });
  return { client, id: user.id, name };
}

async function openWith(p: Person, providerId: string, extra: Record<string, unknown> = {}) {
  const res = await p.client.post('/api/conversations', { providerId, ...extra });
  expect([200, 201]).toContain(res.statusCode);
  return res.json().conversation as { id: string; [k: string]: unknown };
}

async function send(p: Person, conversationId: string, body: string, clientKey = key()) {
  return p.client.post(`/api/conversations/${conversationId}/messages`, { body, clientKey });
}

async function bodies(p: Person, conversationId: string) {
  const res = await p.client.get(`/api/conversations/${conversationId}/messages`);
  expect(res.statusCode).toBe(200);
  return (res.json().messages as { body: string }[]).map((m) => m.body);
}

/**
 * Runs every due job as `t.settle()` does, the held message.sent consumers too (they wait
 * MESSAGE_NOTIFY_HOLD_SECONDS after the send before deciding to notify).
 */
const settle = () => t.settle({ held: [DELIVER_QUEUE] });
const DELIVER_QUEUE = consumerQueueName('message.sent', 'deliver');

async function countRows(sqlText: string) {
  return t.ctx.database.exclusive(async (s) =>
    Number((await s.rows<{ n: string }>(sqlText))[0]!.n),
  );
}

describe('starting a conversation', () => {
  it('opens one per parent and provider, and reopens it on Send Message again', async () => {
    const a = await parent();
    const v = await provider();
    const first = await a.client.post('/api/conversations', { providerId: v.id });
    expect(first.statusCode).toBe(201);
    expect(first.json().conversation).toMatchObject({
      other: { id: v.id, name: v.name, role: 'service_provider', status: 'active' },
      request: null,
      unread: 0,
      contactsShared: false,
      canSend: true,
    });
    const again = await a.client.post('/api/conversations', { providerId: v.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().conversation.id).toBe(first.json().conversation.id);
  });

  it('refuses a provider that does not exist, and a parent as the provider', async () => {
    const a = await parent();
    const b = await parent('Bela Shah');
    for (const providerId of [b.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await a.client.post('/api/conversations', { providerId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(MESSAGING_MESSAGES.providerNotFound);
    }
  });

  it('lets a provider start only about a request in their categories', async () => {
    const a = await parent();
    const pet = await addPet(a.client);
    const request = await postRequest(a.client, pet.id, { serviceName: 'Pet Grooming' });
    const groomer = await provider('Sunil Groomer', 'grooming');
    const walker = await provider('Wasim Walker', 'walking');

    const noRequest = await groomer.client.post('/api/conversations', { providerId: groomer.id });
    expect(noRequest.statusCode).toBe(403);
    expect(noRequest.json().error.message).toBe(MESSAGING_MESSAGES.providerStartNeedsRequest);

    const outside = await walker.client.post('/api/conversations', { requestId: request.id });
    expect(outside.statusCode).toBe(404);

    const inside = await groomer.client.post('/api/conversations', { requestId: request.id });
    expect(inside.statusCode).toBe(201);
    expect(inside.json().conversation).toMatchObject({
      other: { id: a.id, role: 'pet_parent' },
      request: { id: request.id, serviceName: 'Pet Grooming' },
    });
    expect(await countRows('SELECT count(*) AS n FROM conversations')).toBeGreaterThan(0);
  });

  it('gives a parent a conversation per responding provider on a request', async () => {
    const a = await parent();
    const pet = await addPet(a.client);
    const request = await postRequest(a.client, pet.id, { serviceName: 'Pet Grooming' });
    const one = await provider('One Groomer');
    const two = await provider('Two Groomer');
    const notYet = await a.client.post('/api/conversations', {
      providerId: one.id,
      requestId: request.id,
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toBe(MESSAGING_MESSAGES.parentNeedsResponse);
    await respond(one.client, request.id);
    await respond(two.client, request.id);
    const c1 = await openWith(a, one.id, { requestId: request.id });
    const c2 = await openWith(a, two.id, { requestId: request.id });
    const general = await openWith(a, one.id);
    expect(new Set([c1.id, c2.id, general.id]).size).toBe(3);
    // Another parent cannot open a conversation about this request.
    const b = await parent('Bela Shah');
    const res = await b.client.post('/api/conversations', {
      providerId: one.id,
      requestId: request.id,
    });
    expect(res.statusCode).toBe(404);
  });

  it('keeps admins out of starting one', async () => {
    const admin = await createUser(t.ctx, 'super_admin');
    const client = t.client();
    await signIn(client, admin.email);
    const v = await provider();
    expect((await client.post('/api/conversations', { providerId: v.id })).statusCode).toBe(403);
  });
});

describe('messages', () => {
  it('stores, pages backwards, counts unread and records read receipts', async () => {
    const a = await parent();
    const v = await provider();
    const c = await openWith(a, v.id);
    for (let i = 1; i <= 35; i += 1) {
      const res = await send(i % 2 ? a : v, c.id, `Message ${i}`);
      expect(res.statusCode).toBe(201);
    }
    const newest = (await a.client.get(`/api/conversations/${c.id}/messages`)).json();
    expect(newest.messages).toHaveLength(MESSAGE_LIMITS.pageSize);
    expect(newest.hasMore).toBe(true);
    expect(newest.messages[0].body).toBe('Message 6');
    expect(newest.messages.at(-1).body).toBe('Message 35');
    const older = (
      await a.client.get(`/api/conversations/${c.id}/messages?before=${newest.messages[0].seq}`)
    ).json();
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    expect(older.hasMore).toBe(false);

    // The parent sent the last message (35): the provider has one unread since their last (34).
    expect((await v.client.get('/api/messages/unread')).json().unread).toBe(1);
    const inbox = (await v.client.get('/api/conversations')).json();
    expect(inbox.unread).toBe(1);
    expect(inbox.conversations[0]).toMatchObject({
      id: c.id,
      unread: 1,
      lastMessage: { body: 'Message 35', senderId: a.id },
    });
    const before = (await a.client.get(`/api/conversations/${c.id}`)).json().conversation;
    expect(before.otherReadSeq).toBeLessThan(newest.messages.at(-1).seq);

    const read = await v.client.post(`/api/conversations/${c.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ readSeq: newest.messages.at(-1).seq, unread: 0 });
    const after = (await a.client.get(`/api/conversations/${c.id}`)).json().conversation;
    expect(after.otherReadSeq).toBe(newest.messages.at(-1).seq);
  });

  it('refuses empty, oversized and script-laden messages and stores nothing', async () => {
    const a = await parent();
    const v = await provider();
    const c = await openWith(a, v.id);
    const cases: [string, string][] = [
      ['', MESSAGING_MESSAGES.bodyRequired],
      ['   ', MESSAGING_MESSAGES.bodyRequired],
      ['x'.repeat(MESSAGE_LIMITS.bodyMax + 1), MESSAGING_MESSAGES.bodyTooLong],
      ['Hi <script>alert(1)</script>', MESSAGING_MESSAGES.unsafe],
      ['<img src=x onerror=alert(1)>', MESSAGING_MESSAGES.unsafe],
      ['click javascript:alert(1)', MESSAGING_MESSAGES.unsafe],
    ];
    for (const [body, message] of cases) {
      const res = await send(a, c.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.fieldErrors.body).toEqual([message]);
    }
    expect(await bodies(a, c.id)).toEqual([]);
    expect((await send(a, c.id, 'x'.repeat(MESSAGE_LIMITS.bodyMax))).statusCode).toBe(201);
  });

  it('stores a retried message once', async () => {
    const a = await parent();
    const v = await provider();
    const c = await openWith(a, v.id);
    const clientKey = key();
    const first = await send(a, c.id, 'Is Saturday fine?', clientKey);
    const retry = await send(a, c.id, 'Is Saturday fine?', clientKey);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message.id).toBe(first.json().message.id);
    // Two at once with one key: still one.
    const k2 = key();
    const both = await Promise.all([send(a, c.id, 'Twice?', k2), send(a, c.id, 'Twice?', k2)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await bodies(v, c.id)).toEqual(['Is Saturday fine?', 'Twice?']);
    // One event per stored message.
    expect(
      await countRows(
        `SELECT count(*) AS n FROM domain_events WHERE type = 'message.sent'
           AND payload->>'conversationId' = '${c.id}'`,
      ),
    ).toBe(2);
  });

  it('answers a retry even after a block, and refuses a key reused in another conversation', async () => {
    const a = await parent();
    const v = await provider();
    const w = await provider('Meera Walker', 'walking');
    const c = await openWith(a, v.id);
    const other = await openWith(a, w.id);
    const clientKey = key();
    const first = await send(a, c.id, 'Before the block', clientKey);
    expect(first.statusCode).toBe(201);
    expect((await v.client.put(`/api/conversations/${c.id}/block`, {})).statusCode).toBe(200);
    // The send reached the server before the block: its retry is answered, not refused.
    const retry = await send(a, c.id, 'Before the block', clientKey);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message.id).toBe(first.json().message.id);
    // A new message is refused at once.
    expect((await send(a, c.id, 'After the block')).statusCode).toBe(403);
    // The same key for another conversation: 409, and nothing stored there.
    const reused = await send(a, other.id, 'Elsewhere', clientKey);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe(MESSAGING_MESSAGES.keyReused);
    expect(await bodies(a, other.id)).toEqual([]);
  });

  it('answers 404 to a third user reading or posting, and changes nothing', async () => {
    const a = await parent();
    const v = await provider();
    const c = await openWith(a, v.id);
    await send(a, c.id, 'Hello');
    const stranger = await parent('Mallory');
    const strangerProvider = await provider('Mallory Groomer');
    for (const x of [stranger, strangerProvider]) {
      for (const res of [
        await x.client.get(`/api/conversations/${c.id}`),
        await x.client.get(`/api/conversations/${c.id}/messages`),
        await send(x, c.id, 'Let me in'),
        await x.client.post(`/api/conversations/${c.id}/read`),
        await x.client.put(`/api/conversations/${c.id}/block`, {}),
        await x.client.post(`/api/conversations/${c.id}/reports`, { reason: 'spam' }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(MESSAGING_MESSAGES.notFound);
      }
      expect((await x.client.get('/api/conversations')).json().conversations).toEqual([]);
    }
    expect(await bodies(a, c.id)).toEqual(['Hello']);
    expect(
      (await a.client.get(`/api/conversations/${c.id}`)).json().conversation.blockedByOther,
    ).toBe(false);
    expect(await countRows('SELECT count(*) AS n FROM conversation_reports')).toBe(0);
    // A malformed id is the same 404, and a guest is asked to sign in.
    expect((await a.client.get('/api/conversations/not-a-uuid')).statusCode).toBe(404);
    expect((await t.client().get(`/api/conversations/${c.id}`)).statusCode).toBe(401);
  });

  it('limits how fast one person sends', async () => {
    const a = await parent();
    const v = await provider();
    const c = await openWith(a, v.id);
    for (let i = 0; i < MESSAGE_LIMITS.sendPerWindow; i += 1) {
      expect((await send(a, c.id, `m${i}`)).statusCode).toBe(201);
    }
    const limited = await send(a, c.id, 'one too many');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(MESSAGING_MESSAGES.rateLimited);
    expect(await bodies(v, c.id)).not.toContain('one too many');
    // The other person is not limited by it.
    expect((await send(v, c.id, 'slow down')).statusCode).toBe(201);
  });
});

describe('contact details', () => {
  it('are masked until a response between the two is accepted, then shown', async () => {
    const a = await parent();
    const pet = await addPet(a.client);
    const request = await postRequest(a.client, pet.id, { serviceName: 'Pet Grooming' });
    const v = await provider();
    const response = await respond(v.client, request.id);
    const c = await openWith(a, v.id, { requestId: request.id });
    const sent = await send(a, c.id, 'Call me on +91 98765 43210 or anita@example.com');
    expect(sent.json().message).toMatchObject({
      body: `Call me on ${MASKED_PHONE} or ${MASKED_EMAIL}`,
      masked: true,
    });
    expect(await bodies(v, c.id)).toEqual([`Call me on ${MASKED_PHONE} or ${MASKED_EMAIL}`]);
    const inbox = (await v.client.get('/api/conversations')).json().conversations[0];
    expect(inbox.lastMessage.body).toBe(`Call me on ${MASKED_PHONE} or ${MASKED_EMAIL}`);
    expect(inbox.contactsShared).toBe(false);
    // The general conversation of the same pair is masked too.
    const general = await openWith(a, v.id);
    await send(v, general.id, 'Mine is 98765-12345');
    expect(await bodies(a, general.id)).toEqual([`Mine is ${MASKED_PHONE}`]);
    // The notification does not leak it either.
    await settle();
    const notes = await notificationsOf(t.ctx, v.id);
    const note = notes.find((n) => n.type === 'new_message');
    expect(note?.message).toBe(`Call me on ${MASKED_PHONE} or ${MASKED_EMAIL}`);

    const accepted = await a.client.post(`/api/requests/${request.id}/accept`, {
      responseId: response.id,
    });
    expect(accepted.statusCode).toBe(200);
    expect(await bodies(v, c.id)).toEqual(['Call me on +91 98765 43210 or anita@example.com']);
    expect(await bodies(a, general.id)).toEqual(['Mine is 98765-12345']);
    expect(
      (await a.client.get(`/api/conversations/${c.id}`)).json().conversation.contactsShared,
    ).toBe(true);
    // The stored text was never changed.
    expect(
      await countRows(
        `SELECT count(*) AS n FROM messages WHERE body LIKE '%98765 43210%'
           AND conversation_id = '${c.id}'`,
      ),
    ).toBe(1);
  });
});

describe('safety', () => {
  it('block stops messages both ways until lifted', async () => {
    const a = await parent();
    const v = await provider();
    const c = await openWith(a, v.id);
    await send(v, c.id, 'Hello there');
    const blocked = await a.client.put(`/api/conversations/${c.id}/block`, {});
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().conversation).toMatchObject({ blockedByMe: true, canSend: false });
    const mine = await send(a, c.id, 'Bye');
    expect(mine.statusCode).toBe(403);
    expect(mine.json().error.message).toBe(MESSAGING_MESSAGES.youBlocked);
    const theirs = await send(v, c.id, 'Why?');
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.message).toBe(MESSAGING_MESSAGES.blocked);
    expect((await v.client.get(`/api/conversations/${c.id}`)).json().conversation).toMatchObject({
      blockedByOther: true,
      canSend: false,
    });
    // The history stays readable.
    expect(await bodies(a, c.id)).toEqual(['Hello there']);
    const unblocked = await a.client.delete(`/api/conversations/${c.id}/block`);
    expect(unblocked.json().conversation.canSend).toBe(true);
    expect((await send(v, c.id, 'Thanks')).statusCode).toBe(201);
  });

  it('report goes to the admin queue with the messages; only the admin reads it', async () => {
    const a = await parent();
    const v = await provider();
    const c = await openWith(a, v.id);
    await send(v, c.id, 'Pay me outside the app at 98765 43210');
    const empty = await a.client.post(`/api/conversations/${c.id}/reports`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    const report = await a.client.post(`/api/conversations/${c.id}/reports`, {
      reason: 'Asks to pay outside PetMitra',
    });
    expect(report.statusCode).toBe(201);
    expect((await a.client.get('/api/admin/message-reports')).statusCode).toBe(403);

    const admin = await createUser(t.ctx, 'super_admin');
    const adminClient = t.client();
    await signIn(adminClient, admin.email);
    const queue = (await adminClient.get('/api/admin/message-reports')).json().reports;
    const mine = queue.find((r: { id: string }) => r.id === report.json().reportId);
    expect(mine).toMatchObject({
      reason: 'Asks to pay outside PetMitra',
      status: 'open',
      reporter: { id: a.id, name: a.name },
      parent: { id: a.id },
      provider: { id: v.id },
      // The admin reads what was written.
      messages: [{ senderId: v.id, body: 'Pay me outside the app at 98765 43210' }],
    });
    const resolved = await adminClient.post(`/api/admin/message-reports/${mine.id}/resolve`, {});
    expect(resolved.json().report.status).toBe('resolved');
    const open = (await adminClient.get('/api/admin/message-reports')).json().reports;
    expect(open.some((r: { id: string }) => r.id === mine.id)).toBe(false);
  });

  it('keeps a suspended or deleted account readable to the other side, marked', async () => {
    const a = await parent();
    const v = await provider();
    const c = await openWith(a, v.id);
    await send(v, c.id, 'See you soon');
    const admin = await createUser(t.ctx, 'super_admin');
    const adminClient = t.client();
    await signIn(adminClient, admin.email);
    expect((await adminClient.post(`/api/admin/users/${v.id}/suspend`, {})).statusCode).toBe(200);
    const view = (await a.client.get(`/api/conversations/${c.id}`)).json().conversation;
    expect(view.other.status).toBe('suspended');
    expect(view.canSend).toBe(false);
    expect(await bodies(a, c.id)).toEqual(['See you soon']);
    const refused = await send(a, c.id, 'Hello?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MESSAGING_MESSAGES.inactive);
    // A suspended provider cannot be messaged anew either.
    const b = await parent('Bela Shah');
    expect((await b.client.post('/api/conversations', { providerId: v.id })).statusCode).toBe(404);

    await t.ctx.database.exec(`UPDATE users SET deleted_at = now() WHERE id = '${v.id}'`);
    const deleted = (await a.client.get('/api/conversations')).json().conversations;
    expect(deleted.find((x: { id: string }) => x.id === c.id).other.status).toBe('deleted');
  });
});

describe('notifications', () => {
  it('notifies once per burst (one email), and again after the conversation is read', async () => {
    const a = await parent();
    const v = await provider();
    const c = await openWith(a, v.id);
    for (let i = 0; i < 5; i += 1) await send(a, c.id, `Burst ${i}`);
    await settle();
    const notes = (await notificationsOf(t.ctx, v.id)).filter((n) => n.type === 'new_message');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: `New message from ${a.name}`,
      message: 'Burst 0',
      data: { conversationId: c.id, link: `/messages/${c.id}` },
    });
    const emails = () =>
      countRows(
        `SELECT count(*) AS n FROM email_outbox WHERE user_id = '${v.id}'
           AND subject LIKE '%New message%'`,
      );
    expect(await emails()).toBe(1);
    await v.client.post(`/api/conversations/${c.id}/read`);
    await send(a, c.id, 'Another');
    await settle();
    expect(
      (await notificationsOf(t.ctx, v.id)).filter((n) => n.type === 'new_message'),
    ).toHaveLength(2);
    expect(await emails()).toBe(2);
    // The sender is never notified of their own message.
    expect(
      (await notificationsOf(t.ctx, a.id)).filter((n) => n.type === 'new_message'),
    ).toHaveLength(0);
  });

  it('holds the decision: a message read or answered within the hold notifies nobody', async () => {
    const a = await parent();
    const v = await provider();
    const c = await openWith(a, v.id);
    await send(a, c.id, 'Are you free on Saturday?');
    // The consumer waits: nothing is due yet, so nothing is notified.
    await t.settle();
    expect(
      await countRows(
        `SELECT count(*) AS n FROM ${t.ctx.jobs.schema}.job WHERE name = '${DELIVER_QUEUE}'
           AND state = 'created'
           AND start_after >= created_on + interval '${MESSAGE_NOTIFY_HOLD_SECONDS} seconds'`,
      ),
    ).toBe(1);
    expect(
      await countRows(
        `SELECT count(*) AS n FROM notifications WHERE user_id = '${v.id}' AND type = 'new_message'`,
      ),
    ).toBe(0);
    // The provider has the conversation open (the page reads on arrival) and answers.
    await v.client.post(`/api/conversations/${c.id}/read`);
    await send(v, c.id, 'Yes, 10 am works');
    // The parent answers without reading first: sending moves their own receipt.
    await send(a, c.id, 'Great, see you then');
    // The provider's page is still open: it reads the answer on arrival.
    await v.client.post(`/api/conversations/${c.id}/read`);
    await settle();
    expect(
      (await notificationsOf(t.ctx, v.id)).filter((n) => n.type === 'new_message'),
    ).toHaveLength(0);
    expect(
      (await notificationsOf(t.ctx, a.id)).filter((n) => n.type === 'new_message'),
    ).toHaveLength(0);
    // A message nobody has read when the hold ends notifies.
    await send(v, c.id, 'Bring the lead, please');
    await settle();
    const notes = (await notificationsOf(t.ctx, a.id)).filter((n) => n.type === 'new_message');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toBe('Bring the lead, please');
  });

  it('respects the recipient turning message notifications off', async () => {
    const a = await parent();
    const v = await provider();
    const settings = (await v.client.get('/api/notifications/settings')).json();
    settings.categories.new_message = { enabled: false, push: false, email: false };
    expect((await v.client.put('/api/notifications/settings', settings)).statusCode).toBe(200);
    const c = await openWith(a, v.id);
    await send(a, c.id, 'Quiet please');
    await settle();
    expect(
      (await notificationsOf(t.ctx, v.id)).filter((n) => n.type === 'new_message'),
    ).toHaveLength(0);
    // The message itself still arrives.
    expect(await bodies(v, c.id)).toEqual(['Quiet please']);
  });
});

describe('live', () => {
  it('pushes a new message and read receipts to every open tab of both people', async () => {
    const base = await appBase();
    const a = await parent();
    const v = await provider();
    const c = await openWith(a, v.id);
    const parentTab = await openStream(base, cookieOf(a.client));
    const providerTab1 = await openStream(base, cookieOf(v.client));
    const providerTab2 = await openStream(base, cookieOf(v.client));
    const sent = await send(a, c.id, 'Live hello');
    for (const tab of [parentTab, providerTab1, providerTab2]) {
      await tab.waitFor(1);
      expect(tab.frames[0]).toMatchObject({
        event: 'message.created',
        data: { message: { id: sent.json().message.id, body: 'Live hello' } },
      });
    }
    // The consumer runs too: still one frame per tab for the message.
    await settle();
    await v.client.post(`/api/conversations/${c.id}/read`);
    await parentTab.waitFor(2);
    const kinds = parentTab.frames.map((f) => f.event);
    expect(kinds.filter((k) => k === 'message.created')).toHaveLength(1);
    expect(parentTab.frames.find((f) => f.event === 'conversation.read')?.data).toEqual({
      conversationId: c.id,
      readerId: v.id,
      readSeq: sent.json().message.seq,
    });
    for (const tab of [parentTab, providerTab1, providerTab2]) await tab.close();
  });

  it('the consumer pushes a message whose send stopped before its live event, and only then', async () => {
    const base = await appBase();
    const a = await parent();
    const v = await provider();
    const c = await openWith(a, v.id);
    const sent = (await send(a, c.id, 'Sent, then the process stopped')).json().message;
    await settle();
    const liveRows = () =>
      countRows(`SELECT count(*) AS n FROM live_events WHERE dedupe_key = 'message:${sent.id}'`);
    expect(await liveRows()).toBe(2);
    // As if the sending process stopped between the commit and its live publish.
    await t.ctx.database.exclusive((s) =>
      s.exec(`DELETE FROM live_events WHERE dedupe_key = 'message:${sent.id}'`),
    );
    const tab = await openStream(base, cookieOf(v.client));
    const deliver = () =>
      t.ctx.jobs.run(consumerQueueName('message.sent', 'deliver'), {
        id: randomUUID(),
        type: 'message.sent',
        payload: { messageId: sent.id, conversationId: c.id, senderId: a.id, recipientId: v.id },
        actorId: a.id,
        occurredAt: new Date().toISOString(),
      });
    await deliver();
    await tab.waitFor(1);
    expect(tab.frames[0]).toMatchObject({
      event: 'message.created',
      data: { message: { id: sent.id, body: 'Sent, then the process stopped' } },
    });
    expect(await liveRows()).toBe(2);
    // Both live events exist now: running it again pushes nothing more.
    await deliver();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(tab.frames.filter((f) => f.event === 'message.created')).toHaveLength(1);
    expect(await liveRows()).toBe(2);
    await tab.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a message posted on one instance appears live on a client of the other',
    async () => {
      const second = await t.sibling();
      const base2 = await listen(second.app);
      const a = await parent();
      const v = await provider();
      const c = await openWith(a, v.id);
      const tab = await openStream(base2, cookieOf(v.client));
      expect(tab.status).toBe(200);
      const sent = await send(a, c.id, 'Across instances');
      await tab.waitFor(1);
      expect(tab.frames[0]).toMatchObject({
        event: 'message.created',
        data: { message: { id: sent.json().message.id, body: 'Across instances' } },
      });
      await tab.close();
    },
  );
});

describe('photos', () => {
  const photo = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
  const sendPhoto = (
    p: Person,
    conversationId: string,
    bytes: Buffer,
    clientKey = key(),
    file = { filename: 'bruno.jpg', contentType: 'image/jpeg' },
  ) =>
    uploadFile(p.client, `/api/conversations/${conversationId}/photos?clientKey=${clientKey}`, {
      ...file,
      bytes,
    });

  it('sends a photo both people can see and nobody else; a retry stores it once', async () => {
    const a = await parent();
    const b = await provider();
    const c = await parent('Third Person');
    const conversation = await openWith(a, b.id);
    const clientKey = key();
    const bytes = await photo();
    const [first, retry] = await Promise.all([
      sendPhoto(a, conversation.id, bytes, clientKey),
      sendPhoto(a, conversation.id, bytes, clientKey),
    ]);
    expect([first.statusCode, retry.statusCode].sort()).toEqual([200, 201]);
    const message = first.json().message;
    expect(message).toMatchObject({ body: '', senderId: a.id });
    expect(message.photoId).toBe(retry.json().message.photoId);
    expect(
      await countRows(`SELECT count(*) AS n FROM messages WHERE client_key = '${clientKey}'`),
    ).toBe(1);
    // The loser's upload left no file row behind.
    expect(
      await countRows(
        `SELECT count(*) AS n FROM stored_files WHERE kind = 'message_attachment' AND owner_id = '${a.id}'`,
      ),
    ).toBe(1);

    const history = (await b.client.get(`/api/conversations/${conversation.id}/messages`)).json();
    expect(history.messages.at(-1)).toMatchObject({ photoId: message.photoId, body: '' });
    const inbox = (await b.client.get('/api/conversations')).json();
    expect(inbox.conversations[0].lastMessage.body).toBe(MESSAGING_MESSAGES.photoSent);

    const seen = await b.client.get(`/api/files/${message.photoId}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect((await a.client.get(`/api/files/${message.photoId}`)).statusCode).toBe(200);
    expect((await c.client.get(`/api/files/${message.photoId}`)).statusCode).toBe(404);
    expect((await t.client().get(`/api/files/${message.photoId}`)).statusCode).toBe(401);
  });

  it('refuses what is not a photo, and a third person, storing nothing', async () => {
    const a = await parent();
    const b = await provider();
    const c = await parent('Third Person');
    const conversation = await openWith(a, b.id);
    const script = await sendPhoto(
      a,
      conversation.id,
      Buffer.from('<script>alert(1)</script>'),
      key(),
      {
        filename: 'evil.jpg',
        contentType: 'image/jpeg',
      },
    );
    expect(script.statusCode).toBe(400);
    expect(script.json().error.message).toBe(IMAGE_FILE_MESSAGES.typeNotAllowed);
    expect((await sendPhoto(c, conversation.id, await photo())).statusCode).toBe(404);
    expect(
      await countRows(
        `SELECT count(*) AS n FROM messages WHERE conversation_id = '${conversation.id}'`,
      ),
    ).toBe(0);
    expect(
      await countRows(
        `SELECT count(*) AS n FROM stored_files WHERE kind = 'message_attachment' AND owner_id IN ('${a.id}', '${c.id}')`,
      ),
    ).toBe(0);
  });
});
