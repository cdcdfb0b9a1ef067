import { sql } from 'drizzle-orm';
import {
  growthRate,
  RECENT_REGISTRATIONS,
  RECENT_REQUESTS,
  REPORT_PERIOD_MONTHS,
  TOP_SERVICES,
  type AnalyticsReply,
  type ByCurrency,
  type ReportPeriod,
  type ReportReply,
} from '@petmitra/core/admin/reports';
import { ROLE_LABELS, type Role } from '@petmitra/core/auth/roles';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';

const iso = (value: Date | string) => new Date(value).toISOString();
/** Months are calendar months in UTC, written 'YYYY-MM'. */
const MONTH = sql`'YYYY-MM'`;
const THIS_MONTH = sql`(date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;

type Fragment = ReturnType<typeof sql>;

/** The UTC day of a timestamptz, to compare with the running totals' days. */
const dayOf = (at: Fragment) => sql`((${at}) AT TIME ZONE 'UTC')::date`;

/**
 * Where the figures come from. 'totals' (what the server answers with): the running totals of
 * migration 0032, kept per UTC day by triggers in the transaction of each change. 'tables':
 * the same figures counted over the raw tables, the way they were computed before the totals;
 * kept as the reference the totals are tested against (analytics.test.ts) and as the 'before'
 * of bench/admin-bench.ts. Every statement returns the same rows from either source.
 */
export type AnalyticsSource = 'totals' | 'tables';

/**
 * Revenue: each completed or refunded payment (never the 0.01 USD test payment) at its amount
 * less its processed refunds, with its currency, product and month paid (UTC); since a date
 * when given. The gateway's fee is never refunded, so a refunded payment leaves a remainder.
 * Completed payments always have paid_at (set when recorded; one without it is not revenue).
 * Rows: currency, product, month, amount and payments (how many payments the row is).
 */
const netPayments = (source: AnalyticsSource, since?: Date): Fragment =>
  source === 'totals'
    ? sql`
  SELECT currency, product, to_char(day::timestamp, ${MONTH}) AS month, amount, payments
    FROM admin_daily_revenue
   ${since ? sql`WHERE day >= ${dayOf(sql`${since}::timestamptz`)}` : sql``}`
    : // payments_revenue_idx (migration 0027) covers the scan; refunds are joined once.
      sql`
  SELECT p.currency, p.product,
         to_char(p.paid_at AT TIME ZONE 'UTC', ${MONTH}) AS month,
         p.amount - coalesce(r.amount, 0) AS amount, 1 AS payments
    FROM payments p
    LEFT JOIN (SELECT payment_id, sum(coalesce(refunded_amount, refund_amount)) AS amount
                 FROM refunds WHERE status = 'processed' GROUP BY payment_id) r
      ON r.payment_id = p.id
   WHERE p.status IN ('completed', 'refunded') AND p.product <> 'test_payment'
     AND p.paid_at IS NOT NULL
     ${since ? sql`AND p.paid_at >= ${since}` : sql``}`;

/** Rows per month from `from` to this month, zero where nothing happened. */
const perMonth = (from: Fragment, counted: Fragment) => sql`
  SELECT to_char(m AT TIME ZONE 'UTC', ${MONTH}) AS month, coalesce(c.n, 0)::int AS n
    FROM generate_series(${from}, ${THIS_MONTH}, interval '1 month') AS m
    LEFT JOIN (${counted}) c ON c.month = to_char(m AT TIME ZONE 'UTC', ${MONTH})
   ORDER BY m`;

const KIND = { users: 'user', service_requests: 'request', service_responses: 'response' };
type Counted = keyof typeof KIND;

/** Rows of `table` created in [from, to) (to: open-ended when not given): one count. */
const countedBetween = (source: AnalyticsSource, table: Counted, from?: Fragment, to?: Fragment) =>
  source === 'totals'
    ? sql`SELECT coalesce(sum(n), 0)::int FROM admin_daily_counts WHERE kind = ${KIND[table]}
            ${from ? sql`AND day >= ${dayOf(from)}` : sql``}
            ${to ? sql`AND day < ${dayOf(to)}` : sql``}`
    : sql`SELECT count(*)::int FROM ${sql.identifier(table)} WHERE true
            ${from ? sql`AND created_at >= ${from}` : sql``}
            ${to ? sql`AND created_at < ${to}` : sql``}`;

/** Rows of `table` created since `from`, counted per UTC month (one range of its index). */
const countedByMonth = (
  source: AnalyticsSource,
  table: 'users' | 'service_requests',
  from: Fragment,
) =>
  source === 'totals'
    ? sql`
  SELECT to_char(day::timestamp, ${MONTH}) AS month, sum(n) AS n
    FROM admin_daily_counts WHERE kind = ${KIND[table]} AND day >= ${dayOf(from)} GROUP BY 1`
    : sql`
  SELECT to_char(created_at AT TIME ZONE 'UTC', ${MONTH}) AS month, count(*) AS n
    FROM ${sql.identifier(table)} WHERE created_at >= ${from} GROUP BY 1`;

/** Accounts by role (all time). */
const countedByRole = (source: AnalyticsSource, role: Role) =>
  source === 'totals'
    ? sql`SELECT coalesce(sum(n), 0)::int FROM admin_daily_counts WHERE kind = 'user' AND key = ${role}`
    : sql`SELECT count(*)::int FROM users WHERE role = ${role}`;

/** The first month with an account (UTC), or this month when there is none. */
const firstMonth = (source: AnalyticsSource) =>
  source === 'totals'
    ? sql`coalesce((SELECT date_trunc('month', min(day)::timestamp) AT TIME ZONE 'UTC'
                      FROM admin_daily_counts WHERE kind = 'user' AND n > 0), ${THIS_MONTH})`
    : sql`coalesce((SELECT date_trunc('month', min(created_at) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' FROM users), ${THIS_MONTH})`;

/**
 * Active Users since `from`: accounts whose latest action (a session seen, or a pet, request,
 * response, service or review created) is on or after it. The totals keep that day per
 * account (admin_user_activity); `from` is always midnight UTC, so the day decides exactly.
 */
const activeSince = (source: AnalyticsSource, from: Date) =>
  source === 'totals'
    ? sql`SELECT count(*)::int FROM admin_user_activity
           WHERE last_active_on >= ${dayOf(sql`${from}::timestamptz`)}`
    : sql`SELECT count(DISTINCT user_id)::int FROM (
             SELECT user_id FROM sessions WHERE last_seen_at >= ${from}
             UNION ALL SELECT owner_id FROM pets WHERE created_at >= ${from}
             UNION ALL SELECT requester_id FROM service_requests WHERE created_at >= ${from}
             UNION ALL SELECT provider_id FROM service_responses WHERE created_at >= ${from}
             UNION ALL SELECT provider_id FROM services WHERE created_at >= ${from}
             UNION ALL SELECT reviewer_id FROM reviews WHERE created_at >= ${from}
           ) AS acted`;

/** The most requested services since `from`. */
const topServices = (source: AnalyticsSource, from: Date) =>
  source === 'totals'
    ? sql`
  SELECT key AS service_name, sum(n)::int AS requests FROM admin_daily_counts
   WHERE kind = 'request' AND day >= ${dayOf(sql`${from}::timestamptz`)}
   GROUP BY key HAVING sum(n) > 0
   ORDER BY requests DESC, service_name LIMIT ${TOP_SERVICES}`
    : sql`
  SELECT service_name, count(*)::int AS requests FROM service_requests
   WHERE created_at >= ${from}
   GROUP BY service_name ORDER BY requests DESC, service_name LIMIT ${TOP_SERVICES}`;

const byCurrency = (rows: { currency: string; amount: number }[]): ByCurrency => {
  const out: ByCurrency = { INR: 0, USD: 0 };
  for (const r of rows)
    if (r.currency in out) out[r.currency as keyof ByCurrency] += Number(r.amount);
  return out;
};

/**
 * The Analytics Dashboard and Reports, computed by SQL aggregates (never in the browser).
 * Revenue is per currency (never converted), net of processed refunds (docs/admin.md).
 */
export function createAnalytics(db: Db, source: AnalyticsSource = 'totals') {
  const query = async <R>(q: ReturnType<typeof sql>) => rowsOf<R>(await db.execute(q));

  return {
    async analytics(): Promise<AnalyticsReply> {
      const [totals] = await query<Record<string, number>>(sql`
        SELECT
          (${countedByRole(source, 'pet_parent')}) AS pet_parents,
          (${countedByRole(source, 'service_provider')}) AS providers,
          (${countedBetween(source, 'service_requests')}) AS requests,
          (${countedBetween(source, 'service_responses')}) AS responses`);
      const sixMonths = sql`${THIS_MONTH} - interval '5 months'`;
      const byMonth = (
        await query<{ month: string; n: number }>(
          perMonth(sixMonths, countedByMonth(source, 'service_requests', sixMonths)),
        )
      ).map((r) => ({ month: r.month, count: r.n }));
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
      const revenue = await query<{
        currency: string;
        monthly_plans: number;
        annual_plans: number;
        per_use: number;
        total: number;
      }>(sql`
        WITH net AS (${netPayments(source)})
        SELECT currency,
               coalesce(sum(amount) FILTER (WHERE product = 'plan_monthly'), 0)::float8 AS monthly_plans,
               coalesce(sum(amount) FILTER (WHERE product = 'plan_annual'), 0)::float8 AS annual_plans,
               coalesce(sum(amount) FILTER (WHERE product IN ('request_fee', 'response_fee')), 0)::float8
                 AS per_use,
               sum(amount)::float8 AS total
          FROM net GROUP BY currency HAVING sum(payments) > 0 ORDER BY currency`);
      const [plans] = await query<{ monthly: number; annual: number }>(sql`
        SELECT count(*) FILTER (WHERE plan_type = 'monthly')::int AS monthly,
               count(*) FILTER (WHERE plan_type = 'annual')::int AS annual
          FROM subscriptions WHERE is_active AND subscription_end_date > now()`);
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
        revenue: revenue.map((r) => ({
          currency: r.currency,
          monthlyPlans: Number(r.monthly_plans),
          annualPlans: Number(r.annual_plans),
          perUse: Number(r.per_use),
          total: Number(r.total),
        })),
        activeSubscriptions: {
          monthly: plans?.monthly ?? 0,
          annual: plans?.annual ?? 0,
          total: (plans?.monthly ?? 0) + (plans?.annual ?? 0),
        },
        requestsByMonth: byMonth,
        recentActivity,
        generatedAt: new Date().toISOString(),
      };
    },

    /** Every figure of the report counts from the first day of the period. */
    async report(period: ReportPeriod): Promise<ReportReply> {
      const months = REPORT_PERIOD_MONTHS[period];
      const thisMonth = THIS_MONTH;
      const start =
        months === null
          ? firstMonth(source)
          : sql`${thisMonth} - make_interval(months => ${months - 1})`;
      const [{ from } = { from: new Date() }] = await query<{ from: Date }>(
        sql`SELECT ${start} AS from`,
      );
      const fromAt = new Date(from);
      const since = sql`${fromAt}::timestamptz`;
      const [usersByMonth, requestsByMonth] = await Promise.all([
        query<{ month: string; n: number }>(
          perMonth(since, countedByMonth(source, 'users', since)),
        ),
        query<{ month: string; n: number }>(
          perMonth(since, countedByMonth(source, 'service_requests', since)),
        ),
      ]);
      const series = usersByMonth.map((u, i) => ({
        month: u.month,
        new_users: u.n,
        requests: requestsByMonth[i]?.n ?? 0,
      }));
      const lastMonth = sql`${thisMonth} - interval '1 month'`;
      const [growth] = await query<{ last: number; previous: number }>(sql`
        SELECT
          (${countedBetween(source, 'users', lastMonth, thisMonth)}) AS last,
          (${countedBetween(source, 'users', sql`${thisMonth} - interval '2 months'`, lastMonth)}) AS previous`);
      const [counts] = await query<{ active: number; requests: number }>(sql`
        SELECT (${activeSince(source, fromAt)}) AS active,
               (${countedBetween(source, 'service_requests', since)}) AS requests`);
      const revenue = await query<{ month: string; currency: string; amount: number }>(sql`
        SELECT month, currency, sum(amount)::float8 AS amount
          FROM (${netPayments(source, fromAt)}) AS net GROUP BY month, currency`);
      const top = await query<{ service_name: string; requests: number }>(
        topServices(source, fromAt),
      );
      return {
        period,
        from: fromAt.toISOString().slice(0, 10),
        growthRate: growthRate(growth?.last ?? 0, growth?.previous ?? 0),
        activeUsers: counts?.active ?? 0,
        serviceRequests: counts?.requests ?? 0,
        totalRevenue: byCurrency(revenue),
        months: series.map((m) => ({
          month: m.month,
          newUsers: m.new_users,
          requests: m.requests,
          revenue: byCurrency(revenue.filter((r) => r.month === m.month)),
        })),
        topServices: top.map((s) => ({ serviceName: s.service_name, requests: s.requests })),
        generatedAt: new Date().toISOString(),
      };
    },
  };
}
