import { sql } from 'drizzle-orm';
import {
  growthRate,
  RECENT_REGISTRATIONS,
  RECENT_REQUESTS,
  REPORT_PERIOD_MONTHS,
  TOP_SERVICES,
  type AnalyticsReply,
  type ReportPeriod,
  type ReportReply,
} from '@petmitra/core/admin/reports';
import { ROLE_LABELS, type Role } from '@petmitra/core/auth/roles';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';

const iso = (value: Date | string) => new Date(value).toISOString();
/** Months are calendar months in UTC, written 'YYYY-MM'. */
const MONTH = sql`'YYYY-MM'`;

/**
 * The Analytics Dashboard and Reports, computed by SQL aggregates (never in the browser).
 * Revenue and subscriptions wait for the payment tables (docs/admin.md).
 */
export function createAnalytics(db: Db) {
  const query = async <R>(q: ReturnType<typeof sql>) => rowsOf<R>(await db.execute(q));

  return {
    async analytics(): Promise<AnalyticsReply> {
      const [totals] = await query<Record<string, number>>(sql`
        SELECT
          (SELECT count(*)::int FROM users WHERE role = 'pet_parent') AS pet_parents,
          (SELECT count(*)::int FROM users WHERE role = 'service_provider') AS providers,
          (SELECT count(*)::int FROM service_requests) AS requests,
          (SELECT count(*)::int FROM service_responses) AS responses`);
      const thisMonth = sql`date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
      const byMonth = await query<{ month: string; count: number }>(sql`
        SELECT to_char(m AT TIME ZONE 'UTC', ${MONTH}) AS month,
               (SELECT count(*)::int FROM service_requests
                 WHERE created_at >= m AND created_at < m + interval '1 month') AS count
          FROM generate_series(${thisMonth} - interval '5 months', ${thisMonth}, interval '1 month') AS m
         ORDER BY m`);
      const requests = await query<{
        id: string;
        service_name: string;
        name: string;
        created_at: string;
      }>(sql`
        SELECT r.id::text, r.service_name, u.name, r.created_at
          FROM service_requests r JOIN users u ON u.id = r.requester_id
         ORDER BY r.created_at DESC LIMIT ${RECENT_REQUESTS}`);
      const registrations = await query<{
        id: string;
        name: string;
        role: Role;
        created_at: string;
      }>(sql`
        SELECT id::text, name, role, created_at FROM users
         ORDER BY created_at DESC LIMIT ${RECENT_REGISTRATIONS}`);
      const recentActivity = [
        ...requests.map((r) => ({
          id: r.id,
          type: 'request' as const,
          description: `${r.name} requested ${r.service_name}`,
          timestamp: iso(r.created_at),
        })),
        ...registrations.map((u) => ({
          id: u.id,
          type: 'registration' as const,
          description: `${u.name} joined as ${ROLE_LABELS[u.role] ?? u.role}`,
          timestamp: iso(u.created_at),
        })),
      ].sort((a, b) => b.timestamp.localeCompare(a.timestamp));
      return {
        petParents: totals?.pet_parents ?? 0,
        providers: totals?.providers ?? 0,
        requests: totals?.requests ?? 0,
        responses: totals?.responses ?? 0,
        requestsByMonth: byMonth,
        recentActivity,
        generatedAt: new Date().toISOString(),
      };
    },

    /** Every figure of the report counts from the first day of the period. */
    async report(period: ReportPeriod): Promise<ReportReply> {
      const months = REPORT_PERIOD_MONTHS[period];
      const thisMonth = sql`date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
      const start =
        months === null
          ? sql`coalesce((SELECT date_trunc('month', min(created_at) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' FROM users), ${thisMonth})`
          : sql`${thisMonth} - make_interval(months => ${months - 1})`;
      const [{ from } = { from: new Date() }] = await query<{ from: Date }>(
        sql`SELECT ${start} AS from`,
      );
      const fromAt = new Date(from);
      const series = await query<{ month: string; new_users: number; requests: number }>(sql`
        SELECT to_char(m AT TIME ZONE 'UTC', ${MONTH}) AS month,
               (SELECT count(*)::int FROM users
                 WHERE created_at >= m AND created_at < m + interval '1 month') AS new_users,
               (SELECT count(*)::int FROM service_requests
                 WHERE created_at >= m AND created_at < m + interval '1 month') AS requests
          FROM generate_series(${fromAt}::timestamptz, ${thisMonth}, interval '1 month') AS m
         ORDER BY m`);
      const [growth] = await query<{ last: number; previous: number }>(sql`
        SELECT
          (SELECT count(*)::int FROM users WHERE created_at >= ${thisMonth} - interval '1 month'
             AND created_at < ${thisMonth}) AS last,
          (SELECT count(*)::int FROM users WHERE created_at >= ${thisMonth} - interval '2 months'
             AND created_at < ${thisMonth} - interval '1 month') AS previous`);
      const [counts] = await query<{ active: number; requests: number }>(sql`
        SELECT
          (SELECT count(DISTINCT user_id)::int FROM (
             SELECT user_id FROM sessions WHERE last_seen_at >= ${fromAt}
             UNION ALL SELECT owner_id FROM pets WHERE created_at >= ${fromAt}
             UNION ALL SELECT requester_id FROM service_requests WHERE created_at >= ${fromAt}
             UNION ALL SELECT provider_id FROM service_responses WHERE created_at >= ${fromAt}
             UNION ALL SELECT provider_id FROM services WHERE created_at >= ${fromAt}
             UNION ALL SELECT reviewer_id FROM reviews WHERE created_at >= ${fromAt}
           ) AS acted) AS active,
          (SELECT count(*)::int FROM service_requests WHERE created_at >= ${fromAt}) AS requests`);
      const top = await query<{ service_name: string; requests: number }>(sql`
        SELECT service_name, count(*)::int AS requests FROM service_requests
         WHERE created_at >= ${fromAt}
         GROUP BY service_name ORDER BY requests DESC, service_name LIMIT ${TOP_SERVICES}`);
      return {
        period,
        from: fromAt.toISOString().slice(0, 10),
        growthRate: growthRate(growth?.last ?? 0, growth?.previous ?? 0),
        activeUsers: counts?.active ?? 0,
        serviceRequests: counts?.requests ?? 0,
        months: series.map((m) => ({
          month: m.month,
          newUsers: m.new_users,
          requests: m.requests,
        })),
        topServices: top.map((s) => ({ serviceName: s.service_name, requests: s.requests })),
        generatedAt: new Date().toISOString(),
      };
    },
  };
}
