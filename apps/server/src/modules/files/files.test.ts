import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { addPet, createUser, signIn, signUp, uploadFile } from '../../../test/factories';
import { startS3Server, type S3TestServer } from '../../../test/s3';
import { rowsOf } from '../../db/client';
import { readAll } from '../../infra/uploads';
import { createProfileService } from '../users/service';
import { PUBLIC_CACHE_CONTROL } from './kinds';
import { createFileService } from './service';

const DAY_AND_AN_HOUR = 25 * 60 * 60 * 1000;

async function png(colour = '#0f766e') {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** The key behind a public URL the app gave out. */
function keyOf(t: TestApp, url: string) {
  const key = t.ctx.uploads.keyOf(url);
  if (!key) throw new Error(`not one of ours: ${url}`);
  return key;
}

async function exists(t: TestApp, url: string) {
  return (await t.ctx.uploads.head(keyOf(t, url))) !== null;
}

async function parentWithPet(t: TestApp) {
  const client = t.client();
  const { user, email } = await signUp(client);
  const pet = await addPet(client);
  return { client, user, email, pet };
}

function uploadPetPhoto(client: TestClient, petId: string, bytes: Buffer) {
  return uploadFile(client, `/api/pets/${petId}/photo`, {
    filename: 'bruno.png',
    contentType: 'image/png',
    bytes,
  });
}

const adapters: [string, () => Promise<{ env: Record<string, string>; close(): Promise<void> }>][] =
  [
    ['local disk', async () => ({ env: {}, close: async () => {} })],
    ['S3 (s3rver)', startS3Server],
  ];

describe.each(adapters)('files on %s', (adapter, startStore) => {
  let t: TestApp;
  let store: { env: Record<string, string>; close(): Promise<void> };
  beforeAll(async () => {
    store = await startStore();
    t = await createTestApp(store.env);
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  it('uses the store the environment chose, and never the disk when S3 is on', () => {
    expect(t.ctx.uploads.kind).toBe(adapter === 'local disk' ? 'local' : 's3');
    expect(existsSync(path.join(t.dataDir, 'uploads'))).toBe(adapter === 'local disk');
  });

  it('stores a pet photo under a unique key and serves it with immutable cache headers', async () => {
    const { client, user, pet } = await parentWithPet(t);
    const bytes = await png();
    const res = await uploadPetPhoto(client, pet.id, bytes);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().pet.pic;
    expect(url).toMatch(new RegExp(`^/uploads/pets/${user.id}_\\d+_[0-9a-f]{16}\\.png$`));

    // Anyone may see a public photo (a stranger's client, no session).
    const served = await t.client().get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    // Stored as re-encoded by the upload (infra/images.ts): the same picture, new bytes.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 40,
      height: 30,
    });
    const again = await t.client().request({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('replaces a pet photo: the old file goes after the commit, through the job queue', async () => {
    const { client, pet } = await parentWithPet(t);
    const first: string = (await uploadPetPhoto(client, pet.id, await png())).json().pet.pic;
    const second: string = (await uploadPetPhoto(client, pet.id, await png('#b45309'))).json().pet
      .pic;
    expect(second).not.toBe(first);
    // Committed, but the old file is only queued for removal.
    expect(await exists(t, first)).toBe(true);
    await t.settle();
    expect(await exists(t, first)).toBe(false);
    expect((await client.get(first)).statusCode).toBe(404);
    expect(await exists(t, second)).toBe(true);
    expect((await client.get(`/api/pets/${pet.id}`)).json().pet.pic).toBe(second);
  });

  it('deleting a pet removes its photo after the commit', async () => {
    const { client, pet } = await parentWithPet(t);
    const url: string = (await uploadPetPhoto(client, pet.id, await png())).json().pet.pic;
    expect((await client.delete(`/api/pets/${pet.id}`)).statusCode).toBe(204);
    await t.settle();
    expect(await exists(t, url)).toBe(false);
  });

  it('replaces a profile picture the same way', async () => {
    const client = t.client();
    await signUp(client);
    const upload = async (colour: string) =>
      (
        await uploadFile(client, '/api/profile/photo', {
          filename: 'me.png',
          contentType: 'image/png',
          bytes: await png(colour),
        })
      ).json().user.profilePic as string;
    const first = await upload('#123456');
    expect(first).toMatch(/^\/uploads\/profiles\//);
    expect((await t.client().get(first)).headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const second = await upload('#654321');
    await t.settle();
    expect(await exists(t, first)).toBe(false);
    expect(await exists(t, second)).toBe(true);
  });

  it("deleting an account removes all of its files after the commit, and nobody else's", async () => {
    const { client, user, pet } = await parentWithPet(t);
    const petPhoto: string = (await uploadPetPhoto(client, pet.id, await png())).json().pet.pic;
    const profilePhoto: string = (
      await uploadFile(client, '/api/profile/photo', {
        filename: 'me.png',
        contentType: 'image/png',
        bytes: await png(),
      })
    ).json().user.profilePic;
    const files = createFileService(t.ctx);
    const { file: invoice } = await files.createPrivate({
      kind: 'invoice',
      ownerId: user.id,
      filename: 'invoice.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4 invoice'),
    });
    const other = await parentWithPet(t);
    const othersPhoto: string = (
      await uploadPetPhoto(other.client, other.pet.id, await png())
    ).json().pet.pic;

    expect(await createProfileService(t.ctx).deleteAccount(user.id)).toBe(true);
    await t.settle();
    expect(await exists(t, petPhoto)).toBe(false);
    expect(await exists(t, profilePhoto)).toBe(false);
    expect(await t.ctx.uploads.head(invoice.objectKey)).toBeNull();
    expect(await exists(t, othersPhoto)).toBe(true);
  });

  it('refuses path-traversal keys and never serves a private file at /uploads/', async () => {
    const { user } = await parentWithPet(t);
    const { file } = await createFileService(t.ctx).createPrivate({
      kind: 'verification_document',
      ownerId: user.id,
      filename: 'aadhaar.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4 secret'),
    });
    const anyone = t.client();
    for (const url of [
      `/uploads/${file.objectKey}`,
      '/uploads/../package.json',
      '/uploads/pets/..%2f..%2fpackage.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/pets/../private/x',
      '/uploads//etc/passwd',
      '/uploads/pets\\..\\..\\package.json',
    ]) {
      const res = await anyone.get(url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain('%PDF');
    }
    for (const key of [
      '../x',
      'pets/../../x',
      '/etc/passwd',
      'pets/./x',
      'pets\\x',
      'pets/%2e%2e',
    ]) {
      await expect(t.ctx.uploads.get(key), key).rejects.toThrow(/Unsafe upload key/);
      await expect(
        t.ctx.uploads.put(key, Buffer.from('x'), {
          contentType: 'text/plain',
          cacheControl: 'no-store',
        }),
      ).rejects.toThrow(/Unsafe upload key/);
    }
  });

  it('private files: read by the owner and the super admin only, or by a short-lived link', async () => {
    const owner = t.client();
    const { user } = await signUp(owner);
    const bytes = Buffer.from('%PDF-1.4 invoice 42');
    const { file } = await createFileService(t.ctx).createPrivate({
      kind: 'invoice',
      ownerId: user.id,
      filename: 'Invoice 42.pdf',
      contentType: 'application/pdf',
      bytes,
    });

    const mine = await owner.get(`/api/files/${file.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(bytes)).toBe(true);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''Invoice%2042.pdf",
    );

    // Another user's file: refused as if it did not exist; no session: sign in first.
    const stranger = t.client();
    await signUp(stranger);
    for (const url of [`/api/files/${file.id}`, `/api/files/${file.id}/link`]) {
      const res = await stranger.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('File not found');
    }
    expect((await t.client().get(`/api/files/${file.id}`)).statusCode).toBe(401);
    expect((await stranger.get('/api/files/not-a-uuid')).statusCode).toBe(404);

    const admin = await createUser(t.ctx, 'super_admin');
    const adminClient = t.client();
    await signIn(adminClient, admin.email);
    expect((await adminClient.get(`/api/files/${file.id}`)).statusCode).toBe(200);

    // A link that works without a session, for five minutes.
    const link = await owner.get(`/api/files/${file.id}/link`);
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json() as { url: string; expiresAt: string };
    const lifetime = new Date(expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(4 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
    if (adapter === 'local disk') {
      const target = new URL(url);
      const viaLink = await t.client().get(target.pathname + target.search);
      expect(viaLink.statusCode).toBe(200);
      expect(viaLink.rawPayload.equals(bytes)).toBe(true);
      const forged = target.search.replace(/signature=[^&]+/, 'signature=forged');
      expect((await t.client().get(target.pathname + forged)).statusCode).toBe(404);
      // Six minutes later the same link is refused.
      const now = Date.now();
      const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 6 * 60_000);
      try {
        const expired = await t.client().get(target.pathname + target.search);
        expect(expired.statusCode).toBe(403);
        expect(expired.json().error.message).toBe(
          'This link has expired. Please request a new one.',
        );
      } finally {
        clock.mockRestore();
      }
    } else {
      // The bucket signs it: fetched from the bucket itself, valid for 300 seconds.
      expect(url).toContain('X-Amz-Expires=300');
      const viaLink = await fetch(url);
      expect(viaLink.status).toBe(200);
      expect(Buffer.from(await viaLink.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('a private file whose row never commits is removed', async () => {
    const { user } = await parentWithPet(t);
    const files = createFileService(t.ctx);
    let key = '';
    await expect(
      files.createPrivate(
        {
          kind: 'data_export',
          ownerId: user.id,
          filename: 'export.json',
          contentType: 'application/json',
          bytes: Buffer.from('{}'),
        },
        async (_tx, file) => {
          key = file.objectKey;
          throw new Error('the export row failed');
        },
      ),
    ).rejects.toThrow('the export row failed');
    expect(await t.ctx.uploads.head(key)).not.toBeNull();
    await t.settle();
    expect(await t.ctx.uploads.head(key)).toBeNull();
  });

  it('the daily sweep removes objects no row points at once they are a day old, and counts them', async () => {
    const { client, user, pet } = await parentWithPet(t);
    const kept: string = (await uploadPetPhoto(client, pet.id, await png())).json().pet.pic;
    const orphans = [`pets/${user.id}_1_deadbeefdeadbeef.png`, `private/invoices/${user.id}/lost`];
    for (const key of orphans) {
      await t.ctx.uploads.put(key, Buffer.from('orphan'), {
        contentType: 'image/png',
        cacheControl: PUBLIC_CACHE_CONTROL,
      });
    }
    const files = createFileService(t.ctx);
    // Young orphans may be an upload whose row is still being written: kept for now.
    const young = await files.sweep();
    expect(young.removed).toBe(0);
    for (const key of orphans) expect(await t.ctx.uploads.head(key)).not.toBeNull();

    const later = await files.sweep({ now: new Date(Date.now() + DAY_AND_AN_HOUR) });
    expect(later.removed).toBe(orphans.length);
    expect(later.kept).toBeGreaterThanOrEqual(1);
    for (const key of orphans) expect(await t.ctx.uploads.head(key)).toBeNull();
    expect(await exists(t, kept)).toBe(true);

    // The scheduled job runs the same sweep.
    await expect(t.ctx.jobs.run('files.sweep', {})).resolves.toBeUndefined();
    expect(await exists(t, kept)).toBe(true);
  });
});

describe('when the bucket is unreachable', () => {
  let t: TestApp;
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(s3.env);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it("answers 'Failed to upload image', keeps the old photo and stays healthy", async () => {
    const { client, pet } = await parentWithPet(t);
    const old: string = (await uploadPetPhoto(client, pet.id, await png())).json().pet.pic;
    await s3.stop();
    try {
      const res = await uploadPetPhoto(client, pet.id, await png('#b45309'));
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({ code: 'internal', message: 'Failed to upload image' });
      const profile = await uploadFile(client, '/api/profile/photo', {
        filename: 'me.png',
        contentType: 'image/png',
        bytes: await png(),
      });
      expect(profile.json().error.message).toBe('Failed to upload image');
      // Nothing changed, and the instance goes on answering.
      expect((await client.get(`/api/pets/${pet.id}`)).json().pet.pic).toBe(old);
      expect((await client.get('/api/profile')).json().user.profilePic).toBeNull();
      expect((await client.get('/api/health')).statusCode).toBe(200);
      expect((await client.get('/api/pets')).statusCode).toBe(200);
    } finally {
      await s3.start();
    }
    const served = await client.get(old);
    expect(served.statusCode).toBe(200);
  });

  it('a removal while the bucket is down is retried later, and nothing is lost', async () => {
    const { client, pet } = await parentWithPet(t);
    const first: string = (await uploadPetPhoto(client, pet.id, await png())).json().pet.pic;
    const second: string = (await uploadPetPhoto(client, pet.id, await png('#b45309'))).json().pet
      .pic;
    await s3.stop();
    try {
      await t.settle(); // the removal fails and waits for a retry
    } finally {
      await s3.start();
    }
    expect(await exists(t, first)).toBe(true);
    const [job] = rowsOf<{ state: string }>(
      await t.ctx.db.execute(
        sql`SELECT state FROM ${sql.raw(t.ctx.jobs.schema)}.job
            WHERE name = 'files.remove' AND data->>'key' = ${keyOf(t, first)}`,
      ),
    );
    expect(job?.state).toBe('retry');

    await t.settle({ retries: true });
    expect(await exists(t, first)).toBe(false);
    expect(await exists(t, second)).toBe(true);
    const served = await client.get(second);
    expect(served.statusCode).toBe(200);
    expect((await readAll((await t.ctx.uploads.get(keyOf(t, second)))!.body)).length).toBe(
      served.rawPayload.length,
    );
  });
});
