import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@petmitra/core/support/support';
import { SITE } from '@petmitra/core/settings';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { createUser, signIn, signUp } from '../../../test/factories';
import { emailOutbox } from '../../db/schema/foundation';
import { contactMessages, feedback } from '../../db/schema/support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 1;
/** Each test sends from its own address, so the hourly limit of one never touches another. */
const newIp = () => `203.0.113.${ipCounter++}`;

const post = (client: TestClient, url: string, json: unknown, ip: string) =>
  client.request({ method: 'POST', url, json, remoteAddress: ip });

const contact = (over: Record<string, unknown> = {}) => ({
  name: 'Meera Nair',
  email: `meera.${Math.random().toString(36).slice(2)}@example.com`,
  phone: '',
  category: 'support',
  subject: 'Cannot upload a pet photo',
  message: 'The upload spins forever on my phone.',
  ...over,
});

async function signedInAdmin() {
  const admin = await createUser(t.ctx, 'super_admin');
  const client = t.client();
  await signIn(client, admin.email);
  return { admin, client };
}

describe('contact messages', () => {
  it('are stored and emailed to the support address from the settings', async () => {
    const input = contact();
    const res = await post(t.client(), '/api/contact', input, newIp());
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, input.email));
    expect(row).toMatchObject({ name: 'Meera Nair', status: 'new', phone: null, userId: null });
    const mail = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `contact:${row!.id}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.toAddress).toBe(SITE.supportEmail);
    expect(mail[0]!.textBody).toContain('The upload spins forever');
  });

  it('refuses missing, over-long and script-laden fields with the spec-style messages, storing nothing', async () => {
    const ip = newIp();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', SUPPORT_MESSAGES.nameRequired],
      [{ subject: '   ' }, 'subject', SUPPORT_MESSAGES.subjectRequired],
      [
        { message: 'x'.repeat(SUPPORT_LIMITS.messageMax + 1) },
        'message',
        SUPPORT_MESSAGES.messageTooLong,
      ],
      [{ message: 'hello <script>alert(1)</script>' }, 'message', SUPPORT_MESSAGES.unsafe],
      [{ subject: 'Hi <img src=x onerror=alert(1)>' }, 'subject', SUPPORT_MESSAGES.unsafe],
      [{ name: 'Meera\u0000Nair' }, 'name', SUPPORT_MESSAGES.unsafe],
      [{ category: 'spam' }, 'category', SUPPORT_MESSAGES.categoryRequired],
      [{ email: 'not-an-email' }, 'email', 'Invalid email format'],
    ];
    for (const [over, field, message] of cases) {
      const input = contact(over);
      const res = await post(t.client(), '/api/contact', input, ip);
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().error.details.fieldErrors[field]).toContain(message);
    }
    const stored = await t.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.clientIp, ip));
    expect(stored).toEqual([]);
    // The counter limit is enforced, not just shown: exactly 1000 characters goes through.
    const ok = await post(t.client(), '/api/contact', contact({ message: 'y'.repeat(1000) }), ip);
    expect(ok.statusCode).toBe(201);
  });

  it('are limited per address and hour; another address still gets through', async () => {
    const ip = newIp();
    for (let i = 0; i < SUPPORT_LIMITS.contactPerHour; i++) {
      expect((await post(t.client(), '/api/contact', contact(), ip)).statusCode).toBe(201);
    }
    const limited = await post(t.client(), '/api/contact', contact(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(SUPPORT_MESSAGES.rateLimited);
    const stored = await t.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.clientIp, ip));
    expect(stored).toHaveLength(SUPPORT_LIMITS.contactPerHour);
    expect((await post(t.client(), '/api/contact', contact(), newIp())).statusCode).toBe(201);
  });

  it('reach the admin inbox; status changes; the reply is emailed to the sender', async () => {
    const input = contact({ subject: `Inbox ${Math.random()}` });
    await post(t.client(), '/api/contact', input, newIp());
    const { client } = await signedInAdmin();
    const inbox = (await client.get('/api/admin/contact-messages?status=new')).json();
    const message = inbox.messages.find((m: { email: string }) => m.email === input.email);
    expect(message).toMatchObject({ status: 'new', subject: input.subject });

    const progress = await client.patch(`/api/admin/contact-messages/${message.id}`, {
      status: 'in_progress',
    });
    expect(progress.json().message.status).toBe('in_progress');

    const bad = await client.post(`/api/admin/contact-messages/${message.id}/reply`, {
      reply: '<script>x</script>',
    });
    expect(bad.statusCode).toBe(400);

    const replied = await client.post(`/api/admin/contact-messages/${message.id}/reply`, {
      reply: 'Please update the app and try again.',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().message).toMatchObject({
      status: 'answered',
      reply: 'Please update the app and try again.',
    });
    const mail = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, input.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Re: ${input.subject}`);
    expect(mail[0]!.textBody).toContain('Please update the app');

    const answered = (await client.get('/api/admin/contact-messages?status=answered')).json();
    expect(answered.messages.some((m: { id: string }) => m.id === message.id)).toBe(true);
  });

  it('inboxes are for the super admin only', async () => {
    const parent = t.client();
    await signUp(parent);
    expect((await parent.get('/api/admin/contact-messages')).statusCode).toBe(403);
    expect((await parent.get('/api/admin/feedback')).statusCode).toBe(403);
    expect((await t.client().get('/api/admin/feedback')).statusCode).toBe(401);
  });
});

