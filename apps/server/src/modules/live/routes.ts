import type { FastifyPluginAsync } from 'fastify';
import {
  LIVE_HEARTBEAT_SECONDS,
  LIVE_STREAM_PATH,
  type LiveEvent,
} from '@petmitra/core/live/events';
import { currentUser, requireUser } from '../../auth/plugin';
import { SESSION_COOKIE } from '../../auth/cookies';
import { rateLimited } from '../../http/errors';
import { createLiveService } from './service';

/** Open streams per user on one instance (tabs, devices); more answer 429. */
const MAX_STREAMS_PER_USER = 12;

/** `id:` lines are numbers; anything else in Last-Event-ID starts fresh. */
function lastEventId(header: unknown, query: unknown): number | null {
  const raw = typeof header === 'string' ? header : typeof query === 'string' ? query : null;
  if (!raw || !/^\d{1,18}$/.test(raw)) return null;
  return Number(raw);
}

const frame = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * GET /api/live: a Server-Sent Events stream of the signed-in user's live events, on any
 * instance (the realtime bus fans out). A reconnecting EventSource sends Last-Event-ID and gets
 * what it missed first. Every heartbeat re-checks the session: signing out, a suspension or an
 * expired admin session ends the stream.
 */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  const live = createLiveService(app.ctx);
  const open = new Map<string, number>();
  const closers = new Set<() => void>();
  // Streams never end by themselves: end them so shutdown (SIGTERM, a deploy) is not held up;
  // the browsers reconnect to another instance and replay what they missed.
  app.addHook('preClose', async () => {
    for (const close of [...closers]) close();
  });

  app.get(
    LIVE_STREAM_PATH,
    { preHandler: requireUser, schema: { hide: true } },
    async (request, reply) => {
      const user = currentUser(request);
      const count = open.get(user.id) ?? 0;
      if (count >= MAX_STREAMS_PER_USER) {
        throw rateLimited('Too many attempts. Please wait before trying again.');
      }
      open.set(user.id, count + 1);
      const token = request.cookies[SESSION_COOKIE]!;
      const since = lastEventId(
        request.headers['last-event-id'],
        (request.query as Record<string, unknown>).lastEventId,
      );

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      res.write(`retry: 3000\n\n`);

      // Subscribe before replaying, so nothing published in between is lost; events that
      // arrive during the replay wait, and those the replay already sent are skipped.
      let sentUpTo = since ?? 0;
      let replaying = since !== null;
      const pending: LiveEvent[] = [];
      const send = (event: LiveEvent) => {
        const id = Number(event.id);
        if (id <= sentUpTo) return;
        sentUpTo = id;
        res.write(frame(event));
      };
      const unsubscribe = live.subscribe(user.id, (event) => {
        if (replaying) pending.push(event);
        else send(event);
      });
      let closed = false;
      const heartbeat = setInterval(() => {
        void (async () => {
          const session = await app.ctx.sessions.resolve(token, { touch: false });
          if (session.state !== 'active' || session.user.id !== user.id) return close();
          res.write(`: ping\n\n`);
        })().catch(() => close());
      }, LIVE_HEARTBEAT_SECONDS * 1000);
      const close = () => {
        if (closed) return;
        closed = true;
        closers.delete(close);
        clearInterval(heartbeat);
        unsubscribe();
        const left = (open.get(user.id) ?? 1) - 1;
        if (left > 0) open.set(user.id, left);
        else open.delete(user.id);
        res.end();
      };
      closers.add(close);
      request.raw.on('close', close);

      if (since !== null) {
        try {
          for (const event of await live.since(user.id, since)) send(event);
        } finally {
          replaying = false;
          for (const event of pending.splice(0)) send(event);
        }
      }
    },
  );
};
