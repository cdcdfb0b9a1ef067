/**
 * Conversations under load, against the built server on PostgreSQL (issue 15): BENCH_PAIRS
 * (default 500) pet parent–provider pairs, each person with a live stream open, chatting for
 * BENCH_SECONDS (default 60) on one instance. Each message is answered by the other person
 * after a pause (BENCH_THINK_MS, default 1000 ms, under the 20-per-10-s send limit), so every
 * pair keeps one message in flight.
 *
 * Printed: messages per second (stored, 201), end-to-end delivery latency (p50, p95, max: from
 * the sender's POST to the message.created frame on the recipient's stream), errors (non-2xx
 * or failed requests), lost messages (stored but never delivered to the recipient's stream
 * within 10 s of the end), the stored count read back from the database, and the cost per
 * message: the server process's CPU time and the bench database's transactions (each statement
 * outside a transaction is one; the job queue's polling included) per stored message.
 *
 * BENCH_PAIRS may list several counts (`50,200`), run one after another. BENCH_BASELINE names
 * another built checkout (e.g. a worktree of main): each count then runs on the baseline and on
 * this checkout back to back, and a table compares them (side by side on a noisy machine).
 *
 *   npm run bench:messaging                                  (from the repository root)
 *   BENCH_DATABASE_URL=postgres://... BENCH_PAIRS=100 BENCH_SECONDS=20 npm run bench:messaging
 *   BENCH_BASELINE=/path/to/main BENCH_PAIRS=50,200 BENCH_SECONDS=20 npm run bench:messaging
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { LIVE_STREAM_PATH } from '@petmitra/core/live/events';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema/foundation';
import { createSessionStore } from '../apps/server/src/auth/sessions';
import { openEventStream, pool, request, type User } from './http';
import { ensureBuilt, quantile, root, startServer } from './server';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PAIR_COUNTS = (process.env.BENCH_PAIRS ?? '500').split(',').map(Number);
const BASELINE = process.env.BENCH_BASELINE;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const DRAIN_MS = 10_000;
/** How long the consumers' backlog may take after the run before the costs are read. */
const BACKLOG_MAX_MS = 120_000;

interface Person extends User {
  id: string;
}

/**
 * The bench's people, made directly in its database (registration hashes a password per
 * account, minutes for a thousand on a small machine, and is not what is measured), each with
 * a real session made by the server's session store; the CSRF token comes from the server.
 */
