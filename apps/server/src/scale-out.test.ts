import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@petmitra/core/auth/messages';
import { LIMITS } from '@petmitra/core/constants';
import { buildApp } from './app';
import { createContext, type AppContext } from './context';
import { openDatabase } from './db/client';
import { loadEnv } from './env';
import { createS3Client } from './infra/uploads';
import { TestClient, TEST_ORIGIN } from '../test/app';
import { addPet, signUp, TEST_PASSWORD, uploadFile } from '../test/factories';
import { smtpMailbox } from '../test/mailbox';
import { startSmtpServer } from '../test/smtp';
import { startS3Server, type S3TestServer } from '../test/s3';
import { TEST_ENV, adminQuery, databaseUrl } from '../test/template';

const testDbUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const testRedisUrl = process.env.TEST_REDIS_URL;

/** Runs of the scheduled test job, by instance. */
const ticks: string[] = [];
const TICK_JOB = 'test.tick';
/** Every minute: pg-boss sends a schedule at most once a minute (its occurrence slot). */
const TICK_CRON = '* * * * *';

interface Instance {
  name: string;
  ctx: AppContext;
  app: FastifyInstance;
  dataDir: string;
  client(): TestClient;
  close(): Promise<void>;
}

/**
 * Two PetMitra instances as production runs them: separate processes in real life, here two
 * apps in one process that share nothing in memory — each has its own database pool, Redis
 * connection, job workers and S3 client — on one PostgreSQL, one Redis and one S3-compatible
 * bucket.
 */
