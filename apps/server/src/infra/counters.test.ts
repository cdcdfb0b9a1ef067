import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { databaseCounters, redisCounters, type CounterStore } from './counters';

let t: TestApp;
let redis: Redis | undefined;
const redisUrl = process.env.TEST_REDIS_URL;

beforeAll(async () => {
  t = await createTestApp();
  if (redisUrl) redis = new Redis(redisUrl);
});
afterAll(async () => {
  await redis?.quit();
  await t.close();
});

function behavesAsFixedWindow(
  name: string,
  make: () => CounterStore,
  expire: (key: string) => Promise<void>,
) {
  describe(name, () => {
    it('counts hits per key within the window and resets on demand', async () => {
      const store = make();
      const key = `k:${randomBytes(4).toString('hex')}`;
      expect(await store.hit(key, 60_000)).toBe(1);
      expect(await store.hit(key, 60_000)).toBe(2);
      expect(await store.hit(`${key}:other`, 60_000)).toBe(1);
      await store.reset(key);
      expect(await store.hit(key, 60_000)).toBe(1);
    });

    it('starts a new window once the old one has passed', async () => {
      const store = make();
      const key = `w:${randomBytes(4).toString('hex')}`;
      await store.hit(key, 60_000);
      await store.hit(key, 60_000);
      await expire(key);
      expect(await store.hit(key, 60_000)).toBe(1);
    });

    it('counts concurrent hits exactly', async () => {
      const store = make();
      const key = `c:${randomBytes(4).toString('hex')}`;
      const counts = await Promise.all(Array.from({ length: 20 }, () => store.hit(key, 60_000)));
      expect([...counts].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    });
  });
}

behavesAsFixedWindow(
  'database counters',
  () => databaseCounters(t.ctx.db),
  async (key) => {
    await t.ctx.db.execute(
      sql`UPDATE rate_limit_counters SET reset_at = now() - interval '1 second' WHERE key = ${key}`,
    );
  },
);

if (redisUrl) {
  const prefix = `pm-counter-test-${randomBytes(4).toString('hex')}:`;
  behavesAsFixedWindow(
    'redis counters',
    () => redisCounters(redis!, prefix),
    async (key) => {
      await redis!.del(prefix + key);
    },
  );
}
