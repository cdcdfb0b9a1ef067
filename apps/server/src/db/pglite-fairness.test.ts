import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { embedded: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

describe('the embedded database under a burst of queries', () => {
  it('still reads sockets between queued queries: a request is answered mid-burst', async () => {
    expect(t.ctx.database.kind).toBe('pglite');
    const { port } = t.app.server.address() as AddressInfo;
    const QUERIES = 300;
    let done = 0;
    const burst = Array.from({ length: QUERIES }, () =>
      t.ctx.db.execute(sql`SELECT count(*) FROM generate_series(1, 20000)`).then(() => {
        done += 1;
      }),
    );
    // The health route needs no query: it waits only for the event loop to read its socket.
    const health = fetch(`http://127.0.0.1:${port}/api/health`).then((res) => {
      expect(res.status).toBe(200);
      return done;
    });
    const doneWhenAnswered = await health;
    await Promise.all(burst);
    // Starved, it would be answered only once every queued query had run.
    expect(doneWhenAnswered).toBeLessThan(QUERIES / 2);
  });
});
