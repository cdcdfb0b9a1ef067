import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sessionUser = async (client: ReturnType<TestApp['client']>) =>
  (await client.get('/api/auth/session')).json().user as { id: string; name: string } | null;

/**
 * The signed-in lookup kept in memory (decision 0033), on the real database: it is served from
 * memory, and any change to the user or its sessions, by any statement, is heard at once.
 */
describe('the session cache', () => {
  it('serves a repeated lookup from memory', async () => {
    const client = t.client();
    const { user } = await signUp(client);
    // The sign-up's own announcements (every pool connection hears each) have all arrived.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await sessionUser(client))?.id).toBe(user.id);
    // Ended behind the cache's back (the announcing trigger off): the lookup still answers.
    await t.ctx.database.exec(`ALTER TABLE sessions DISABLE TRIGGER sessions_ended;
      DELETE FROM sessions WHERE user_id = '${user.id}';
      ALTER TABLE sessions ENABLE TRIGGER sessions_ended;`);
    expect((await sessionUser(client))?.id).toBe(user.id);
  });

  it('forgets a user changed by any statement, before that statement returns', async () => {
    const client = t.client();
    const { user } = await signUp(client);
    expect((await sessionUser(client))?.id).toBe(user.id);
    await t.ctx.database.exec(
      `UPDATE users SET name = 'Renamed Elsewhere' WHERE id = '${user.id}'`,
    );
    expect((await sessionUser(client))?.name).toBe('Renamed Elsewhere');
    await t.ctx.database.exec(`UPDATE users SET suspended_at = now() WHERE id = '${user.id}'`);
    expect(await sessionUser(client)).toBeNull();
  });

  it('forgets a session ended by any statement', async () => {
    const client = t.client();
    const { user } = await signUp(client);
    expect((await sessionUser(client))?.id).toBe(user.id);
    await t.ctx.database.exec(`DELETE FROM sessions WHERE user_id = '${user.id}'`);
    expect(await sessionUser(client)).toBeNull();
  });

  it('signs out at once, and a password change ends the other sessions at once', async () => {
    const first = t.client();
    const { user, email, password } = await signUp(first);
    const second = t.client();
    expect((await second.post('/api/auth/login', { email, password })).statusCode).toBe(200);
    expect((await sessionUser(first))?.id).toBe(user.id);
    expect((await sessionUser(second))?.id).toBe(user.id);
    expect((await second.post('/api/auth/logout', {})).statusCode).toBe(204);
    expect(await sessionUser(second)).toBeNull();

    const third = t.client();
    expect((await third.post('/api/auth/login', { email, password })).statusCode).toBe(200);
    expect((await sessionUser(third))?.id).toBe(user.id);
    const newPassword = 'Osprey#Valley77';
    const changed = await first.post('/api/auth/reset-password', {
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.statusCode).toBe(200);
    expect(await sessionUser(third)).toBeNull();
  });
});
