import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPriorityPlugin } from '../http/query-priority';
import { FairPool, PriorityGate, runAsWorkStartedAt, workStart } from './fair-pool';

describe('PriorityGate', () => {
  it('lets `size` holders in, then hands each freed place to the earliest work', async () => {
    const gate = new PriorityGate(2);
    await gate.acquire(50);
    await gate.acquire(60);
    const order: number[] = [];
    const waits = [30, 10, 20, 10].map((startedAt, i) =>
      gate.acquire(startedAt).then(() => order.push(startedAt * 10 + i)),
    );
    expect(gate.waiting).toBe(4);
    for (let i = 0; i < 4; i += 1) gate.release();
    await Promise.all(waits);
    // Earliest start first; equal starts in the order they asked (10 asked as the 2nd, then 4th).
    expect(order).toEqual([101, 103, 202, 300]);
    gate.release();
    gate.release();
    // Both places free again: two acquire at once.
    await Promise.all([gate.acquire(1), gate.acquire(2)]);
    expect(gate.waiting).toBe(0);
  });
});

describe('runAsWorkStartedAt', () => {
  it('keeps the earlier arrival of work already under way (a page asking the API in process)', () => {
    expect(workStart()).toBeUndefined();
    expect(runAsWorkStartedAt(10, () => runAsWorkStartedAt(20, workStart))).toBe(10);
    expect(runAsWorkStartedAt(30, () => runAsWorkStartedAt(20, workStart))).toBe(20);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('FairPool on PostgreSQL', () => {
  const pool = new FairPool({ connectionString: url, max: 1 });
  const app = Fastify();
  const order: string[] = [];
  let base = '';

  beforeAll(async () => {
    await app.register(queryPriorityPlugin);
    // Each request runs its statements one after another, as a session lookup then a page does.
    app.post('/run', async (request) => {
      const { name, statements } = request.body as { name: string; statements: number };
      for (let i = 1; i <= statements; i += 1) {
        await pool.query('SELECT 1');
        order.push(`${name}${i}`);
      }
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  // The body follows the headers a moment later, as a slow client's does: it is read in the
  // socket's context, after the request's own hooks have run.
  const run = (name: string, statements: number) => {
    const body = new TextEncoder().encode(JSON.stringify({ name, statements }));
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        controller.enqueue(body);
        controller.close();
      },
    });
    return fetch(`${base}/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit).then((res) => expect(res.status).toBe(200));
  };

  it('gives a free connection to the request that arrived first, not the statement that asked first', async () => {
    const held = await pool.connect(); // every connection busy
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    const requests = [run('A', 2)];
    await pause();
    requests.push(run('B', 1));
    await pause();
    requests.push(run('C', 1));
    await pause();
    held.release();
    await Promise.all(requests);
    // A's first statement runs, then B's (waiting already). A's second asks while C waits: A
    // arrived before C, so A finishes first. A plain pool (first asked, first served) answers
    // A1, B1, C1, A2 — and so would this one if A's place were lost when its body was read.
    expect(order).toEqual(['A1', 'B1', 'A2', 'C1']);
  });

  it('frees the place of a checkout that failed', async () => {
    const broken = new FairPool({
      connectionString: 'postgres://postgres@127.0.0.1:1/none',
      max: 1,
      connectionTimeoutMillis: 2000,
    });
    await expect(broken.query('SELECT 1')).rejects.toThrow();
    // Had the failed checkout kept the only place, this would wait for ever.
    await expect(broken.query('SELECT 1')).rejects.toThrow();
    await broken.end();
  });
});