async function makePeople(db: Db, agent: http.Agent, base: URL, count: number): Promise<Person[]> {
  const store = createSessionStore(db);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${i % 2 === 0 ? 'Parent' : 'Provider'} ${i}`,
        email: `chat-${i}-${randomBytes(4).toString('hex')}@example.com`,
        role: i % 2 === 0 ? ('pet_parent' as const) : ('service_provider' as const),
        // Never used: nobody signs in with a password here.
        passwordHash: 'bench-no-password',
        // Messaging needs a verified address (docs/decisions/0027).
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  return pool(rows.length, 32, async (i) => {
    const { token } = await store.create(rows[i]!.id, { ip: '127.0.0.1' });
    const session = await request(agent, base, 'GET', '/api/auth/session', {
      cookie: `pm_session=${token}`,
    });
    const csrf = (JSON.parse(session.body) as { csrfToken: string }).csrfToken;
    return { id: rows[i]!.id, email: '', csrf, cookie: `pm_session=${token}; pm_csrf=${csrf}` };
  });
}

/** One live stream; calls `onMessage(clientKey)` for each message.created frame. */
function openStream(base: URL, person: Person, onMessage: (clientKey: string) => void) {
  return openEventStream(base, LIVE_STREAM_PATH, person.cookie, (event, data) => {
    if (event !== 'message.created') return;
    onMessage((JSON.parse(data) as { message: { clientKey: string } }).message.clientKey);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's CPU time (user + system) in milliseconds (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Transactions committed in a database so far (statistics flushed about once a second). */
async function commits(client: pg.Client, dbName: string): Promise<number> {
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: string }>(
    'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1',
    [dbName],
  );
  return Number(rows[0]?.n ?? 0);
}

interface Figures {
  side: string;
  pairs: number;
  stored: number;
  perSecond: number;
  inDb: number;
  p50: number;
  p95: number;
  max: number;
  errors: number;
  lost: number;
  cpuMsPerMessage: number;
  transactionsPerMessage: number;
  /** Messages that made a notification, of those stored. */
  notifiedShare: number;
  /** Seconds the consumers took after the run to finish the jobs that were due. */
  backlogSeconds: number;
}

/** One run: a fresh database and server (of `checkout`), `pairCount` pairs chatting. */
async function run(side: string, checkout: string, pairCount: number): Promise<Figures> {
  const dbName = `bench_msg_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${dbName}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petmitra-bench-chat-'));
  const server = await startServer(
    {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    { checkout },
  );
  const base = new URL(server.url);
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const closers: (() => void)[] = [];

  try {
    let started = performance.now();
    const people = await makePeople(database.db, agent, base, pairCount * 2);
    console.log(
      `${people.length} people signed in in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const pairs = Array.from({ length: pairCount }, (_, i) => ({
      parent: people[2 * i]!,
      provider: people[2 * i + 1]!,
      conversationId: '',
    }));
    await pool(pairCount, 32, async (i) => {
      const pair = pairs[i]!;
      const reply = await request(
        agent,
        base,
        'POST',
        '/api/conversations',
        { cookie: pair.parent.cookie, 'x-csrf-token': pair.parent.csrf, origin: base.origin },
        { providerId: pair.provider.id },
      );
      if (reply.status !== 201) throw new Error(`start answered ${reply.status}: ${reply.body}`);
      pair.conversationId = (
        JSON.parse(reply.body) as { conversation: { id: string } }
      ).conversation.id;
    });

    /** Per message key: when its POST began, and who must receive it. */
    const sentAt = new Map<string, number>();
    const delivered = new Map<string, number>();
    const waiting = new Map<string, () => void>();
    const stored = new Set<string>();
    let errors = 0;
    const errorSamples: string[] = [];

    const streamsStarted = performance.now();
    await pool(people.length, 100, async (i) => {
      const me = people[i]!;
      closers.push(
        await openStream(base, me, (key) => {
          // Each person's stream also gets their own messages: only the recipient counts.
          if (!key.startsWith(`${me.id.slice(0, 8)}-`) && sentAt.has(key) && !delivered.has(key)) {
            delivered.set(key, performance.now() - sentAt.get(key)!);
            waiting.get(key)?.();
          }
        }),
      );
    });
    console.log(
      `${people.length} live streams open in ${((performance.now() - streamsStarted) / 1000).toFixed(1)} s`,
    );

    const end = performance.now() + SECONDS * 1000;
    let sequence = 0;
    const send = async (from: Person, conversationId: string) => {
      const key = `${from.id.slice(0, 8)}-${(sequence += 1)}-${randomBytes(3).toString('hex')}`;
      const arrived = new Promise<void>((resolve) => waiting.set(key, resolve));
      sentAt.set(key, performance.now());
      try {
        const reply = await request(
          agent,
          base,
          'POST',
          `/api/conversations/${conversationId}/messages`,
          { cookie: from.cookie, 'x-csrf-token': from.csrf, origin: base.origin },
          { body: `Message ${sequence}: is Saturday at 10 fine?`, clientKey: key },
        );
        if (reply.status === 201) stored.add(key);
        else {
          errors += 1;
          if (errorSamples.length < 5) errorSamples.push(`${reply.status} ${reply.body}`);
          return;
        }
      } catch (error) {
        errors += 1;
        if (errorSamples.length < 5) errorSamples.push(String(error));
        return;
      }
      // The other person answers once it reached them (or gives up waiting after 10 s).
      await Promise.race([arrived, sleep(DRAIN_MS)]);
    };

    const stats = new pg.Client({ connectionString: DATABASE_URL });
    await stats.connect();
    const cpuBefore = cpuMs(server.pid);
    const commitsBefore = await commits(stats, dbName);
    started = performance.now();
    await Promise.all(
      pairs.map(async (pair, i) => {
        // Spread the pairs' first messages over the first think time.
        await sleep((i / pairCount) * THINK_MS);
        let turn = 0;
        while (performance.now() < end) {
          const from = turn % 2 === 0 ? pair.parent : pair.provider;
          await send(from, pair.conversationId);
          turn += 1;
          await sleep(THINK_MS);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    // Whatever is still on its way gets the drain time.
    const drainUntil = performance.now() + DRAIN_MS;
    while (performance.now() < drainUntil && [...stored].some((k) => !delivered.has(k))) {
      await sleep(100);
    }
    // The consumers' backlog (notifications), so the cost per message includes their work,
    // then the statistics' flush.
    const backlogStarted = performance.now();
    const backlog = new pg.Client({ connectionString: url.toString() });
    await backlog.connect();
    while (performance.now() - backlogStarted < BACKLOG_MAX_MS) {
      const due = await backlog.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job
          WHERE state IN ('created', 'retry', 'active') AND start_after <= now()`,
      );
      if (due.rows[0]!.n === 0) break;
      await sleep(200);
    }
    await backlog.end();
    const backlogSeconds = (performance.now() - backlogStarted) / 1000;
    await sleep(1500);
    const cpu = cpuMs(server.pid) - cpuBefore;
    const transactions = (await commits(stats, dbName)) - commitsBefore;
    await stats.end();

    const latencies = Float64Array.from(
      [...stored].filter((k) => delivered.has(k)).map((k) => delivered.get(k)!),
    ).sort();
    const lost = [...stored].filter((k) => !delivered.has(k)).length;
    // The bench database: read back what was stored.
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const inDb = (await check.query<{ n: number }>('SELECT count(*)::int AS n FROM messages'))
      .rows[0]!.n;
    // Each notification (in-app row, live event, email in the outbox) is most of a message's
    // cost; how many messages notify depends on how far the consumers lag (a message the
    // recipient answered before its consumer ran is read, and notifies nobody).
    const notified = (
      await check.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM notifications WHERE type = 'new_message'`,
      )
    ).rows[0]!.n;
    await check.end();

    const figures: Figures = {
      side,
      pairs: pairCount,
      stored: stored.size,
      perSecond: stored.size / elapsed,
      inDb,
      p50: quantile(latencies, 0.5),
      p95: quantile(latencies, 0.95),
      max: latencies.at(-1) ?? Number.NaN,
      errors,
      lost,
      cpuMsPerMessage: cpu / Math.max(1, stored.size),
      transactionsPerMessage: transactions / Math.max(1, stored.size),
      notifiedShare: notified / Math.max(1, inDb),
      backlogSeconds,
    };
    console.log(
      `\n${side}: ${pairCount} pairs, ${SECONDS} s, reply after ${THINK_MS} ms, one instance on PostgreSQL`,
    );
    console.log(
      `messages stored (201):   ${stored.size} (${figures.perSecond.toFixed(1)} messages/s)`,
    );
    console.log(`in the database:         ${inDb}`);
    console.log(
      `delivery latency:        p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms`,
    );
    console.log(
      `errors:                  ${errors}${errorSamples.length ? ` (${errorSamples.join(' | ')})` : ''}`,
    );
    console.log(`lost (stored, never delivered): ${lost}`);
    console.log(
      `per message:             ${figures.cpuMsPerMessage.toFixed(2)} ms server CPU, ${figures.transactionsPerMessage.toFixed(1)} database transactions, ${Math.round(figures.notifiedShare * 100)}% notified (consumers done ${figures.backlogSeconds.toFixed(1)} s after the end)`,
    );
    return figures;
  } finally {
    for (const close of closers) close();
    agent.destroy();
    await database.close();
    await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  ensureBuilt();
  const sides: [string, string][] = [
    ...(BASELINE ? [['baseline', path.resolve(BASELINE)] as [string, string]] : []),
    ['this', root],
  ];
  for (const [, checkout] of sides) {
    if (!existsSync(path.join(checkout, 'apps/server/dist/server.js'))) {
      throw new Error(`${checkout}: apps/server/dist is missing (npm run build there)`);
    }
  }
  const all: Figures[] = [];
  for (const pairs of PAIR_COUNTS) {
    for (const [side, checkout] of sides) all.push(await run(side, checkout, pairs));
  }
  if (all.length < 2) return;
  console.log(
    `\n| side | pairs | messages/s | p50 | p95 | max | errors | lost | CPU ms/msg | tx/msg | notified | backlog |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const f of all) {
    const ms = (v: number) => `${Math.round(v).toLocaleString('en')} ms`;
    console.log(
      `| ${f.side} | ${f.pairs} | ${f.perSecond.toFixed(1)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} | ${f.errors} | ${f.lost} | ${f.cpuMsPerMessage.toFixed(2)} | ${f.transactionsPerMessage.toFixed(1)} | ${Math.round(f.notifiedShare * 100)}% | ${f.backlogSeconds.toFixed(1)} s |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
