import type { SessionChanges } from '../db/session-changes';
import type { UserRow } from './session-user';

/** What a signed-in lookup read: the user, and its session's times. */
export interface SessionRecord {
  user: UserRow;
  lastSeenAt: Date;
  expiresAt: Date;
}

interface Entry {
  record: SessionRecord;
  /** When the entry stops being served (Date.now() clock). */
  until: number;
}

/** How long a lookup is served from memory at most, when no change is heard. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
/** Changes remembered for lookups in flight; more during one lookup, and it is not stored. */
const RECENT = 256;

/**
 * Signed-in lookups kept in memory for a few seconds (decision 0033), so a burst of requests
 * with one cookie costs one database round trip instead of one each. Nothing is served that
 * may be stale:
 * - every change to a user and every ended session, on any instance and by any code path, is
 *   announced by the database when it commits (migration 0035); the user's entries go;
 * - while changes cannot be heard (the listener is down) nothing is stored or served;
 * - a lookup in flight when a change of its user was heard is not stored (`generation`);
 * - an entry lives `ttlMs` at most, and never past its session's expiry.
 * Super admins are never cached: their idle limit needs every request's time.
 */
export function createSessionCache(
  changes: SessionChanges,
  { ttlMs = SESSION_CACHE_TTL_MS, maxEntries = MAX_ENTRIES } = {},
) {
  const entries = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  /** How many changes were heard; the last RECENT of them, by number, in `recent`. */
  let heard = 0;
  const recent: (string | null)[] = new Array<string | null>(RECENT).fill(null);
  const changedSince = (seen: number, userId: string) => {
    if (heard - seen > RECENT) return true;
    for (let n = seen; n < heard; n += 1) {
      const changed = recent[n % RECENT];
      if (changed === userId || changed === null) return true;
    }
    return false;
  };

  const forget = (sessionId: string) => {
    const entry = entries.get(sessionId);
    if (!entry) return;
    entries.delete(sessionId);
    const ids = byUser.get(entry.record.user.id);
    ids?.delete(sessionId);
    if (ids?.size === 0) byUser.delete(entry.record.user.id);
  };
  const forgetUser = (userId: string) => {
    recent[heard % RECENT] = userId;
    heard += 1;
    for (const sessionId of byUser.get(userId) ?? []) entries.delete(sessionId);
    byUser.delete(userId);
  };
  const clear = () => {
    // null: every user.
    recent[heard % RECENT] = null;
    heard += 1;
    entries.clear();
    byUser.clear();
  };
  const unsubscribe = changes.subscribe({ changed: forgetUser, lost: clear });

  return {
    /** The stored lookup of a session, if it may still be served. */
    get(sessionId: string, now: Date): SessionRecord | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (!changes.live || entry.until <= Date.now() || entry.record.expiresAt <= now) {
        forget(sessionId);
        return undefined;
      }
      return entry.record;
    },
    /** Taken before a lookup starts; `set` stores it only if its user has not changed since. */
    generation: () => heard,
    set(sessionId: string, record: SessionRecord, seenGeneration: number) {
      if (!changes.live || changedSince(seenGeneration, record.user.id)) return;
      if (record.user.role === 'super_admin' || record.user.suspendedAt) return;
      forget(sessionId);
      if (entries.size >= maxEntries) {
        // The oldest entry (a Map keeps insertion order).
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) forget(oldest);
      }
      entries.set(sessionId, { record, until: Date.now() + ttlMs });
      let ids = byUser.get(record.user.id);
      if (!ids) byUser.set(record.user.id, (ids = new Set()));
      ids.add(sessionId);
    },
    forget,
    forgetUser,
    close: unsubscribe,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
