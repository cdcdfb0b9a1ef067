import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { filesApi } from '@petmitra/core/files/files-api';
import { currentUser, requireUser } from '../../auth/plugin';
import { errorBody } from '../../http/errors';
import { route } from '../../http/route';
import { UPLOADS_URL_PREFIX, isSafeKey, type StoredObject } from '../../infra/uploads';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, isPublicKey } from './kinds';
import { FILE_MESSAGES, createFileService } from './service';

/** The headers every file is sent with, plus its kind's (caching, disposition). */
function fileHeaders(reply: FastifyReply, object: StoredObject, headers: Record<string, string>) {
  reply
    .header('content-type', object.contentType)
    .header('content-length', String(object.size))
    .header('etag', object.etag)
    .header('x-content-type-options', 'nosniff');
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
}

/**
 * Public files at /uploads/<key>, streamed from the store (local disk or the bucket), so any
 * instance serves what any other stored. Private keys are never served here.
 */
export const publicFileRoutes: FastifyPluginAsync = async (app) => {
  const files = createFileService(app.ctx);
  const notFoundReply = (reply: FastifyReply) =>
    reply.status(404).send(errorBody('not_found', FILE_MESSAGES.notFound));

  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeKey(key) || !isPublicKey(key)) return notFoundReply(reply);
    let object: StoredObject | null;
    try {
      object = await files.openPublic(key);
    } catch (error) {
      request.log.error({ err: error, key }, 'reading an upload failed');
      return reply.status(503).send(errorBody('internal', 'Service temporarily unavailable'));
    }
    if (!object) return notFoundReply(reply);
    if (request.headers['if-none-match'] === object.etag) {
      object.body.destroy();
      return reply.status(304).header('etag', object.etag).send();
    }
    fileHeaders(reply, object, { 'cache-control': PUBLIC_CACHE_CONTROL });
    return reply.send(object.body);
  });
};

/** Private files: each read authorised (a session that may read it, or a signed link). */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  const files = createFileService(app.ctx);

  route(app, filesApi.link, { preHandler: requireUser }, async (request) =>
    files.link(currentUser(request), request.params.id),
  );

  route(app, filesApi.download, {}, async (request, reply) => {
    const { id } = request.params;
    const { expires, signature } = request.query;
    const file =
      signature !== undefined || expires !== undefined
        ? await files.verifyLink(id, expires ?? 0, signature ?? '')
        : await files.authorise(currentUser(request), id);
    const object = await files.open(file);
    fileHeaders(
      reply,
      { ...object, contentType: file.contentType },
      {
        'cache-control': PRIVATE_CACHE_CONTROL,
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        'content-security-policy': "default-src 'none'; sandbox",
      },
    );
    // A stream: Fastify sends it as is (no serialisation).
    return object.body;
  });
};
