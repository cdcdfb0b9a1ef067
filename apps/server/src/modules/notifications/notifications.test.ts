import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultEmailPreferences,
  defaultNotificationSettings,
} from '@petmitra/core/notifications/settings';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  addPet,
  addService,
  createUser,
  postRequest,
  signIn,
  signUp,
} from '../../../test/factories';
import { freePort, startSmtpServer } from '../../../test/smtp';
import { cookieOf, listen, openStream } from '../../../test/sse';
import { emailOutbox } from '../../db/schema/foundation';
import { notifications as notificationsTable } from '../../db/schema/marketplace';
import { PURGE_EXPIRED_NOTIFICATIONS_JOB, WEEKLY_DIGEST_JOB } from './consumers';
import { createNotificationService } from './service';

let t: TestApp;
/** The test app listening on a loopback port (once: a Fastify app listens once). */
let listening: Promise<string> | undefined;
const appBase = () => (listening ??= listen(t.app));
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtpServer(port);
  t = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const service = () => createNotificationService(t.ctx);
const note = (
  title: string,
  type: 'system_announcement' | 'security_alert' | 'reminder' = 'security_alert',
) => ({
  type,
  title,
  message: `${title} message`,
  data: { link: '/profile' },
});

/** Settings with quiet hours off, so push and email go at once whatever the clock says. */
const awake = () => ({
  ...defaultNotificationSettings(),
  quietHours: { enabled: false, start: '22:00', end: '08:00' },
});

async function signedInUser(role: 'pet_parent' | 'service_provider' = 'pet_parent') {
  const client = t.client();
  const { user, email } = await signUp(client, { role });
  await t.settle(); // the welcome email
  return { client, user, email };
}

