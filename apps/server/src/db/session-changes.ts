import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Migration 0035's channel: a user changed or a session ended; the payload is the user's id. */
export const SESSIONS_CHANNEL = 'petmitra_sessions';

/**
 * Which users changed or lost a session, on any instance (migration 0035's triggers announce
 * it when the change commits). The session cache (auth/session-cache.ts) forgets those users'
 * sessions, and serves nothing while `live` is false: a change could then go unheard.
 */
export interface SessionChanges {
  /** Every change committed from now on reaches this instance. */
  readonly live: boolean;
  /** `changed(userId)` for each change; `lost()` when changes may have been missed. */
  subscribe(handlers: { changed(userId: string): void; lost(): void }): () => void;
  close(): Promise<void>;
}

type Handlers = Parameters<SessionChanges['subscribe']>[0];

function handlerSet() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    changed: (userId: string) => emitter.emit('changed', userId),
    lost: () => emitter.emit('lost'),
    add(handlers: Handlers) {
      emitter.on('changed', handlers.changed);
      emitter.on('lost', handlers.lost);
      return () => {
        emitter.off('changed', handlers.changed);
        emitter.off('lost', handlers.lost);
      };
    },
  };
}

/**
 * PostgreSQL: one listening connection per instance (reconnected when it drops; `live` only
 * while it listens), and every pool connection listens too. PostgreSQL hands a session its own
 * notifications before the statement that caused them returns, so the instance that made a
 * change has forgotten the stale entry by the time its request answers (read your writes).
 */
export function postgresSessionChanges(url: string) {
  const handlers = handlerSet();
  const onNotification = (note: pg.Notification) => {
    if (note.channel === SESSIONS_CHANNEL && note.payload) handlers.changed(note.payload);
  };
  let listener: pg.Client | null = null;
  let started = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const listen = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'petmitra-sessions' });
    next.on('notification', onNotification);
    next.on('error', () => {
      // Nothing is served from memory until it listens again (session-cache.ts).
      if (listener === next) listener = null;
      handlers.lost();
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void listen().catch(() => {}), 1000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSIONS_CHANNEL}`);
    } catch (error) {
      next.emit('error', error);
      return;
    }
    if (closed) await next.end().catch(() => {});
    else listener = next;
  };

  /** The pool's connection class: each listens before its first statement. */
  class ListeningClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void;
    override connect(
      callback?: ((err: Error) => void) | ((err: null, c: pg.Client) => void),
    ): Promise<pg.Client> | void {
      const ready = super
        .connect()
        .then(() => {
          this.on('notification', onNotification);
          return this.query(`LISTEN ${SESSIONS_CHANNEL}`);
        })
        .then(() => this as pg.Client);
      if (!callback) return ready;
      const done = callback as (err: Error | null, c?: pg.Client) => void;
      ready.then(
        (client) => done(null, client),
        (error: Error) => done(error),
      );
    }
  }

  const changes: SessionChanges = {
    get live() {
      return listener !== null;
    },
    subscribe(next) {
      if (!started) {
        started = true;
        void listen();
      }
      return handlers.add(next);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => {});
      listener = null;
    },
  };
  return { changes, Client: ListeningClient };
}

/** Embedded PGlite: one process owns the database, and its notifications arrive in process. */
export function pgliteSessionChanges(client: PGlite): SessionChanges {
  const handlers = handlerSet();
  let live = false;
  let unlisten: Promise<() => Promise<void>> | null = null;
  return {
    get live() {
      return live;
    },
    subscribe(next) {
      unlisten ??= client.listen(SESSIONS_CHANNEL, (userId) => handlers.changed(userId));
      void unlisten.then(() => {
        live = !client.closed;
      });
      return handlers.add(next);
    },
    async close() {
      live = false;
      if (unlisten && !client.closed) await (await unlisten)().catch(() => {});
    },
  };
}
