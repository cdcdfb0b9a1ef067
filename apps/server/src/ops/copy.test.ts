import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../db/client';
import { loadEnv } from '../env';
import { createS3Uploads } from '../infra/uploads';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { seedDemo } from '../seed/demo';
import { domainSeeders } from '../seed/seeders';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn, uploadFile } from '../../test/factories';
import { startS3Server, type S3TestServer } from '../../test/s3';
import { TEST_ENV, adminQuery, databaseUrl } from '../../test/template';
import { CopyRefusedError, copyToPostgres } from './copy-to-postgres';
import { copyToS3 } from './copy-to-s3';
import { tableCounts } from './tables';

/** The embedded marketplace people start with: demo data plus photos they uploaded. */
let source: TestApp;

async function png(colour: string) {
  return sharp({ create: { width: 24, height: 16, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  source = await createTestApp({}, { embedded: true });
  expect(await seedDemo(source.ctx, domainSeeders)).toBe(true);
  const parent = source.client();
  await signIn(parent, DEMO_ACCOUNTS.petParent.email, DEMO_ACCOUNTS.petParent.password);
  for (const pet of (await parent.get('/api/pets')).json().pets as { id: string }[]) {
    await uploadFile(parent, `/api/pets/${pet.id}/photo`, {
      filename: 'pet.png',
      contentType: 'image/png',
      bytes: await png('#0f766e'),
    });
  }
  await uploadFile(parent, '/api/profile/photo', {
    filename: 'me.png',
    contentType: 'image/png',
    bytes: await png('#7c3aed'),
  });
});

afterAll(async () => {
  await source?.close();
});

/** Rows compared between the two databases (a sample of every kind the issue names). */
async function sample(database: Database) {
  const [row] = rowsOf<{ sample: unknown }>(
    await database.db.execute(sql`
      SELECT json_build_object(
        'users', (SELECT json_agg(u ORDER BY u.id) FROM (SELECT id, email, password_hash, role, profile_pic, created_at FROM users) u),
        'pets', (SELECT json_agg(p ORDER BY p.id) FROM pets p),
        'requests', (SELECT json_agg(r ORDER BY r.id) FROM service_requests r),
        'responses', (SELECT json_agg(r ORDER BY r.id) FROM service_responses r),
        'reviews', (SELECT json_agg(r ORDER BY r.id) FROM reviews r),
        'services', (SELECT json_agg(s ORDER BY s.id) FROM services s),
        'ratings', (SELECT json_agg(r ORDER BY r.provider_id) FROM provider_ratings r)
      )::text AS sample`),
  );
  return row!.sample;
}

const testDbUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testDbUrl)('npm run db:copy-to-postgres', () => {
  let name: string;
  let url: string;
  beforeAll(async () => {
    name = `pm_copy_${randomBytes(6).toString('hex')}`;
    await adminQuery(testDbUrl!, `CREATE DATABASE ${name}`);
    url = databaseUrl(testDbUrl!, name);
  });
  afterAll(async () => {
    await adminQuery(testDbUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('copies every table into an empty PostgreSQL, with the same rows, and the sign-ins work', async () => {
    const lines: string[] = [];
    const summary = await copyToPostgres(source.ctx.database, url, (line) => lines.push(line));
    expect(summary.tables.length).toBeGreaterThan(15);
    for (const table of summary.tables) expect(table.target, table.table).toBe(table.source);
    expect(summary.tables.find((t) => t.table === 'users')!.source).toBeGreaterThan(40);
    expect(summary.tables.find((t) => t.table === 'reviews')!.source).toBeGreaterThan(0);

    const target = await openDatabase({ url, poolSize: 2 });
    try {
      expect(await target.exclusive((s) => tableCounts(s))).toEqual(
        await source.ctx.database.exclusive((s) => tableCounts(s)),
      );
      expect(await sample(target)).toEqual(await sample(source.ctx.database));
      // Sequences continue after the copied rows.
      const [seq] = rowsOf<{ ok: boolean }>(
        await target.db.execute(
          sql`SELECT (SELECT last_value FROM security_events_id_seq) >= coalesce((SELECT max(id) FROM security_events), 0) AS ok`,
        ),
      );
      expect(seq!.ok).toBe(true);

      // PetMitra on the copy: the demo sign-ins work and the search still finds services.
      const app = await createTestApp({}, { database: target });
      try {
        for (const account of Object.values(DEMO_ACCOUNTS)) {
          await signIn(app.client(), account.email, account.password);
        }
        const parent = app.client();
        await signIn(parent, DEMO_ACCOUNTS.petParent.email, DEMO_ACCOUNTS.petParent.password);
        expect((await parent.get('/api/pets')).json().pets.length).toBeGreaterThan(0);
        expect((await app.client().get('/api/search/services?q=groom')).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await target.close();
    }
  });

  it('refuses a database that already holds data, and changes nothing', async () => {
    const before = await openDatabase({ url, poolSize: 1 });
    const counts = await before.exclusive((s) => tableCounts(s));
    await before.close();
    await expect(copyToPostgres(source.ctx.database, url)).rejects.toThrow(CopyRefusedError);
    await expect(copyToPostgres(source.ctx.database, url)).rejects.toThrow(
      /already holds data \(table \w+ has rows\): copy only into an empty database/,
    );
    const after = await openDatabase({ url, poolSize: 1 });
    expect(await after.exclusive((s) => tableCounts(s))).toEqual(counts);
    await after.close();
  });
});

describe('npm run storage:copy-to-s3', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3.close();
  });

  it('copies every local upload into the bucket and points the stored URLs at S3_PUBLIC_URL', async () => {
    const publicBase = `${s3.endpoint}/${s3.bucket}`;
    const env = loadEnv({ ...TEST_ENV, ...s3.env, S3_PUBLIC_URL: publicBase });
    const bucket = createS3Uploads(env.s3!);
    const local: string[] = [];
    for await (const page of source.ctx.uploads.list('')) local.push(...page.map((o) => o.key));
    expect(local.length).toBeGreaterThan(1);

    const summary = await copyToS3(source.ctx.db, source.ctx.uploads, bucket);
    expect(summary).toMatchObject({ files: local.length, copied: local.length, present: 0 });
    expect(summary.rewritten['pets.pic']).toBeGreaterThan(0);
    expect(summary.rewritten['users.profile_pic']).toBe(1);

    const inBucket: string[] = [];
    for await (const page of bucket.list('')) inBucket.push(...page.map((o) => o.key));
    expect(inBucket.sort()).toEqual(local.sort());

    // The rows now show the photos from the public base, and they are there.
    const parent = source.client();
    await signIn(parent, DEMO_ACCOUNTS.petParent.email, DEMO_ACCOUNTS.petParent.password);
    for (const pet of (await parent.get('/api/pets')).json().pets as { pic: string }[]) {
      expect(pet.pic.startsWith(`${publicBase}/pets/`)).toBe(true);
      const key = bucket.keyOf(pet.pic)!;
      const response = await fetch(pet.pic);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const local = await source.ctx.uploads.get(key);
      const chunks: Buffer[] = [];
      for await (const chunk of local!.body) chunks.push(chunk as Buffer);
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.concat(chunks))).toBe(true);
    }

    // A second run finds everything there and rewrites nothing again.
    const again = await copyToS3(source.ctx.db, source.ctx.uploads, bucket);
    expect(again).toMatchObject({ copied: 0, present: local.length });
    expect(Object.values(again.rewritten).every((n) => n === 0)).toBe(true);
  });
});
