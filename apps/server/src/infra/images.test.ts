import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { addPet, multipartFile, signUp, uploadFile } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function parentWithPet() {
  const client = t.client();
  await signUp(client);
  const pet = await addPet(client);
  return { client, pet };
}

function uploadPhoto(client: TestClient, petId: string, filename: string, bytes: Buffer) {
  return uploadFile(client, `/api/pets/${petId}/photo`, {
    filename,
    contentType: 'image/jpeg',
    bytes,
  });
}

async function petPic(client: TestClient, petId: string): Promise<string | null> {
  return (await client.get(`/api/pets/${petId}`)).json().pet.pic;
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small, well-formed PNG that declares width × height pixels (a decompression bomb). */
function pngDeclaring(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('hostile uploads', () => {
  it('refuses JPEG magic bytes followed by HTML, script or PHP', async () => {
    const { client, pet } = await parentWithPet();
    for (const payload of [
      '<html><script>alert(document.cookie)</script></html>',
      '<?php system($_GET["c"]); ?>',
    ]) {
      const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(payload)]);
      const res = await uploadPhoto(client, pet.id, 'bruno.jpg', bytes);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error.message).toBe('Please select an image file');
    }
    expect(await petPic(client, pet.id)).toBeNull();
  });

  it('never stores a GIF/JS polyglot as sent: only the decoded picture is kept', async () => {
    const { client, pet } = await parentWithPet();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .gif()
      .toBuffer();
    const script = '/*polyglot*/=1;alert(document.domain)//';
    const polyglot = Buffer.concat([gif, Buffer.from(script)]);
    const res = await uploadFile(client, `/api/pets/${pet.id}/photo`, {
      filename: 'wag.gif',
      contentType: 'image/gif',
      bytes: polyglot,
    });
    if (res.statusCode === 200) {
      const served = await client.get(res.json().pet.pic);
      expect(served.rawPayload.includes(Buffer.from('alert'))).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('gif');
    } else {
      expect(res.statusCode).toBe(400);
    }
  });

  it('strips EXIF (GPS, camera) from photos of any size', async () => {
    const { client, pet } = await parentWithPet();
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#0f766e' },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Home at 18.5204N 73.8567E', Copyright: 'SecretSerial42' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.length).toBeLessThan(1024 * 1024);
    const res = await uploadPhoto(client, pet.id, 'home.jpg', photo);
    expect(res.statusCode).toBe(200);
    const served = await client.get(res.json().pet.pic);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(64);
    expect(served.rawPayload.includes(Buffer.from('SecretSerial42'))).toBe(false);
  });

  it('answers a corrupt 2 MB JPEG with 400, not 500', async () => {
    const { client, pet } = await parentWithPet();
    const real = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#f00' } })
      .jpeg()
      .toBuffer();
    const corrupt = Buffer.concat([real.subarray(0, 200), randomBytes(2 * 1024 * 1024)]);
    const res = await uploadPhoto(client, pet.id, 'broken.jpg', corrupt);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please select an image file');
    expect(await petPic(client, pet.id)).toBeNull();
  });

  it('answers a PNG declaring 60,000 × 60,000 pixels with 400, not 500', async () => {
    const { client, pet } = await parentWithPet();
    const bomb = pngDeclaring(60_000, 60_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await uploadFile(client, `/api/pets/${pet.id}/photo`, {
      filename: 'bomb.png',
      contentType: 'image/png',
      bytes: bomb,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('File size must be less than 5MB');
    expect(await petPic(client, pet.id)).toBeNull();
  });

  it('takes one file per request', async () => {
    const { client, pet } = await parentWithPet();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const one = multipartFile('a.png', 'image/png', png);
    const boundary = /boundary=(.+)$/.exec(one.contentType)![1]!;
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    );
    const payload = Buffer.concat([
      one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length),
      second,
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await client.request({
      method: 'POST',
      url: `/api/pets/${pet.id}/photo`,
      headers: { 'content-type': one.contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Maximum 1 file(s) allowed');
    expect(await petPic(client, pet.id)).toBeNull();
  });
});