describe.skipIf(!testDbUrl || !testRedisUrl)('two instances behind a load balancer', () => {
  let s3: S3TestServer;
  // Both instances run workers, which deliver an email (and forget its link) as soon as it is
  // queued: clients read theirs where a user would, from a real SMTP server.
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let dbName: string;
  let a: Instance;
  let b: Instance;

  async function start(name: string, env: Record<string, string>): Promise<Instance> {
    const dataDir = await mkdtemp(path.join(tmpdir(), `petmitra-${name}-`));
    const database = await openDatabase({ url: databaseUrl(testDbUrl!, dbName), poolSize: 4 });
    const ctx = await createContext(
      loadEnv({ ...TEST_ENV, DATA_DIR: dataDir, APP_URL: TEST_ORIGIN, ...env }),
      pino({ level: 'silent' }),
      { database, jobQueue: { cronIntervalSeconds: 1, pollingIntervalSeconds: 1 } },
    );
    ctx.jobs.define({
      name: TICK_JOB,
      cron: TICK_CRON,
      retryLimit: 0,
      handler: async () => {
        ticks.push(name);
      },
    });
    const app = await buildApp(ctx, { serveWeb: false });
    await app.ready();
    return {
      name,
      ctx,
      app,
      dataDir,
      client: () => {
        const client = new TestClient(app);
        client.mailbox = smtpMailbox(smtp, { email_verification: 'Verify your email' });
        return client;
      },
      async close() {
        await app.close();
        await ctx.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  beforeAll(async () => {
    s3 = await startS3Server();
    smtp = await startSmtpServer();
    dbName = `pm_two_${randomBytes(6).toString('hex')}`;
    await adminQuery(testDbUrl!, `CREATE DATABASE ${dbName}`);
    const shared = {
      ...s3.env,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      REDIS_URL: testRedisUrl!,
      REDIS_PREFIX: `pm-two-${randomBytes(6).toString('hex')}:`,
      // Both run workers and the scheduler, as every production instance does by default.
      JOB_WORKERS: 'true',
    };
    a = await start('a', shared);
    b = await start('b', shared);
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await s3?.close();
    await smtp?.close();
    if (dbName) await adminQuery(testDbUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('a session made on one instance works on the other', async () => {
    const onA = a.client();
    const { user } = await signUp(onA);
    const onB = new TestClient(b.app);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const session = await onB.get('/api/auth/session');
    expect(session.json().user?.id).toBe(user.id);
    // And a change made through B is seen through A.
    expect(
      (await onB.patch('/api/profile', { name: 'Asha Verma', phone: '+919876543210' })).statusCode,
    ).toBe(200);
    expect((await onA.get('/api/profile')).json().user.name).toBe('Asha Verma');
  });

  it("a sign-out or a change on one instance reaches the other's session cache at once", async () => {
    const onA = a.client();
    await signUp(onA);
    const onB = new TestClient(b.app);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const sessionOn = async (client: TestClient) =>
      (await client.get('/api/auth/session')).json().user as { name: string } | null;
    /** What `read` answers once it stops answering `stale`, within a second (the cache: 5 s). */
    const settled = async <T>(read: () => Promise<T>, stale: (value: T) => boolean) => {
      const until = Date.now() + 1000;
      let value = await read();
      while (stale(value) && Date.now() < until) {
        await sleep(20);
        value = await read();
      }
      return value;
    };
    expect((await sessionOn(onB))?.name).toBe((await sessionOn(onA))?.name);
    expect(
      (await onA.patch('/api/profile', { name: 'Meera Iyer', phone: '+919876543210' })).statusCode,
    ).toBe(200);
    expect(
      (
        await settled(
          () => sessionOn(onB),
          (u) => u?.name !== 'Meera Iyer',
        )
      )?.name,
    ).toBe('Meera Iyer');
    expect((await onA.post('/api/auth/logout', {})).statusCode).toBe(204);
    expect(
      await settled(
        () => sessionOn(onB),
        (u) => u !== null,
      ),
    ).toBeNull();
  });

  it('a photo uploaded through one instance is in the bucket and served by the other', async () => {
    const onA = a.client();
    await signUp(onA);
    const pet = await addPet(onA);
    const bytes = await sharp({
      create: { width: 30, height: 20, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    const res = await uploadFile(onA, `/api/pets/${pet.id}/photo`, {
      filename: 'bruno.png',
      contentType: 'image/png',
      bytes,
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().pet.pic;

    // In the bucket, read with a client of its own (not through either instance).
    const listing = await createS3Client(a.ctx.env.s3!).send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'pets/' }),
    );
    expect(listing.Contents?.map((o) => o.Key)).toContain(url.slice('/uploads/'.length));

    // Served by B to anyone; neither instance wrote it to its own disk.
    const served = await new TestClient(b.app).get(url);
    expect(served.statusCode).toBe(200);
    expect((await new TestClient(a.app).get(url)).rawPayload.equals(served.rawPayload)).toBe(true);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 30 });
    for (const instance of [a, b]) {
      expect(existsSync(path.join(instance.dataDir, 'uploads'))).toBe(false);
    }
  });

  it('the per-email login limit counts attempts made on both instances', async () => {
    const { email } = await signUp(a.client());
    const attempt = (instance: Instance, password = 'Wrong#Password1') =>
      instance.client().post('/api/auth/login', { email, password });
    for (let i = 0; i < LIMITS.loginMaxAttempts; i += 1) {
      const res = await attempt(i % 2 === 0 ? a : b);
      expect(res.statusCode).toBe(401);
    }
    // The sixth, even with the right password and on either instance, is refused.
    for (const instance of [a, b]) {
      const res = await attempt(instance, TEST_PASSWORD);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe(AUTH_MESSAGES.tooManyLoginAttempts);
    }
  });

  it('a scheduled job runs once per occurrence, not once per instance', async () => {
    // Both instances run the scheduler (checking every second) and the workers. Wait for the
    // next minute's occurrence, then a few seconds more for any second copy of it.
    const deadline = Date.now() + 75_000;
    while (ticks.length === 0 && Date.now() < deadline) await sleep(500);
    await sleep(6_000);
    const perMinute = await a.ctx.database.exclusive((s) =>
      s.rows<{ minute: string; jobs: number; completed: number }>(
        `SELECT date_trunc('minute', created_on)::text AS minute, count(*)::int AS jobs,
                count(*) FILTER (WHERE state = 'completed')::int AS completed
           FROM ${a.ctx.jobs.schema}.job WHERE name = '${TICK_JOB}' GROUP BY 1 ORDER BY 1`,
      ),
    );
    expect(perMinute.length).toBeGreaterThanOrEqual(1);
    for (const minute of perMinute) expect(minute, minute.minute).toMatchObject({ jobs: 1 });
    const completed = perMinute.reduce((n, m) => n + m.completed, 0);
    expect(ticks.length).toBe(completed);
    expect(completed).toBeGreaterThanOrEqual(1);
  }, 90_000);
});
