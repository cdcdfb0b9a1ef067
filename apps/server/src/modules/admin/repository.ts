import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { adminAuditEvents } from '../../db/schema/admin';
import { emailOutbox } from '../../db/schema/foundation';

export interface AuditInput {
  actorId: string;
  actorEmail: string;
  action: string;
  targetId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export function createAdminRepository(db: Db) {
  return {
    /** The embedded mailer's outbox, newest first. */
    latestEmails(limit: number) {
      return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
    },

    /** Writes one audit entry; pass the transaction of the change it records. */
    async audit(entry: AuditInput, executor: Db = db) {
      await executor.insert(adminAuditEvents).values({
        actorId: entry.actorId,
        actorEmail: entry.actorEmail,
        action: entry.action,
        targetId: entry.targetId ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    latestAudit(limit: number, targetId?: string) {
      return db
        .select()
        .from(adminAuditEvents)
        .where(targetId ? eq(adminAuditEvents.targetId, targetId) : undefined)
        .orderBy(desc(adminAuditEvents.id))
        .limit(limit);
    },

    /** What an account owns or did, counted (each count uses the owner's index). */
    async activityCounts(userId: string) {
      const [row] = rowsOf<Record<string, string | number>>(
        await db.execute(sql`
          SELECT
            (SELECT count(*) FROM pets WHERE owner_id = ${userId}) AS pets,
            (SELECT count(*) FROM service_requests WHERE requester_id = ${userId}) AS requests,
            (SELECT count(*) FROM service_responses WHERE provider_id = ${userId}) AS responses,
            (SELECT count(*) FROM reviews WHERE reviewer_id = ${userId} OR reviewee_id = ${userId}) AS reviews,
            (SELECT count(*) FROM services WHERE provider_id = ${userId}) AS services,
            (SELECT count(*) FROM security_events WHERE user_id = ${userId}) AS security_events
        `),
      );
      const n = (key: string) => Number(row?.[key] ?? 0);
      return {
        pets: n('pets'),
        requests: n('requests'),
        responses: n('responses'),
        reviews: n('reviews'),
        services: n('services'),
        securityEvents: n('security_events'),
      };
    },

    /** The account's most recent activity across the marketplace and the logs, newest first. */
    async recentActivity(userId: string, limit: number) {
      return rowsOf<{ kind: string; id: string; description: string; created_at: Date | string }>(
        await db.execute(sql`
          (SELECT 'pet' AS kind, id::text, 'Added pet ' || name AS description, created_at
             FROM pets WHERE owner_id = ${userId} ORDER BY created_at DESC LIMIT ${limit})
          UNION ALL
          (SELECT 'request', id::text, 'Requested ' || service_name || ' (' || status || ')', created_at
             FROM service_requests WHERE requester_id = ${userId} ORDER BY created_at DESC LIMIT ${limit})
          UNION ALL
          (SELECT 'response', id::text, 'Responded to a request (' || status || ')', created_at
             FROM service_responses WHERE provider_id = ${userId} ORDER BY created_at DESC LIMIT ${limit})
          UNION ALL
          (SELECT 'review', id::text,
                  CASE WHEN reviewer_id = ${userId} THEN 'Wrote a ' ELSE 'Received a ' END
                    || rating || '-star review',
                  created_at
             FROM reviews WHERE reviewer_id = ${userId} OR reviewee_id = ${userId}
             ORDER BY created_at DESC LIMIT ${limit})
          UNION ALL
          (SELECT 'security', id::text, 'Security event: ' || type, created_at
             FROM security_events WHERE user_id = ${userId} ORDER BY created_at DESC LIMIT ${limit})
          UNION ALL
          (SELECT 'audit', id::text, 'Admin action: ' || action || coalesce(' by ' || actor_email, ''), created_at
             FROM admin_audit_events WHERE target_id = ${userId} ORDER BY created_at DESC LIMIT ${limit})
          ORDER BY created_at DESC
          LIMIT ${limit}
        `),
      );
    },
  };
}
