import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { prerenderedPages } from './app';

// A built web app in miniature, as apps/web/scripts/prerender.mjs and precompress.mjs leave it.
const page = (body: string) =>
  `<!doctype html><html><head><title>PetMitra</title></head><body><div id="root">${body.repeat(200)}</div></body></html>`;
const SHELL = page('');
const LANDING = page('<h1>Loving care for your pet</h1>');
const FAQ = page('<h1>Frequently asked questions</h1>');

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'petmitra-web-'));
  await mkdir(path.join(webDist, 'prerendered'), { recursive: true });
  const write = async (name: string, text: string) => {
    await writeFile(path.join(webDist, name), text);
    await writeFile(path.join(webDist, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(webDist, `${name}.gz`), gzipSync(text));
  };
  await write('index.html', SHELL);
  await write('prerendered/index.html', LANDING);
  await write('prerendered/faq.html', FAQ);
  t = await createTestApp({ WEB_DIST: webDist }, { serveWeb: true });
});

afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('prerendered public pages', () => {
  it('are found by file name, index.html being /', () => {
    expect(prerenderedPages(webDist)).toEqual(
      new Map([
        ['/', 'prerendered/index.html'],
        ['/faq', 'prerendered/faq.html'],
      ]),
    );
    expect(prerenderedPages(path.join(webDist, 'nowhere')).size).toBe(0);
  });

  it('are sent for exactly their paths, precompressed and revalidated like the shell', async () => {
    for (const [url, body] of [
      ['/', LANDING],
      ['/?from=mail', LANDING],
      ['/faq', FAQ],
    ] as const) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(body);
    }
    const plain = await t.app.inject({ url: '/faq' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(FAQ);
  });

  it('leave every other client route to the client-rendered shell', async () => {
    for (const url of ['/faq/', '/faq/more', '/login', '/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(SHELL);
    }
  });

  it('answer HEAD', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/faq' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});
