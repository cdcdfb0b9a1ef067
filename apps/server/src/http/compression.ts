import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a reply is sent as is: the headers and CPU cost more than the bytes saved. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli or gzip for JSON replies above COMPRESS_MIN_BYTES (docs/performance.md). Static files
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

async function compressReply(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.startsWith('application/json')) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  // A cache between us and the browser must keep one copy per encoding.
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
  if (body.length < COMPRESS_MIN_BYTES) return payload;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const compressed =
    encoding === 'br'
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : await gzipAsync(body, { level: 6 });
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
}

export const compressionPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) =>
      compressReply(request, reply, payload),
    );
  },
  { name: 'petmitra-compression' },
);
