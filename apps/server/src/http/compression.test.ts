import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { preferredEncoding } from './compression';

// A built web app in miniature, as apps/web/scripts/precompress.mjs leaves it.
const SHELL = `<!doctype html><html><head><title>PetMitra</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`;
const SCRIPT = `export const hello = ${JSON.stringify('PetMitra '.repeat(400))};`;

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'petmitra-web-'));
  await mkdir(path.join(webDist, 'assets'));
  const write = async (name: string, text: string) => {
    await writeFile(path.join(webDist, name), text);
    await writeFile(path.join(webDist, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(webDist, `${name}.gz`), gzipSync(text));
  };
  await write('index.html', SHELL);
  await write('assets/index-abc123.js', SCRIPT);
  await writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  t = await createTestApp({ WEB_DIST: webDist }, { serveWeb: true });
});

afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('JSON replies', () => {
  it('are sent with brotli above the threshold, and decode to the same JSON', async () => {
    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);

    const br = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('fall back to gzip, and stay plain when no encoding is accepted', async () => {
    const gz = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toHaveProperty('openapi');

    const refused = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('are sent as they are under the threshold', async () => {
    const health = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });
});

describe('the web app', () => {
  it('sends hashed assets precompressed and cached for a year', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('has the HTML shell revalidated on every visit, compressed, on any client route', async () => {
    for (const url of ['/', '/search/grooming', '/index.html']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString(), url).toBe(SHELL);
    }
    const sw = await t.app.inject({ url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD wherever GET answers', async () => {
    for (const url of ['/', '/login', '/assets/index-abc123.js', '/api/health']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('');
    }
    const missing = await t.app.inject({ method: 'HEAD', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('preferredEncoding', () => {
  it('honours q-values and wildcards', () => {
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
