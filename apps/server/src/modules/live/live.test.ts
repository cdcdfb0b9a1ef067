import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/factories';
import { cookieOf, listen, openStream } from '../../../test/sse';
import { createLiveService } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the live stream', () => {
  it('refuses a guest', async () => {
    expect((await t.client().get('/api/live')).statusCode).toBe(401);
  });

  it('pushes a user their own events, every open tab, and nobody else', async () => {
    const base = await listen(t.app);
    const alice = t.client();
    const { user } = await signUp(alice);
    const bob = t.client();
    await signUp(bob);
    const tab1 = await openStream(base, cookieOf(alice));
    const tab2 = await openStream(base, cookieOf(alice));
    const other = await openStream(base, cookieOf(bob));
    expect(tab1.status).toBe(200);
    expect(tab1.contentType).toContain('text/event-stream');
    const live = createLiveService(t.ctx);
    await live.publish([user.id], 'request.changed', { requestId: 'r1' });
    await tab1.waitFor(1);
    await tab2.waitFor(1);
    expect(tab1.frames[0]).toMatchObject({ event: 'request.changed', data: { requestId: 'r1' } });
    await new Promise((r) => setTimeout(r, 200));
    expect(other.frames).toHaveLength(0);

    // A dedupe key makes a redelivered consumer push once.
    await live.publish([user.id], 'request.changed', { requestId: 'r2' }, { dedupeKey: 'e1' });
    await live.publish([user.id], 'request.changed', { requestId: 'r2' }, { dedupeKey: 'e1' });
    await tab1.waitFor(2);
    await new Promise((r) => setTimeout(r, 200));
    expect(tab1.frames.map((f) => (f.data as { requestId: string }).requestId)).toEqual([
      'r1',
      'r2',
    ]);

    // Disconnected, two events happen; reconnecting with Last-Event-ID replays them in order.
    const last = tab1.frames.at(-1)!.id;
    await tab1.close();
    await live.publish([user.id], 'request.changed', { requestId: 'r3' });
    await live.publish([user.id], 'request.changed', { requestId: 'r4' });
    const again = await openStream(base, cookieOf(alice), last);
    await again.waitFor(2);
    expect(again.frames.map((f) => (f.data as { requestId: string }).requestId)).toEqual([
      'r3',
      'r4',
    ]);
    await again.close();
    await tab2.close();
    await other.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'delivers an event published on one instance to a tab on another',
    async () => {
      const second = await t.sibling();
      const base2 = await listen(second.app);
      const alice = t.client();
      const { user } = await signUp(alice);
      // The session made on instance one works on instance two.
      const tab = await openStream(base2, cookieOf(alice));
      expect(tab.status).toBe(200);
      await createLiveService(t.ctx).publish([user.id], 'request.changed', { requestId: 'x' });
      await tab.waitFor(1);
      expect(tab.frames[0]!.data).toEqual({ requestId: 'x' });
      await tab.close();
    },
  );
});
