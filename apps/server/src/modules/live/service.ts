import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { LiveEvent, LiveEventMap, LiveEventType } from '@petmitra/core/live/events';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { liveEvents } from '../../db/schema/platform';

const channel = (userId: string) => `user:${userId}`;

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
  return {
    async publish<T extends LiveEventType>(
      userIds: readonly string[],
      type: T,
      data: LiveEventMap[T],
      options: { dedupeKey?: string } = {},
    ) {
      const unique = [...new Set(userIds)];
      if (unique.length === 0) return;
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
      // One round trip for all the users (one NOTIFY statement or one Redis pipeline).
      await ctx.bus.publishMany(
        rows.map((row) => ({
          channel: channel(row.userId),
          message: { id: String(row.id), type, data } satisfies LiveEvent<T>,
        })),
      );
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
