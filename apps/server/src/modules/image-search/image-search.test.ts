import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FILE_MESSAGES } from '@petmitra/core/uploads/image-file';
import { imageAnalysisSchema } from '@petmitra/core/discovery/image-search';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { animalsFrom } from './service';
import { dominantColours } from './colours';

const DOG = path.join(import.meta.dirname, '../../../test/images/dog.jpg');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----petmitra' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function analyse(client: TestClient, filename: string, type: string, bytes: Buffer) {
  const body = multipart(filename, type, bytes);
  return client.request({
    method: 'POST',
    url: '/api/search/image',
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Every file under a folder (empty when it does not exist). */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe('image search', () => {
  it('finds the dog in a real photo, filters by dog and names its colours (a guest may ask)', async () => {
    const res = await analyse(t.client(), 'dog.jpg', 'image/jpeg', await readFile(DOG));
    expect(res.statusCode).toBe(200);
    const analysis = imageAnalysisSchema.parse(res.json());
    expect(analysis.petType).toBe('dog');
    expect(analysis.objects[0]?.label).toBe('dog');
    expect(analysis.confidence).toBeGreaterThanOrEqual(0.3);
    expect(analysis.confidence).toBe(analysis.objects[0]?.confidence);
    // Not animals: the bicycle and the truck beside it are not reported.
    expect(analysis.objects.map((o) => o.label)).toEqual(['dog']);
    expect(analysis.dominantColors.length).toBeGreaterThan(0);
    const shares = analysis.dominantColors.map((c) => c.share);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
  });

  it('recognises nothing in a plain blue picture, and says its colour', async () => {
    const blue = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#1e50c8' },
    })
      .png()
      .toBuffer();
    const res = await analyse(t.client(), 'blue.png', 'image/png', blue);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      objects: [],
      petType: null,
      confidence: 0,
      dominantColors: [{ hex: '#1e50c8', name: 'blue', share: 1 }],
    });
  });

  it('refuses what is not an image, whatever its name or claimed type', async () => {
    for (const [name, type, bytes] of [
      ['notes.txt', 'text/plain', Buffer.from('not a picture')],
      ['fake.jpg', 'image/jpeg', Buffer.from('<?php echo "hi"; ?>')],
      ['pic.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      // A JPEG header with nothing after it does not decode.
      ['broken.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46])],
    ] as const) {
      const res = await analyse(t.client(), name, type, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message).toBe(IMAGE_FILE_MESSAGES.searchInvalidImage);
    }
    const empty = await t.client().request({
      method: 'POST',
      url: '/api/search/image',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(IMAGE_FILE_MESSAGES.searchInvalidImage);
  });

  it('refuses 10 MB or more with the spec message, and takes a photo just under it', async () => {
    const dog = await readFile(DOG);
    // A real JPEG padded with bytes after its end marker: 10 MB exactly, then just under.
    const tenMb = Buffer.concat([dog, Buffer.alloc(10 * 1024 * 1024 - dog.length)]);
    const res = await analyse(t.client(), 'big.jpg', 'image/jpeg', tenMb);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(IMAGE_FILE_MESSAGES.searchTooLarge);

    const over = Buffer.concat([tenMb, Buffer.alloc(512 * 1024)]);
    const refused = await analyse(t.client(), 'bigger.jpg', 'image/jpeg', over);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toBe(IMAGE_FILE_MESSAGES.searchTooLarge);

    const under = tenMb.subarray(0, tenMb.length - 1);
    const ok = await analyse(t.client(), 'under.jpg', 'image/jpeg', under);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().petType).toBe('dog');
  });

  it('keeps nothing: no file written, no row added', async () => {
    const filesCount = async () =>
      rowsOf<{ n: number }>(
        await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM stored_files`),
      )[0]?.n;
    const beforeFiles = await filesUnder(t.dataDir);
    const beforeRows = await filesCount();
    const res = await analyse(t.client(), 'dog.jpg', 'image/jpeg', await readFile(DOG));
    expect(res.statusCode).toBe(200);
    expect(await filesUnder(t.dataDir)).toEqual(beforeFiles);
    expect(await filesCount()).toBe(beforeRows);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the analysis parts', () => {
  it('keeps animals above the floor, one per animal, most confident first', () => {
    expect(
      animalsFrom([
        { animal: null, score: 0.9 },
        { animal: 'cat', score: 0.35 },
        { animal: 'dog', score: 0.6 },
        { animal: 'dog', score: 0.4 },
        { animal: 'bird', score: 0.29 },
      ]),
    ).toEqual([
      { label: 'dog', confidence: 0.6 },
      { label: 'cat', confidence: 0.35 },
    ]);
  });

  it('merges near colours and drops those under 5%', () => {
    const pixels = new Uint8Array(100 * 3);
    for (let p = 0; p < 100; p += 1) {
      const colour = p < 60 ? [250, 250, 250] : p < 97 ? [30, 20, 10] : [255, 0, 0];
      pixels.set(colour, p * 3);
    }
    expect(dominantColours(pixels, 5)).toEqual([
      { hex: '#fafafa', name: 'white', share: 0.6 },
      { hex: '#1e140a', name: 'black', share: 0.37 },
    ]);
  });
});
