import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { LiveEvent, LiveEventMap, LiveEventType } from '@petmitra/core/live/events';
import type { AppContext } from '../../context';
import { executePrepared, type Db } from '../../db/client';
import { liveEvents } from '../../db/schema/platform';
import { PG_CHANNEL, PG_PAYLOAD_MAX } from '../../realtime/bus';

const channel = (userId: string) => `user:${userId}`;

/** Room a bus message needs besides its event's data (channel, id, type, punctuation). */
const ENVELOPE_BYTES = 200;

/**
 * A SELECT-list expression that announces the stored live event `alias` (a row with id,
 * user_id, type and data) on the PostgreSQL bus, in the bus's own payload format
 * (`{ c: channel, m: { id, type, data } }`). NOTIFY is transactional: the announcement goes out
 * when the statement's transaction commits, and never when it rolls back, so a stored event
 * and its announcement cannot part. Only for the `postgres` bus (see `announcesInStatement`).
 */
export const announceSql = (alias: string) =>
  sql.raw(
    `pg_notify('${PG_CHANNEL}', json_build_object('c', 'user:' || ${alias}.user_id, 'm', ` +
      `json_build_object('id', ${alias}.id::text, 'type', ${alias}.type, 'data', ${alias}.data))::text)`,
  );

/** A live event row a statement stored (to announce after commit on the other buses). */
export interface StoredLiveEvent {
  id: number | string;
  userId: string;
}

/** At most this many missed events are replayed on reconnect (older ones: the page reloads). */
export const LIVE_REPLAY_LIMIT = 500;

/**
 * Pushes events to a user's open tabs on any instance: each is stored (live_events) and then
 * announced on the realtime bus, so a tab that was disconnected replays what it missed from its
 * Last-Event-ID. Call it from event consumers (after the change committed), not in a request's
 * transaction.
 */
export function createLiveService(ctx: Pick<AppContext, 'db' | 'bus'>) {
  const db: Db = ctx.db;
  const inStatement = ctx.bus.kind === 'postgres';
  /** Whether a statement storing an event with this much data also announces it (pg_notify). */
  const announcesInStatement = (dataBytes: number) =>
    inStatement && dataBytes + ENVELOPE_BYTES <= PG_PAYLOAD_MAX;

  const announceStored = async <T extends LiveEventType>(
    rows: readonly StoredLiveEvent[],
    type: T,
    data: LiveEventMap[T],
  ) => {
    // One round trip for all the users (one NOTIFY statement or one Redis pipeline).
    await ctx.bus.publishMany(
      rows.map((row) => ({
        channel: channel(row.userId),
        message: { id: String(row.id), type, data } satisfies LiveEvent<T>,
      })),
    );
  };

  return {
    announcesInStatement,
    announceStored,

    /**
     * Stores the event for each user (once per dedupe key and user) and announces what was
     * stored. On the PostgreSQL bus that is one statement (the insert and its pg_notify);
     * otherwise the insert, then one Redis pipeline or the in-process fan-out.
     */
    async publish<T extends LiveEventType>(
      userIds: readonly string[],
      type: T,
      data: LiveEventMap[T],
      options: { dedupeKey?: string } = {},
    ) {
      const unique = [...new Set(userIds)];
      if (unique.length === 0) return;
      const text = JSON.stringify(data);
      if (announcesInStatement(Buffer.byteLength(text))) {
        await executePrepared(
          db,
          sql`
          WITH le AS (
            INSERT INTO live_events (user_id, type, data, dedupe_key)
            SELECT u, ${type}, ${text}::jsonb, ${options.dedupeKey ?? null}::text
              FROM unnest(${sql.param(unique)}::uuid[]) AS u
            ON CONFLICT DO NOTHING
            RETURNING id, user_id, type, data
          )
          SELECT ${announceSql('s')} AS announced FROM (SELECT * FROM le ORDER BY id) s`,
        );
        return;
      }
      const rows = await db
        .insert(liveEvents)
        .values(
          unique.map((userId) => ({
            userId,
            type,
            data: data as Record<string, unknown>,
            dedupeKey: options.dedupeKey ?? null,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: liveEvents.id, userId: liveEvents.userId });
      await announceStored(rows, type, data);
    },

    /** Events after `lastId`, oldest first (a reconnecting tab's replay). */
    async since(userId: string, lastId: number): Promise<LiveEvent[]> {
      const rows = await db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, lastId)))
        .orderBy(asc(liveEvents.id))
        .limit(LIVE_REPLAY_LIMIT);
      return rows.map((r) => ({
        id: String(r.id),
        type: r.type as LiveEventType,
        data: r.data as LiveEventMap[LiveEventType],
      }));
    },

    subscribe(userId: string, handler: (event: LiveEvent) => void) {
      return ctx.bus.subscribe(channel(userId), (message) => handler(message as LiveEvent));
    },

    async prune(before: Date) {
      const deleted = await db
        .delete(liveEvents)
        .where(lt(liveEvents.createdAt, before))
        .returning({ id: liveEvents.id });
      return deleted.length;
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