describe('feedback', () => {
  it('is accepted from guests and signed-in users, and filtered in the admin inbox', async () => {
    const tag = Math.random().toString(36).slice(2);
    const guest = await post(
      t.client(),
      '/api/feedback',
      { type: 'bug_report', rating: 2, subject: `Bug ${tag}`, message: 'Map is blank' },
      newIp(),
    );
    expect(guest.statusCode).toBe(201);
    const user = t.client();
    const { user: me, name } = await signUp(user);
    const mine = await post(
      user,
      '/api/feedback',
      { type: 'compliment', rating: 5, subject: `Love ${tag}`, message: 'Great walkers' },
      newIp(),
    );
    expect(mine.statusCode).toBe(201);

    const { client } = await signedInAdmin();
    const bugs = (await client.get('/api/admin/feedback?type=bug_report')).json();
    const bug = bugs.entries.find((e: { subject: string }) => e.subject === `Bug ${tag}`);
    expect(bug).toMatchObject({ rating: 2, userId: null, status: 'new' });
    expect(bugs.entries.every((e: { type: string }) => e.type === 'bug_report')).toBe(true);
    const compliments = (await client.get('/api/admin/feedback?type=compliment')).json();
    expect(
      compliments.entries.find((e: { subject: string }) => e.subject === `Love ${tag}`),
    ).toMatchObject({
      userId: me.id,
      userName: name,
    });
    const done = await client.patch(`/api/admin/feedback/${bug.id}`, { status: 'answered' });
    expect(done.json().entry.status).toBe('answered');
  });

  it('refuses bad input and stores nothing; a flood from one address is limited', async () => {
    const ip = newIp();
    const bad = [
      { type: 'rant', subject: 'a', message: 'b' },
      { type: 'general', rating: 6, subject: 'a', message: 'b' },
      { type: 'general', subject: '', message: 'b' },
      { type: 'general', subject: 'a', message: 'javascript:alert(1)' },
    ];
    for (const body of bad) {
      expect((await post(t.client(), '/api/feedback', body, ip)).statusCode).toBe(400);
    }
    expect(await t.ctx.db.select().from(feedback).where(eq(feedback.clientIp, ip))).toEqual([]);
    for (let i = 0; i < SUPPORT_LIMITS.feedbackPerHour; i++) {
      const res = await post(
        t.client(),
        '/api/feedback',
        { type: 'general', subject: 's', message: 'm' },
        ip,
      );
      expect(res.statusCode).toBe(201);
    }
    const limited = await post(
      t.client(),
      '/api/feedback',
      { type: 'general', subject: 's', message: 'm' },
      ip,
    );
    expect(limited.statusCode).toBe(429);
    expect(await t.ctx.db.select().from(feedback).where(eq(feedback.clientIp, ip))).toHaveLength(
      SUPPORT_LIMITS.feedbackPerHour,
    );
  });
});
