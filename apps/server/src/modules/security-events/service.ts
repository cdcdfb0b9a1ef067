import { lt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { securityEvents } from '../../db/schema/foundation';

export type SecurityEventType =
  | 'auth_failure'
  | 'rate_limit'
  | 'suspicious_activity'
  | 'invalid_input'
  | 'admin_session_expired'
  | 'password_reset_requested'
  | 'password_changed'
  | 'csrf_rejected';

/**
 * Events anyone on the internet can cause as often as they like (refused requests): folded
 * into one counted row per type, address, account and hour, so a flood adds to a count
 * instead of a row per request. The others (a password changed, a reset asked for) stay one
 * row each.
 */
const COUNTED: ReadonlySet<SecurityEventType> = new Set([
  'auth_failure',
  'rate_limit',
  'suspicious_activity',
  'invalid_input',
  'csrf_rejected',
]);

/** How long events are kept, and the most rows kept whatever their age. */
export const SECURITY_EVENTS_RETENTION: { days: number; maxRows: number } = {
  days: 90,
  maxRows: 100_000,
};

export interface SecurityEventInput {
  type: SecurityEventType;
  userId?: string | null;
  email?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** The server-side security log (the spec kept it in the browser; here it is a table). */
export function createSecurityLog(db: Db) {
  return {
    /** Writes one event; pass a transaction to write it with the change it belongs to. */
    async record(event: SecurityEventInput, executor: Db = db) {
      const now = new Date();
      const bucketKey = COUNTED.has(event.type)
        ? [
            event.type,
            event.ip ?? '',
            event.email ?? '',
            event.userId ?? '',
            now.toISOString().slice(0, 13),
          ].join('|')
        : null;
      await executor
        .insert(securityEvents)
        .values({
          type: event.type,
          userId: event.userId ?? null,
          email: event.email ?? null,
          ip: event.ip ?? null,
          details: event.details ?? {},
          bucketKey,
          createdAt: now,
          lastSeenAt: now,
        })
        .onConflictDoUpdate({
          target: securityEvents.bucketKey,
          targetWhere: sql`${securityEvents.bucketKey} IS NOT NULL`,
          set: {
            count: sql`${securityEvents.count} + 1`,
            lastSeenAt: now,
            details: event.details ?? {},
          },
        });
    },

    /**
     * Deletes events past the retention period, then the oldest beyond the row cap (the daily
     * `security.prune` job). Answers how many rows went.
     */
    async prune(options = SECURITY_EVENTS_RETENTION): Promise<number> {
      const cutoff = new Date(Date.now() - options.days * 24 * 60 * 60 * 1000);
      const aged = await db
        .delete(securityEvents)
        .where(lt(securityEvents.lastSeenAt, cutoff))
        .returning({ id: securityEvents.id });
      const capped = await db.execute(sql`
        DELETE FROM security_events WHERE id IN (
          SELECT id FROM security_events ORDER BY last_seen_at DESC, id DESC OFFSET ${options.maxRows}
        ) RETURNING id`);
      return aged.length + rowsOf(capped).length;
    },
  };
}

export type SecurityLog = ReturnType<typeof createSecurityLog>;
