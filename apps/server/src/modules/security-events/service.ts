import type { Db } from '../../db/client';
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
      await executor.insert(securityEvents).values({
        type: event.type,
        userId: event.userId ?? null,
        email: event.email ?? null,
        ip: event.ip ?? null,
        details: event.details ?? {},
      });
    },
  };
}

export type SecurityLog = ReturnType<typeof createSecurityLog>;
