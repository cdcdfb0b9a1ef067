import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Messages between the instances of PetMitra (DESIGN §3: realtime fan-out): an event published
 * on one instance reaches the subscribers of its channel on every instance. Redis pub/sub when
 * REDIS_URL is set; PostgreSQL LISTEN/NOTIFY on PostgreSQL without Redis; in process on the
 * embedded default (one process owns PGlite). At most once: a subscriber that was down misses
 * messages, so what must not be lost is stored first (see live.ts) and this only says "look".
 */
export interface RealtimeBus {
  publish(channel: string, message: object): Promise<void>;
  /** Several messages, in order, in one round trip (one NOTIFY statement, one Redis pipeline). */
  publishMany(messages: readonly BusMessage[]): Promise<void>;
  /** Calls `handler` for every message on `channel`, from any instance; returns unsubscribe. */
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  readonly kind: 'redis' | 'postgres' | 'local';
  close(): Promise<void>;
}

export interface BusMessage {
  channel: string;
  message: object;
}

/** The one PostgreSQL channel; the bus's own channel name travels in the payload. */
export const PG_CHANNEL = 'petmitra_realtime';
/** NOTIFY payloads must stay under 8000 bytes. */
export const PG_PAYLOAD_MAX = 7900;

function localFanout() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (channel: string, message: unknown) => emitter.emit(channel, message),
    on(channel: string, handler: (message: unknown) => void) {
      emitter.on(channel, handler);
      return () => void emitter.off(channel, handler);
    },
    count: (channel: string) => emitter.listenerCount(channel),
  };
}

export function localBus(): RealtimeBus {
  const fanout = localFanout();
  return {
    kind: 'local',
    async publish(channel, message) {
      // Asynchronous like the networked buses, so callers never depend on re-entrancy.
      queueMicrotask(() => fanout.emit(channel, message));
    },
    async publishMany(messages) {
      queueMicrotask(() => {
        for (const { channel, message } of messages) fanout.emit(channel, message);
      });
    },
    subscribe: fanout.on,
    async close() {},
  };
}

/** Redis pub/sub: one subscriber connection per instance, channels subscribed on demand. */
export function redisBus(redis: Redis, prefix: string, log: FastifyBaseLogger): RealtimeBus {
  const subscriber = redis.duplicate();
  const fanout = localFanout();
  subscriber.on('message', (fullChannel: string, text: string) => {
    try {
      fanout.emit(fullChannel.slice(prefix.length), JSON.parse(text));
    } catch (error) {
      log.warn({ err: error }, 'realtime: unreadable message');
    }
  });
  subscriber.on('error', (error) => log.warn({ err: error }, 'realtime subscriber error'));
  return {
    kind: 'redis',
    async publish(channel, message) {
      await redis.publish(prefix + channel, JSON.stringify(message));
    },
    async publishMany(messages) {
      if (messages.length === 0) return;
      const pipeline = redis.pipeline();
      for (const { channel, message } of messages) {
        pipeline.publish(prefix + channel, JSON.stringify(message));
      }
      const results = await pipeline.exec();
      const failed = results?.find(([error]) => error)?.[0];
      if (failed) throw failed;
    },
    subscribe(channel, handler) {
      if (fanout.count(channel) === 0) void subscriber.subscribe(prefix + channel);
      const off = fanout.on(channel, handler);
      return () => {
        off();
        if (fanout.count(channel) === 0) void subscriber.unsubscribe(prefix + channel);
      };
    },
    async close() {
      subscriber.disconnect();
    },
  };
}

/**
 * The payload of a PostgreSQL bus message: `{ c: channel, m: message }`. A statement may also
 * build it in SQL and call `pg_notify(PG_CHANNEL, …)` itself (the live service does, so a
 * stored live event and its announcement are one statement, delivered when it commits).
 */
function notifyPayload(channel: string, message: object) {
  const payload = JSON.stringify({ c: channel, m: message });
  if (Buffer.byteLength(payload) > PG_PAYLOAD_MAX) {
    throw new Error(`Realtime message on ${channel} too large for NOTIFY`);
  }
  return payload;
}

/**
 * PostgreSQL LISTEN/NOTIFY: one listening connection per instance (reconnected if it drops),
 * NOTIFY through the pool. Payloads are small by design (ids), capped at 7,900 bytes.
 */
export function postgresBus(url: string, pool: pg.Pool, log: FastifyBaseLogger): RealtimeBus {
  const fanout = localFanout();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'petmitra-realtime' });
    next.on('notification', (note) => {
      if (note.channel !== PG_CHANNEL || !note.payload) return;
      try {
        const { c, m } = JSON.parse(note.payload) as { c: string; m: unknown };
        fanout.emit(c, m);
      } catch (error) {
        log.warn({ err: error }, 'realtime: unreadable notification');
      }
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'realtime listener lost; reconnecting');
      client = null;
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${PG_CHANNEL}`);
    client = next;
  };
  const ready = connect();

  return {
    kind: 'postgres',
    async publish(channel, message) {
      await pool.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, notifyPayload(channel, message)]);
    },
    async publishMany(messages) {
      if (messages.length === 0) return;
      // One statement: its notifications are delivered in order, all or none.
      const calls = messages.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ');
      await pool.query(`SELECT ${calls}`, [
        PG_CHANNEL,
        ...messages.map(({ channel, message }) => notifyPayload(channel, message)),
      ]);
    },
    subscribe: fanout.on,
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready.catch(() => {});
      await client?.end().catch(() => {});
    },
  };
}
