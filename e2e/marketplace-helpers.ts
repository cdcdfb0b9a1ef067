import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Cookie, Locator, Page } from '@playwright/test';

/** The browser's own console line for an API call answered with this status. */
export const failedResource = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);

/** 'YYYY-MM-DD' for tomorrow in India (the app validates dates in India time). */
export function tomorrowInIndia(now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    now + 24 * 3600 * 1000,
  );
}

/**
 * The X-Test-Now header (the e2e server runs with TEST_CLOCK): "now" `days` ahead for the
 * lifecycle rules of this one call, e.g. completing a service scheduled for tomorrow.
 */
export function testClockAfter(days: number): Record<string, string> {
  return { 'x-test-now': new Date(Date.now() + days * 86_400_000).toISOString() };
}

/** A short random tag of capital letters, to tell this run's records from any other. */
export function randomTag(length = 4): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  return [...randomBytes(length)].map((byte) => letters[byte % letters.length]).join('');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small, valid RGB PNG (a warm diagonal stripe pattern) built in memory, so the upload goes
 * through the server's real magic-byte check without a binary file in the repository.
 */
export function petPhotoPng(width = 120, height = 90): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x += 1) {
      const stripe = Math.floor((x + y) / 12) % 2 === 0;
      rows.push(stripe ? 214 : 250, stripe ? 120 : 196, stripe ? 48 : 120);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The signed-in session of a page (its cookies), to continue it in a later test's page. */
export async function saveSession(page: Page): Promise<Cookie[]> {
  return page.context().cookies();
}

/** Continues a saved session in this test's (fresh) browser context. */
export async function resumeSession(page: Page, cookies: Cookie[]): Promise<void> {
  await page.context().addCookies(cookies);
}

/**
 * A dashboard figure as the user reads it: the visible lines of the figures region, where each
 * tile shows its value, then its label, then an optional hint. Returns the value and the line
 * after the label (the hint, or the next tile's value).
 */
export async function readFigure(
  region: Locator,
  label: string,
): Promise<{ value: string; next: string }> {
  const lines = (await region.innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const at = lines.indexOf(label);
  if (at < 1) throw new Error(`no figure labelled '${label}' in: ${lines.join(' | ')}`);
  return { value: lines[at - 1]!, next: lines[at + 1] ?? '' };
}

/** Whether an <img> finished loading real pixels (not a broken image). */
export async function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate(
    (element) =>
      element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
  );
}