/** A header as the message carried it (unfolded), e.g. List-Unsubscribe. */
function headerOf(mail: (typeof smtp.messages)[number], key: string) {
  const line = mail.headerLines.find((h) => h.key === key)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

const mailsTo = (email: string) =>
  smtp.messages.filter((m) => JSON.stringify(m.to).includes(email));

describe('the bell and the notifications page', () => {
  it('lists newest first, searches, filters, pages, marks read and deletes', async () => {
    const { client, user } = await signedInUser();
    for (const title of ['Alpha login', 'Beta login', 'Gamma login']) {
      await service().notify(user.id, note(title));
    }
    await service().notify(user.id, note('Platform news', 'system_announcement'));

    expect((await client.get('/api/notifications/unread-count')).json()).toEqual({ count: 4 });
    const all = (await client.get('/api/notifications')).json();
    expect(all.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Platform news',
      'Gamma login',
      'Beta login',
      'Alpha login',
    ]);
    expect(all).toMatchObject({ total: 4, unread: 4, page: 1 });
    expect(all.notifications[0]).toMatchObject({ link: '/profile', read: false });

    const search = (await client.get('/api/notifications?q=beta')).json();
    expect(search.notifications.map((n: { title: string }) => n.title)).toEqual(['Beta login']);
    const byMessage = (await client.get('/api/notifications?q=news%20message')).json();
    expect(byMessage.total).toBe(1);
    const security = (await client.get('/api/notifications?filter=security_alert')).json();
    expect(security.total).toBe(3);
    const page2 = (await client.get('/api/notifications?pageSize=3&page=2')).json();
    expect(page2.notifications.map((n: { title: string }) => n.title)).toEqual(['Alpha login']);
    expect(page2.total).toBe(4);

    const [first, second, third] = all.notifications as { id: string }[];
    expect((await client.post(`/api/notifications/${first!.id}/read`)).json()).toEqual({
      unread: 3,
    });
    const unread = (await client.get('/api/notifications?filter=unread')).json();
    expect(unread.total).toBe(3);
    expect(
      (await client.post('/api/notifications/read', { ids: [second!.id, third!.id] })).json(),
    ).toEqual({ updated: 2, unread: 1 });
    expect((await client.post('/api/notifications/read-all')).json()).toEqual({ unread: 0 });

    expect((await client.delete(`/api/notifications/${first!.id}`)).statusCode).toBe(200);
    expect(
      (await client.post('/api/notifications/delete', { ids: [second!.id, third!.id] })).json(),
    ).toEqual({ deleted: 2, unread: 0 });
    expect((await client.delete('/api/notifications')).json()).toEqual({ deleted: 1, unread: 0 });
    expect((await client.get('/api/notifications')).json().total).toBe(0);
  });

  it("answers 404 for another user's notification and leaves it unchanged", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    await service().notify(alice.user.id, note('Private'));
    const [mine] = (await alice.client.get('/api/notifications')).json().notifications;
    for (const res of [
      await bob.client.post(`/api/notifications/${mine.id}/read`),
      await bob.client.delete(`/api/notifications/${mine.id}`),
      await bob.client.post('/api/notifications/not-a-uuid/read'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Notification not found');
    }
    expect((await bob.client.post('/api/notifications/read', { ids: [mine.id] })).json()).toEqual({
      updated: 0,
      unread: 0,
    });
    expect((await bob.client.post('/api/notifications/delete', { ids: [mine.id] })).json()).toEqual(
      { deleted: 0, unread: 0 },
    );
    await bob.client.delete('/api/notifications');
    const after = (await alice.client.get('/api/notifications')).json();
    expect(after.notifications).toMatchObject([{ id: mine.id, read: false }]);
    expect((await t.client().get('/api/notifications')).statusCode).toBe(401);
  });

  it('keeps the newest 100 per user, hides expired ones and purges them', async () => {
    const { client, user } = await signedInUser();
    for (let i = 1; i <= 102; i++) {
      await service().notify(user.id, { type: 'reminder', title: `Reminder ${i}`, message: 'm' });
    }
    // The live unread count leaves out what the prune removed with the new row.
    const tab = await openStream(await appBase(), cookieOf(client));
    await service().notify(user.id, { type: 'reminder', title: 'Reminder 103', message: 'm' });
    await tab.waitFor(1);
    expect(tab.frames[0]).toMatchObject({ event: 'notification.created', data: { unread: 100 } });
    await tab.close();
    const list = (await client.get('/api/notifications?pageSize=100')).json();
    expect(list.total).toBe(100);
    expect(list.notifications[0].title).toBe('Reminder 103');
    expect(list.notifications.at(-1).title).toBe('Reminder 4');

    // An expired row is never shown or counted, and the hourly job deletes it.
    await t.ctx.db
      .update(notificationsTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(notificationsTable.title, 'Reminder 103'));
    const after = (await client.get('/api/notifications?pageSize=100')).json();
    expect(after.total).toBe(99);
    expect(after.unread).toBe(99);
    await t.ctx.jobs.run(PURGE_EXPIRED_NOTIFICATIONS_JOB, {});
    const rows = await t.ctx.db
      .select()
      .from(notificationsTable)
      .where(eq(notificationsTable.userId, user.id));
    expect(rows).toHaveLength(99);
  });

  it('sends each new notification and the unread count to open tabs, live', async () => {
    const base = await appBase();
    const { client, user } = await signedInUser();
    const tab = await openStream(base, cookieOf(client));
    await service().notify(user.id, note('Live one'));
    await tab.waitFor(1);
    expect(tab.frames[0]).toMatchObject({
      event: 'notification.created',
      data: { unread: 1, notification: { title: 'Live one', priority: 'urgent' } },
    });
    // Reading it in another tab tells this one the new count.
    const id = (tab.frames[0]!.data as { notification: { id: string } }).notification.id;
    await client.post(`/api/notifications/${id}/read`);
    await tab.waitFor(2);
    expect(tab.frames[1]).toMatchObject({ event: 'notifications.changed', data: { unread: 0 } });

    // Disconnected, a notification arrives; the reconnecting tab gets it once, nothing twice.
    const last = tab.frames.at(-1)!.id;
    await tab.close();
    await service().notify(user.id, note('While away'));
    const again = await openStream(base, cookieOf(client), last);
    await again.waitFor(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(again.frames.map((f) => f.event)).toEqual(['notification.created']);
    expect(again.frames[0]!.data).toMatchObject({ notification: { title: 'While away' } });
    await again.close();
  });
});

describe('notification settings', () => {
  it("has the spec's defaults and keeps what the user saves", async () => {
    const { client } = await signedInUser();
    const defaults = (await client.get('/api/notifications/settings')).json();
    expect(defaults).toMatchObject({
      enablePush: true,
      enableEmail: true,
      enableInApp: true,
      quietHours: { enabled: true, start: '22:00', end: '08:00' },
      timeZone: 'Asia/Kolkata',
    });
    expect(defaults.categories.service_request_new).toEqual({
      enabled: true,
      push: true,
      email: true,
    });
    expect(defaults.categories.achievement).toEqual({ enabled: true, push: false, email: false });
    expect(defaults.categories.review_received).toEqual({
      enabled: true,
      push: false,
      email: true,
    });

    const changed = {
      ...defaults,
      quietHours: { enabled: true, start: '23:30', end: '06:15' },
      categories: {
        ...defaults.categories,
        welcome: { enabled: false, push: false, email: false },
      },
    };
    expect((await client.put('/api/notifications/settings', changed)).statusCode).toBe(200);
    expect((await client.get('/api/notifications/settings')).json()).toEqual(changed);
  });

  it('refuses unknown types and bad times with a validation error, saving nothing', async () => {
    const { client } = await signedInUser();
    const defaults = (await client.get('/api/notifications/settings')).json();
    const unknown = await client.put('/api/notifications/settings', {
      ...defaults,
      enablePush: false,
      categories: {
        ...defaults.categories,
        party_invite: { enabled: true, push: true, email: true },
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('Unknown notification type: party_invite');
    const badTime = await client.put('/api/notifications/settings', {
      ...defaults,
      enablePush: false,
      quietHours: { enabled: true, start: '25:00', end: '08:00' },
    });
    expect(badTime.statusCode).toBe(400);
    expect(JSON.stringify(badTime.json())).toContain('Please enter a time as HH:MM');
    expect((await client.get('/api/notifications/settings')).json()).toEqual(defaults);
  });

  it('creates nothing for a disabled type; holds push and email back in quiet hours, except security', async () => {
    const { client, user, email } = await signedInUser();
    const defaults = (await client.get('/api/notifications/settings')).json();
    await client.put('/api/notifications/settings', {
      ...defaults,
      categories: {
        ...defaults.categories,
        security_alert: { enabled: false, push: true, email: true },
      },
    });
    await service().notify(user.id, note('Muted'));
    expect((await client.get('/api/notifications')).json().total).toBe(0);

    // Quiet hours around now (UTC): the row appears, the email waits until they end.
    const hour = new Date().getUTCHours();
    const pad = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    await client.put('/api/notifications/settings', {
      ...defaults,
      timeZone: 'UTC',
      quietHours: { enabled: true, start: pad(hour - 1), end: pad(hour + 1) },
    });
    await service().notify(user.id, note('At night', 'reminder'));
    // A security alert is not held: it is about the account's safety, now.
    await service().notify(user.id, note('Now', 'security_alert'));
    expect((await client.get('/api/notifications')).json().total).toBe(2);
    await t.settle();
    expect(mailsTo(email).filter((m) => m.subject === 'Now')).toHaveLength(1);
    const [held] = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email.toLowerCase()))
      .then((rows) => rows.filter((r) => r.subject === 'At night'));
    expect(held).toMatchObject({ status: 'queued', attempts: 0 });
    expect(mailsTo(email).filter((m) => m.subject === 'At night')).toHaveLength(0);
  });
});

describe('email', () => {
  it('emails a new request to providers in the spec template, with one-click unsubscribe', async () => {
    const provider = await signedInUser('service_provider');
    await addService(provider.client, { category: 'grooming', name: 'Groom Room' });
    await provider.client.put('/api/notifications/settings', awake());
    const parent = await signedInUser('pet_parent');
    const pet = await addPet(parent.client);
    await postRequest(parent.client, pet.id);
    await t.settle();
    await t.settle();

    const [mail] = mailsTo(provider.email).filter((m) =>
      m.subject?.startsWith('New service request'),
    );
    expect(mail, 'a serviceRequest email').toBeDefined();
    expect(mail!.text).toContain('Pet Grooming');
    expect(mail!.html).toContain('View Request');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/request\/[0-9a-f-]{36}/);
    const header = headerOf(mail!, 'list-unsubscribe');
    expect(headerOf(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<(http:\/\/localhost:3000\/email\/unsubscribe\?token=[^>]+)>/.exec(header);
    expect(oneClick).not.toBeNull();

    // The mail client's one-click POST (a form, no cookies) turns those emails off.
    const url = new URL(oneClick![1]!);
    const forged = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}?token=${encodeURIComponent(url.searchParams.get('token')!.slice(0, -2) + 'xx')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const prefs = (await provider.client.get('/api/email-preferences')).json();
    expect(prefs.serviceRequestNotifications).toBe(false);
    expect(prefs.serviceResponseNotifications).toBe(true);

    // The next request notifies in the app but sends no email.
    const before = mailsTo(provider.email).length;
    const parent2 = await signedInUser('pet_parent');
    await postRequest(parent2.client, (await addPet(parent2.client)).id);
    await t.settle();
    await t.settle();
    const titles = (await provider.client.get('/api/notifications')).json().notifications;
    expect(titles.filter((n: { type: string }) => n.type === 'service_request_new')).toHaveLength(
      2,
    );
    expect(mailsTo(provider.email).length).toBe(before);
  });

  it('the unsubscribe page names what the link stops and applies it once', async () => {
    const { client, user } = await signedInUser();
    await client.put('/api/notifications/settings', awake());
    await service().notify(user.id, note('Login from a new device'));
    await t.settle();
    const [row] = (
      await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id))
    ).filter((r) => r.subject === 'Login from a new device');
    const token = decodeURIComponent(/unsubscribe\?token=(\S+)/.exec(row!.textBody)![1]!);
    const guest = t.client();
    const info = await guest.get(
      `/api/email-preferences/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(info.json()).toMatchObject({ scope: 'security_alert', label: 'security alerts emails' });
    expect((await guest.post('/api/email-preferences/unsubscribe', { token })).statusCode).toBe(
      200,
    );
    const settings = (await client.get('/api/notifications/settings')).json();
    expect(settings.categories.security_alert).toEqual({ enabled: true, push: true, email: false });
    expect(
      (await guest.post('/api/email-preferences/unsubscribe', { token: 'x.y.z' })).statusCode,
    ).toBe(404);
  });

  it('asks only the pet parent for a review when a service is completed', async () => {
    const parent = await signedInUser('pet_parent');
    const provider = await signedInUser('service_provider');
    for (const who of [parent, provider]) {
      await who.client.put('/api/notifications/settings', awake());
    }
    await service().notifyMany([parent.user.id, provider.user.id], {
      type: 'service_request_completed',
      title: 'Service Completed',
      message: 'The Pet Grooming request for 2026-11-26 was marked as completed.',
      data: { link: '/my-service-requests' },
    });
    await t.settle();
    const [toParent] = mailsTo(parent.email).filter((m) => m.text?.includes('2026-11-26'));
    const [toProvider] = mailsTo(provider.email).filter((m) => m.text?.includes('2026-11-26'));
    expect(toParent?.subject).toBe('How did it go? Leave a review');
    expect(toProvider?.subject).toBe('Service Completed');
    expect(toProvider?.text).not.toContain('Leave a review');
    expect(toProvider?.text).not.toContain('View and Review');
  });

  it('honours email settings: off means no email for the next event', async () => {
    const { client, user, email } = await signedInUser();
    await client.put('/api/notifications/settings', awake());
    await service().notify(user.id, note('First alert'));
    await t.settle();
    expect(mailsTo(email).some((m) => m.subject === 'First alert')).toBe(true);
    await client.put('/api/notifications/settings', { ...awake(), enableEmail: false });
    await service().notify(user.id, note('Second alert'));
    await t.settle();
    expect(mailsTo(email).some((m) => m.subject === 'Second alert')).toBe(false);
    expect((await client.get('/api/notifications')).json().total).toBe(2);
  });

  it('keeps email preferences with their defaults and honours welcomeEmails', async () => {
    const { client } = await signedInUser();
    const prefs = (await client.get('/api/email-preferences')).json();
    expect(prefs).toEqual({
      welcomeEmails: true,
      serviceRequestNotifications: true,
      serviceResponseNotifications: true,
      appointmentConfirmations: true,
      reviewReminders: true,
      marketingEmails: false,
      weeklyDigest: true,
    });
    const bad = await client.put('/api/email-preferences', { ...prefs, spam: true });
    expect(bad.statusCode).toBe(400);
    const saved = await client.put('/api/email-preferences', { ...prefs, weeklyDigest: false });
    expect(saved.json().weeklyDigest).toBe(false);
    expect((await client.get('/api/email-preferences')).json().weeklyDigest).toBe(false);
  });

  it('sends the weekly digest to those who want it, once', async () => {
    const wants = await signedInUser();
    const doesNot = await signedInUser();
    await doesNot.client.put('/api/email-preferences', {
      ...defaultEmailPreferences(),
      weeklyDigest: false,
    });
    await service().notify(wants.user.id, note('Digest item'));
    await service().notify(doesNot.user.id, note('Digest item'));
    await t.ctx.jobs.run(WEEKLY_DIGEST_JOB, {});
    await t.ctx.jobs.run(WEEKLY_DIGEST_JOB, {});
    await t.settle();
    const digests = (email: string) =>
      mailsTo(email).filter((m) => m.subject?.startsWith('Your week on PetMitra'));
    expect(digests(wants.email)).toHaveLength(1);
    expect(digests(wants.email)[0]!.text).toContain('Digest item');
    expect(headerOf(digests(wants.email)[0]!, 'list-unsubscribe')).toMatch(/^<http.+>$/);
    expect(digests(doesNot.email)).toHaveLength(0);
  });

  it('sends a test email only to your own address (the super admin: anywhere)', async () => {
    const { client, email } = await signedInUser();
    const missing = await client.post('/api/email-preferences/test', { email, name: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Please enter both email and name');
    const stranger = await client.post('/api/email-preferences/test', {
      email: 'stranger@example.com',
      name: 'Stranger',
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(
      'Test emails can only be sent to your own email address',
    );
    expect(
      (await client.post('/api/email-preferences/test', { email, name: 'Me' })).statusCode,
    ).toBe(200);
    const admin = await createUser(t.ctx, 'super_admin');
    const adminClient = t.client();
    await signIn(adminClient, admin.email);
    expect(
      (
        await adminClient.post('/api/email-preferences/test', {
          email: 'ops@example.com',
          name: 'Ops',
        })
      ).statusCode,
    ).toBe(200);
    await t.settle();
    expect(mailsTo(email).some((m) => m.subject === 'PetMitra test email')).toBe(true);
    expect(mailsTo('ops@example.com')).toHaveLength(1);
    expect(mailsTo('stranger@example.com')).toHaveLength(0);
  });
});

describe("the super admin's outbox", () => {
  it('shows every email by status with reset links redacted, and refuses others', async () => {
    const { client, email } = await signedInUser();
    await t.client().post('/api/auth/forgot-password', { email });
    await t.settle();
    const admin = await createUser(t.ctx, 'super_admin');
    const adminClient = t.client();
    await signIn(adminClient, admin.email);
    const res = (await adminClient.get('/api/admin/email-outbox?pageSize=100')).json();
    const reset = res.emails.find(
      (e: { to: string; template: string }) =>
        e.to === email.toLowerCase() && e.template === 'password_reset',
    );
    expect(reset.status).toBe('sent');
    expect(reset.text).toContain('reset-password?token=[redacted]');
    expect(res.counts.sent).toBeGreaterThan(0);
    const byTo = (
      await adminClient.get(`/api/admin/email-outbox?to=${encodeURIComponent(email.slice(0, 12))}`)
    ).json();
    expect(byTo.emails.length).toBeGreaterThan(0);
    expect(byTo.emails.every((e: { to: string }) => e.to === email.toLowerCase())).toBe(true);
    const sent = (await adminClient.get('/api/admin/email-outbox?status=sent')).json();
    expect(sent.emails.every((e: { status: string }) => e.status === 'sent')).toBe(true);
    expect((await adminClient.post(`/api/admin/email-outbox/${reset.id}/retry`)).statusCode).toBe(
      409,
    );
    expect((await client.get('/api/admin/email-outbox')).statusCode).toBe(403);
  });
});
