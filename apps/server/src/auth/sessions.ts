import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { LIMITS } from '@petmitra/core/constants';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/foundation';
import type { SessionCache } from './session-cache';
import type { UserRow } from './session-user';
import { hashToken, newToken } from './tokens';

export type ResolvedSession =
  | { state: 'active'; sessionId: string; user: UserRow }
  | { state: 'admin_idle'; sessionId: string; user: UserRow }
  | { state: 'none' };

// Non-admin sessions only need last_seen_at roughly; admins need it exact for the idle limit.
const LAST_SEEN_THROTTLE_MS = 5 * 60 * 1000;

/** `cache` keeps lookups in memory for a few seconds (auth/session-cache.ts, decision 0033). */
export function createSessionStore(db: Db, cache?: SessionCache) {
  // Every signed-in request runs this lookup: prepared once, so it is neither rebuilt nor
  // re-planned per request.
  const lookup = db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('session_lookup');

  return {
    /** A new session; it lasts `ttlMs` (the session_timeout setting; 24 h by default). */
    async create(
      userId: string,
      meta: { ip?: string; userAgent?: string },
      ttlMs: number = LIMITS.sessionTtlMs,
    ) {
      const { token, hash } = newToken();
      const expiresAt = new Date(Date.now() + ttlMs);
      await db.insert(sessions).values({
        id: hash,
        userId,
        expiresAt,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return { token, expiresAt };
    },

    /**
     * Looks the cookie token up in one query. A super admin idle for longer than the admin
     * limit gets 'admin_idle' and the session is deleted: the server, not the browser, ends it.
     * touch=false (the app's own periodic session check) reads without counting as activity.
     */
    async resolve(
      token: string,
      options: { touch?: boolean } = {},
      now = new Date(),
    ): Promise<ResolvedSession> {
      const touch = options.touch ?? true;
      const id = hashToken(token);
      let row = cache?.get(id, now);
      if (!row) {
        const seen = cache?.generation() ?? 0;
        [row] = await lookup.execute({ id, now });
        if (row) cache?.set(id, row, seen);
      }
      if (!row || row.user.suspendedAt) return { state: 'none' };
      const idleMs = now.getTime() - row.lastSeenAt.getTime();
      if (row.user.role === 'super_admin') {
        if (idleMs > LIMITS.adminIdleMs) {
          await db.delete(sessions).where(eq(sessions.id, id));
          return { state: 'admin_idle', sessionId: id, user: row.user };
        }
        if (touch) await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
      } else if (touch && idleMs > LAST_SEEN_THROTTLE_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
        // The cached record too, so the next requests do not write it again.
        row.lastSeenAt = now;
      }
      return { state: 'active', sessionId: id, user: row.user };
    },

    async destroy(token: string) {
      const id = hashToken(token);
      await db.delete(sessions).where(eq(sessions.id, id));
      cache?.forget(id);
    },

    async destroyAllForUser(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
      cache?.forgetUser(userId);
    },

    async purgeExpired() {
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
