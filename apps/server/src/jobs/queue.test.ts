import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createJobQueue, type JobQueue } from './queue';

/**
 * The workers as production runs them (the API tests otherwise drain the queue by hand): on
 * the test app's database, in a pg-boss schema of their own.
 */
let t: TestApp;
let queue: JobQueue;
const ran: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  queue = createJobQueue(t.ctx.database, {
    log: pino({ level: 'silent' }),
    schema: 'pgboss_workers_test',
    schedule: false,
  });
  queue.define<{ n: number }>({
    name: 'test.burst',
    retryLimit: 0,
    async handler({ n }) {
      if (n === 3) throw new Error('job 3 fails');
      ran.push(n);
    },
  });
  await queue.start({ workers: true });
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

describe('job workers', () => {
  it('drain a burst without waiting for the backstop poll, each job settled on its own', async () => {
    // Queued together, as a request's consumers queue theirs: one commit.
    await t.ctx.db.transaction(async (tx) => {
      for (let n = 0; n < 12; n += 1) await queue.send('test.burst', { n }, { tx });
    });
    // pg-boss's backstop poll is 30 s with NOTIFY; a burst must not wait for it job by job
    // (it did: one job per worker per 30 s). The margin here is generous on a loaded machine.
    await expect.poll(() => ran.length, { timeout: 20_000, interval: 100 }).toBe(11);
    expect([...ran].sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11]);
    const states = await t.ctx.database.exclusive((s) =>
      s.rows<{ state: string; n: number }>(
        `SELECT state, count(*)::int AS n FROM pgboss_workers_test.job WHERE name = 'test.burst' GROUP BY state ORDER BY state`,
      ),
    );
    // The failing job failed alone: its batch neighbours completed.
    expect(states).toEqual([
      { state: 'completed', n: 11 },
      { state: 'failed', n: 1 },
    ]);
  });
});
