import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createContext } from '../context';
import { openDatabase, rowsOf, type Database } from '../db/client';
import { loadEnv } from '../env';
import { createFileService } from '../modules/files/service';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { seedDemo } from '../seed/demo';
import { domainSeeders } from '../seed/seeders';
import { createTestApp, TestClient, TEST_ORIGIN, type TestApp } from '../../test/app';
import { signIn, uploadFile } from '../../test/factories';
import { TEST_ENV } from '../../test/template';
import { BackupError, restoreBackup, writeBackup } from './backup';
import { requestBackup, startControlSocket } from './control';
import { DataDirBusyError, lockDataDir } from './data-dir';
import { tableCounts } from './tables';

let t: TestApp;
let work: string;
let archive: string;
/** Rows that must come back exactly: accounts with their password hashes, pets, requests. */
let sample: unknown[];
let counts: Record<string, number>;
/** Every file a row points at, with its bytes. */
let files: Map<string, Buffer>;

async function png(colour: string) {
  return sharp({ create: { width: 24, height: 16, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function sampleRows(database: Database) {
  return rowsOf(
    await database.db.execute(sql`
      SELECT json_build_object(
        'users', (SELECT json_agg(u ORDER BY u.id) FROM (SELECT id, email, password_hash, role, profile_pic FROM users) u),
        'pets', (SELECT json_agg(p ORDER BY p.id) FROM pets p),
        'requests', (SELECT json_agg(r ORDER BY r.id) FROM (SELECT id, status, selected_response_id, budget_amount FROM service_requests) r),
        'reviews', (SELECT json_agg(r ORDER BY r.id) FROM (SELECT id, rating, comment FROM reviews) r)
      ) AS sample`),
  );
}

async function referencedFiles(database: Database) {
  const rows = rowsOf<{ url: string }>(
    await database.db.execute(sql`
      SELECT pic AS url FROM pets WHERE pic IS NOT NULL
      UNION ALL SELECT profile_pic FROM users WHERE profile_pic IS NOT NULL
      UNION ALL SELECT '/uploads/' || object_key FROM stored_files`),
  );
  return rows.map((r) => r.url.slice('/uploads/'.length));
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'petmitra-backup-test-'));
  archive = path.join(work, 'backup.tar.gz');
  t = await createTestApp({}, { embedded: true });
  expect(await seedDemo(t.ctx, domainSeeders)).toBe(true);

  // Photos and a private file, as people add them.
  const parent = t.client();
  await signIn(parent, DEMO_ACCOUNTS.petParent.email, DEMO_ACCOUNTS.petParent.password);
  const pets = (await parent.get('/api/pets')).json().pets as { id: string }[];
  for (const [i, pet] of pets.entries()) {
    const res = await uploadFile(parent, `/api/pets/${pet.id}/photo`, {
      filename: 'pet.png',
      contentType: 'image/png',
      bytes: await png(['#0f766e', '#b45309', '#1d4ed8'][i % 3]!),
    });
    expect(res.statusCode).toBe(200);
  }
  await uploadFile(parent, '/api/profile/photo', {
    filename: 'me.png',
    contentType: 'image/png',
    bytes: await png('#7c3aed'),
  });
  const me = (await parent.get('/api/profile')).json().user as { id: string };
  await createFileService(t.ctx).createPrivate({
    kind: 'invoice',
    ownerId: me.id,
    filename: 'invoice.pdf',
    contentType: 'application/pdf',
    bytes: Buffer.from('%PDF-1.4 invoice'),
  });
  await t.settle();
});

afterAll(async () => {
  await t?.close();
  await rm(work, { recursive: true, force: true });
});

describe('backup and restore (embedded database)', () => {
  it('writes one archive while the product runs and keeps writing', async () => {
    // A photo is replaced while the backup is taken: the archive holds a consistent moment.
    const parent = t.client();
    await signIn(parent, DEMO_ACCOUNTS.petParent.email, DEMO_ACCOUNTS.petParent.password);
    const [pet] = (await parent.get('/api/pets')).json().pets as { id: string }[];
    const [summary, replaced] = await Promise.all([
      writeBackup(t.ctx.database, t.ctx.uploads, archive),
      uploadFile(parent, `/api/pets/${pet!.id}/photo`, {
        filename: 'new.png',
        contentType: 'image/png',
        bytes: await png('#be123c'),
      }).then(async (res) => {
        await t.settle();
        return res;
      }),
    ]);
    expect(replaced.statusCode).toBe(200);
    expect(summary.tables.users).toBeGreaterThan(40);
    expect(summary.files).toBeGreaterThan(2);
    expect(existsSync(archive)).toBe(true);
    expect((await readdir(work)).filter((n) => n.startsWith('.petmitra'))).toEqual([]);

    await expect(writeBackup(t.ctx.database, t.ctx.uploads, archive)).rejects.toThrow(
      /already exists/,
    );
  });

  it('restores into an empty DATA_DIR: every row and every file comes back', async () => {
    // What the archive must hold: the state at the moment it was taken is checked through the
    // restored copy itself (rows per table from the manifest, and every referenced file).
    const dataDir = path.join(work, 'restored');
    const restored = await restoreBackup(archive, dataDir);
    expect(restored.files).toBeGreaterThan(2);
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      counts = await database.exclusive((s) => tableCounts(s));
      expect(counts).toEqual(restored.tables);
      expect(counts.users).toBeGreaterThan(40);
      sample = await sampleRows(database);
      files = new Map();
      for (const key of await referencedFiles(database)) {
        files.set(key, await readFile(path.join(dataDir, 'uploads', key)));
      }
      expect(files.size).toBeGreaterThan(2);
    } finally {
      await database.close();
    }
    // Rows that did not change since the backup are identical in the running original.
    const original = (await sampleRows(t.ctx.database)) as { sample: { users: unknown[] } }[];
    expect((sample as typeof original)[0]!.sample.users).toEqual(original[0]!.sample.users);

    // The restored folder runs: demo sign-ins work and the photos are served.
    const env = loadEnv({ ...TEST_ENV, DATA_DIR: dataDir, APP_URL: TEST_ORIGIN });
    const ctx = await createContext(env, pino({ level: 'silent' }));
    const app = await buildApp(ctx, { serveWeb: false });
    try {
      const client = new TestClient(app);
      await signIn(client, DEMO_ACCOUNTS.petParent.email, DEMO_ACCOUNTS.petParent.password);
      await signIn(
        new TestClient(app),
        DEMO_ACCOUNTS.provider.email,
        DEMO_ACCOUNTS.provider.password,
      );
      await signIn(
        new TestClient(app),
        DEMO_ACCOUNTS.superAdmin.email,
        DEMO_ACCOUNTS.superAdmin.password,
      );
      for (const pet of (await client.get('/api/pets')).json().pets as { pic: string | null }[]) {
        expect(pet.pic).not.toBeNull();
        const served = await client.get(pet.pic!);
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(files.get(pet.pic!.slice('/uploads/'.length))!)).toBe(true);
      }
      // One process at a time on a DATA_DIR.
      await expect(lockDataDir(dataDir, 'backup')).rejects.toBeInstanceOf(DataDirBusyError);
    } finally {
      await app.close();
      await ctx.close();
    }
  });

  it('refuses a DATA_DIR that is not empty, and changes nothing', async () => {
    const dataDir = path.join(work, 'busy');
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'notes.txt'), 'mine');
    await expect(restoreBackup(archive, dataDir)).rejects.toThrow(
      /is not empty: restore only into an empty DATA_DIR/,
    );
    expect(await readdir(dataDir)).toEqual(['notes.txt']);
  });

  it('refuses a truncated, corrupt or foreign archive with a clear message, and changes nothing', async () => {
    const whole = await readFile(archive);
    const cases: [string, Buffer, RegExp][] = [
      ['truncated.tar.gz', whole.subarray(0, Math.floor(whole.length / 2)), /corrupt or truncated/],
      ['empty.tar.gz', Buffer.alloc(0), /not a PetMitra backup/],
      ['random.bin', randomBytes(4096), /not a PetMitra backup/],
    ];
    const flipped = Buffer.from(whole);
    const at = Math.floor(whole.length * 0.6);
    for (let i = 0; i < 64; i += 1) flipped[at + i] = whole[at + i]! ^ 0xff;
    cases.push(['flipped.tar.gz', flipped, /corrupt or truncated/]);

    // A tar.gz that is not ours, and one of ours whose file was swapped after the fact.
    const foreignDir = path.join(work, 'foreign');
    await mkdir(path.join(foreignDir, 'photos'), { recursive: true });
    await writeFile(path.join(foreignDir, 'photos', 'a.png'), await png('#000000'));
    const foreign = path.join(work, 'foreign.tar.gz');
    await tar.c({ gzip: true, cwd: foreignDir, file: foreign }, ['photos']);
    cases.push(['foreign.tar.gz', await readFile(foreign), /not a PetMitra backup/]);

    const tampered = path.join(work, 'tampered');
    await mkdir(tampered);
    await tar.x({ file: archive, cwd: tampered });
    const [someFile] = [...files.keys()];
    await writeFile(path.join(tampered, 'uploads', someFile!), await png('#ffffff'));
    const tamperedArchive = path.join(work, 'tampered.tar.gz');
    await tar.c({ gzip: true, cwd: tampered, file: tamperedArchive }, await readdir(tampered));
    cases.push(['tampered.tar.gz', await readFile(tamperedArchive), /does not match its checksum/]);

    for (const [name, bytes, message] of cases) {
      const file = path.join(work, name);
      await writeFile(file, bytes);
      const dataDir = path.join(work, `into-${name}`);
      await expect(restoreBackup(file, dataDir), name).rejects.toThrow(BackupError);
      await expect(restoreBackup(file, dataDir), name).rejects.toThrow(message);
      expect(existsSync(dataDir), name).toBe(false);
    }
    expect((await readdir(work)).filter((n) => n.startsWith('.petmitra'))).toEqual([]);
  });

  it('the running server writes the backup when the command asks on its control socket', async () => {
    const socket = await startControlSocket(t.ctx);
    try {
      const out = path.join(work, 'via-socket.tar.gz');
      const summary = await requestBackup(t.ctx.env.DATA_DIR, out);
      expect(summary?.file).toBe(out);
      expect(existsSync(out)).toBe(true);
      await expect(requestBackup(t.ctx.env.DATA_DIR, out)).rejects.toThrow(/already exists/);
    } finally {
      await new Promise((resolve) => socket.close(resolve));
    }
    // No server: the command opens the database itself (null means "nobody answered").
    expect(await requestBackup(t.ctx.env.DATA_DIR, path.join(work, 'x.tar.gz'))).toBeNull();
  });
});
