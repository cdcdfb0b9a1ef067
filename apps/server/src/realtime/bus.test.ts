import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { localBus, postgresBus, redisBus, type RealtimeBus } from './bus';

const testDbUrl = process.env.TEST_DATABASE_URL;
const testRedisUrl = process.env.TEST_REDIS_URL;
const log = pino({ level: 'silent' });
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** Waits until `count` messages arrived or a second passed; what arrived. */
async function collect(received: unknown[], count: number) {
  const until = Date.now() + 1000;
  while (received.length < count && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return received;
}

/**
 * publishMany (one NOTIFY statement or one Redis pipeline for several users, the live service's
 * fan-out): every message reaches its channel's subscribers, on another instance too, in order,
 * and no other channel's.
 */
function publishManyReaches(make: () => Promise<[RealtimeBus, RealtimeBus]>) {
  return async () => {
    const [from, to] = await make();
    const a = `user:a-${randomBytes(3).toString('hex')}`;
    const b = `user:b-${randomBytes(3).toString('hex')}`;
    const onA: unknown[] = [];
    const onB: unknown[] = [];
    const offA = to.subscribe(a, (m) => onA.push(m));
    const offB = to.subscribe(b, (m) => onB.push(m));
    await new Promise((resolve) => setTimeout(resolve, 100)); // subscriptions settle
    await from.publishMany([
      { channel: a, message: { n: 1 } },
      { channel: b, message: { n: 2 } },
      { channel: a, message: { n: 3 } },
    ]);
    await from.publishMany([]);
    expect(await collect(onA, 2)).toEqual([{ n: 1 }, { n: 3 }]);
    expect(await collect(onB, 1)).toEqual([{ n: 2 }]);
    offA();
    offB();
  };
}

describe('realtime bus: publishMany', () => {
  it(
    'in process',
    publishManyReaches(async () => {
      const bus = localBus();
      return [bus, bus];
    }),
  );

  it.skipIf(!testDbUrl)(
    'PostgreSQL NOTIFY, from one instance to another',
    publishManyReaches(async () => {
      const pools = [
        new pg.Pool({ connectionString: testDbUrl }),
        new pg.Pool({ connectionString: testDbUrl }),
      ];
      const buses = pools.map((pool) => postgresBus(testDbUrl!, pool, log));
      for (const [i, bus] of buses.entries()) {
        closers.push(async () => {
          await bus.close();
          await pools[i]!.end();
        });
      }
      return [buses[0]!, buses[1]!];
    }),
  );

  it.skipIf(!testDbUrl)(
    'PostgreSQL refuses a message too large for NOTIFY, sending none',
    async () => {
      const pool = new pg.Pool({ connectionString: testDbUrl });
      const bus = postgresBus(testDbUrl!, pool, log);
      closers.push(async () => {
        await bus.close();
        await pool.end();
      });
      const channel = `user:c-${randomBytes(3).toString('hex')}`;
      const received: unknown[] = [];
      bus.subscribe(channel, (m) => received.push(m));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(
        bus.publishMany([
          { channel, message: { n: 1 } },
          { channel, message: { text: 'x'.repeat(8000) } },
        ]),
      ).rejects.toThrow(/too large/);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received).toEqual([]);
    },
  );

  it.skipIf(!testRedisUrl)(
    'Redis, from one instance to another',
    publishManyReaches(async () => {
      const clients = [new Redis(testRedisUrl!), new Redis(testRedisUrl!)];
      const prefix = `petmitra-test-${randomBytes(3).toString('hex')}:rt:`;
      const buses = clients.map((redis) => redisBus(redis, prefix, log));
      for (const [i, bus] of buses.entries()) {
        closers.push(async () => {
          await bus.close();
          clients[i]!.disconnect();
        });
      }
      return [buses[0]!, buses[1]!];
    }),
  );
});
