import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/factories';

// The web's server build in miniature, as apps/web/scripts/prerender.mjs leaves it beside the
// web's dist: a renderer that shows what it was given and what it loaded from the API.
const RENDERER = `
export const SERVER_RENDERED_PAGES = [{ route: '/search' }, { route: '/search/:category' }];
export async function renderRequest(href, load) {
  if (href.startsWith('/search/emergency')) return null;
  if (href.startsWith('/search/broken')) throw new Error('the page could not render');
  const session = await load('/api/auth/session');
  const html = '<!doctype html><main>' + href + ' ' + JSON.stringify(session) + '</main>';
  return { status: href.startsWith('/search/unknown') ? 404 : 200, html: html.padEnd(4000, ' ') };
}
`;
const SHELL = '<!doctype html><html><head><title>PetMitra</title></head><body></body></html>';

let t: TestApp;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'petmitra-ssr-'));
  await mkdir(path.join(root, 'dist'));
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(path.join(root, 'dist', 'index.html'), SHELL);
  await writeFile(path.join(root, 'dist-server', 'render.js'), RENDERER);
  t = await createTestApp({ WEB_DIST: path.join(root, 'dist') }, { serveWeb: true });
});

afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('are rendered with the API answers the visitor would get (their session)', async () => {
    const guest = await t.app.inject({ url: '/search?q=dog' });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['content-type']).toBe('text/html; charset=utf-8');
    // The page holds the visitor's own answers: no shared cache may keep it.
    expect(guest.headers['cache-control']).toBe('private, no-cache');
    expect(guest.body).toContain('<main>/search?q=dog {"status":200');
    expect(guest.body).toContain('"user":null');

    const client = t.client();
    const { email } = await signUp(client);
    const signedIn = await client.get('/search/grooming');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<main>/search/grooming {"status":200');
    expect(signedIn.body).toContain(email);
  });

  it('are compressed for browsers that accept it, and answer HEAD', async () => {
    const res = await t.app.inject({ url: '/search', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<main>/search ');
    const head = await t.app.inject({ method: 'HEAD', url: '/search' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it("answer the page's own status", async () => {
    const res = await t.app.inject({ url: '/search/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<main>/search/unknown ');
  });

  it('leave another page, or one that fails to render, to the client-rendered shell', async () => {
    for (const url of ['/search/emergency', '/search/broken']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(SHELL);
    }
  });
});
