import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** JSON replies, and the HTML of the pages the server renders (web/server-rendering.ts). */
const COMPRESSED_TYPES = /^(application\/json|text\/html)/;

/** Below this a reply is sent as is: the headers and CPU cost more than the bytes saved. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli or gzip for JSON replies (and rendered pages) above COMPRESS_MIN_BYTES (docs/performance.md). Static files
 * are not compressed here: the build writes .br/.gz beside each one and @fastify/static picks
 * the variant (`preCompressed`). Brotli quality 4 costs about as much CPU as gzip level 6 and
 * still beats it by 10-20 % on our JSON; the level 11 the build uses is for files made once.
 */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name ?? '', q ? Number(q.slice(2)) : 1);
  }
  const allowed = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/**
 * The cheap checks, on every reply: the encoding to compress with, or null to send the payload
 * as it is. Sets Vary on every JSON or HTML reply (a cache must keep one copy per encoding).
 */
function encodingFor(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): 'br' | 'gzip' | null {
  const isString = typeof payload === 'string';
  if (!isString && !Buffer.isBuffer(payload)) return null;
  if (reply.hasHeader('content-encoding')) return null;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSED_TYPES.test(type)) return null;
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
  // A string's UTF-8 size is at least its length and at most three times it: most replies are
  // decided without measuring (or copying) them.
  const size = isString
    ? payload.length >= COMPRESS_MIN_BYTES || payload.length * 3 < COMPRESS_MIN_BYTES
      ? payload.length
      : Buffer.byteLength(payload)
    : (payload as Buffer).length;
  if (size < COMPRESS_MIN_BYTES) return null;
  return preferredEncoding(request.headers['accept-encoding']);
}

async function compress(encoding: 'br' | 'gzip', payload: string | Buffer): Promise<Buffer> {
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(body, { level: 6 });
}

export const compressionPlugin = fp(
  async (app) => {
    // A callback hook: the many small replies pass straight through, without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const encoding = encodingFor(request, reply, payload);
      if (!encoding) return done(null, payload);
      compress(encoding, payload as string | Buffer).then(
        (compressed) => {
          reply.header('content-encoding', encoding);
          reply.removeHeader('content-length');
          done(null, compressed);
        },
        (error: unknown) => done(error as Error),
      );
    });
  },
  { name: 'petmitra-compression' },
);
