/**
 * Live updates and email under load, against the built server on PostgreSQL (issue 11):
 *
 * 1. N concurrent Server-Sent Events streams on one instance (BENCH_SSE_CLIENTS, default
 *    "1000,5000"; ten tabs per signed-in user, under the server's twelve per user), then one
 *    event published to every user through the realtime bus from another process, as an event
 *    consumer on another instance would (stored in live_events, then NOTIFY). Printed: p50, p95
 *    and max delivery latency over BENCH_ROUNDS events, events missed, and the server's resident
 *    memory per open stream.
 * 2. Email through the job queue to a real SMTP server on loopback: every user asks for a
 *    password reset at once; printed: emails per second from the first request to the last
 *    message received, and how many arrived.
 *
 *   npm run bench:live                                   (from the repository root)
 *   BENCH_DATABASE_URL=postgres://... BENCH_SSE_CLIENTS=1000 npm run bench:live
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { LIVE_STREAM_PATH } from '@petmitra/core/live/events';
import { openDatabase } from '../apps/server/src/db/client';
import { postgresBus } from '../apps/server/src/realtime/bus';
import { createLiveService } from '../apps/server/src/modules/live/service';
import { startSmtpServer } from '../apps/server/test/smtp';
import { openEventStream, pool, register, request, type User } from './http';
import { ensureBuilt, quantile, residentBytes, startServer } from './server';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SIZES = (process.env.BENCH_SSE_CLIENTS ?? '1000,5000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TABS_PER_USER = 10;
/** Registrations at once (password hashing is bounded on the server anyway). */
const REGISTER_CONCURRENCY = 8;

interface Stream {
  userId: string;
  /** When each bench event arrived, by its marker. */
  arrivals: Map<string, number>;
  close(): void;
}

/** Opens one SSE stream, noting when each bench event arrives. */
async function openStream(base: URL, user: User & { id: string }): Promise<Stream> {
  const arrivals = new Map<string, number>();
  const close = await openEventStream(base, LIVE_STREAM_PATH, user.cookie, (_event, data) => {
    try {
      const marker = (JSON.parse(data) as { requestId?: string }).requestId;
      if (marker?.startsWith('bench-')) arrivals.set(marker, performance.now());
    } catch {
      // not a bench event
    }
  });
  return { userId: user.id, arrivals, close };
}

async function main() {
  ensureBuilt();
  const dbName = `pm_bench_live_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${dbName}`;
  const smtp = await startSmtpServer();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petmitra-bench-live-'));
  const server = await startServer({
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'PetMitra <bench@petmitra.example>',
  });
  const base = new URL(server.url);
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  const bus = postgresBus(url.toString(), database.pool!, pino({ level: 'silent' }));
  const live = createLiveService({ db: database.db, bus });
  const agent = new http.Agent({ keepAlive: true, maxSockets: REGISTER_CONCURRENCY });

  try {
    const largest = Math.max(...SIZES);
    const userCount = Math.ceil(largest / TABS_PER_USER);
    const started = performance.now();
    const users = await pool(userCount, REGISTER_CONCURRENCY, async (i) => {
      const user = await register(agent, base, i);
      const session = await request(agent, base, 'GET', '/api/auth/session', {
        cookie: user.cookie,
      });
      return { ...user, id: (JSON.parse(session.body) as { user: { id: string } }).user.id };
    });
    console.log(
      `${users.length} users registered in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // Welcome emails from registration: let them drain before the email measurement.
    await waitForQuiet(smtp.messages);

    for (const size of SIZES) {
      const rssBefore = residentBytes(server.pid);
      const streams = await pool(size, 200, (i) =>
        openStream(base, users[Math.floor(i / TABS_PER_USER)]!),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const rssAfter = residentBytes(server.pid);
      const userIds = [...new Set(streams.map((s) => s.userId))];
      const latencies: number[] = [];
      let missed = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const marker = `bench-${size}-${round}`;
        const sent = performance.now();
        await live.publish(userIds, 'request.changed', { requestId: marker });
        const deadline = Date.now() + 30_000;
        while (streams.some((s) => !s.arrivals.has(marker)) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        for (const s of streams) {
          const at = s.arrivals.get(marker);
          if (at === undefined) missed += 1;
          else latencies.push(at - sent);
        }
      }
      for (const s of streams) s.close();
      const sorted = Float64Array.from(latencies).sort();
      console.log(
        `SSE ${size} streams (${userIds.length} users): delivery p50 ${quantile(sorted, 0.5).toFixed(0)} ms, ` +
          `p95 ${quantile(sorted, 0.95).toFixed(0)} ms, max ${sorted[sorted.length - 1]?.toFixed(0)} ms ` +
          `over ${ROUNDS} events, missed ${missed}; server memory ` +
          `${((rssAfter - rssBefore) / size / 1024).toFixed(1)} KiB per stream ` +
          `(${(rssAfter / 2 ** 20).toFixed(0)} MiB resident)`,
      );
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }

    // Email: one reset email per user, all asked for at once.
    // A fresh agent: the registration agent's idle keep-alive sockets have been closed by the
    // server during the stream phase, and reusing one answers ECONNRESET.
    agent.destroy();
    const emailAgent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const before = smtp.messages.length;
    const emailStart = performance.now();
    await pool(users.length, 50, async (user) => {
      const session = await request(emailAgent, base, 'GET', '/api/auth/session', {});
      const csrf = /pm_csrf=([^;]*)/.exec(String(session.headers['set-cookie']))?.[1] ?? '';
      const reply = await request(
        emailAgent,
        base,
        'POST',
        '/api/auth/forgot-password',
        { 'x-csrf-token': csrf, cookie: `pm_csrf=${csrf}`, origin: base.origin },
        { email: users[user]!.email },
      );
      if (reply.status >= 400) throw new Error(`forgot-password answered ${reply.status}`);
    }).catch((error: Error) => console.log(`email requests failed: ${error.message}`));
    const expected = before + users.length;
    const deadline = Date.now() + 300_000;
    while (smtp.messages.length < expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - emailStart) / 1000;
    if (process.env.BENCH_DEBUG)
      for (const m of smtp.messages)
        console.log(
          (m as { subject?: string; date?: Date }).subject,
          (m as { date?: Date }).date?.toISOString(),
        );
    const received = smtp.messages.length - before;
    console.log(
      `email: ${received}/${users.length} reset emails at the SMTP server in ${seconds.toFixed(1)} s ` +
        `= ${(received / seconds).toFixed(1)} emails/s through the queue`,
    );
    emailAgent.destroy();
  } finally {
    await bus.close();
    await database.close();
    await server.stop();
    await smtp.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Waits until no new message arrived for two seconds. */
async function waitForQuiet(messages: unknown[]) {
  let seen = -1;
  while (seen !== messages.length) {
    seen = messages.length;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

await main();
