import { sql } from 'drizzle-orm';
import {
  DASHBOARD_EVENTS,
  SECURITY_CHECKS,
  securityScore,
  THREAT_TYPES,
  THREAT_WINDOW_MINUTES,
  type SecurityCheckKey,
  type SecurityDashboard,
  type SecurityEvent,
} from '@petmitra/core/admin/security';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/client';
import { SECURITY_EVENTS_RETENTION } from '../security-events/service';
import { LIMITS } from '@petmitra/core/constants';
import { EMAIL_VERIFICATION_LIMITS } from '@petmitra/core/auth/email-verification';

/** The strictest sign-in limits that pass the check (the spec's defaults). */
const RECOMMENDED = { maxLoginAttempts: 5, sessionTimeoutHours: 24 };

interface EventRow {
  id: number | string;
  type: string;
  last_seen_at: Date | string;
  count: number;
  ip: string | null;
  email: string | null;
  details: Record<string, unknown> | string | null;
}

function toEvent(row: EventRow): SecurityEvent {
  const details = typeof row.details === 'string' ? row.details : JSON.stringify(row.details ?? {});
  return {
    id: String(row.id),
    type: row.type,
    at: new Date(row.last_seen_at).toISOString(),
    count: Number(row.count),
    ip: row.ip,
    email: row.email,
    details: details === '{}' ? '' : details.slice(0, 300),
  };
}

/**
 * The Security Dashboard, from the security log (`security_events`), the settings and the
 * server's configuration. Each check and feature reads the state the server runs with.
 */
export function createSecurityDashboard(ctx: AppContext) {
  const query = async <R>(q: ReturnType<typeof sql>) => rowsOf<R>(await ctx.db.execute(q));

  /** The newest entries of the security log, by when they were last seen. */
  async function latest(limit: number): Promise<SecurityEvent[]> {
    const rows = await query<EventRow>(sql`
      SELECT id, type, last_seen_at, count, ip, email, details FROM security_events
      ORDER BY last_seen_at DESC, id DESC LIMIT ${limit}`);
    return rows.map(toEvent);
  }

  return {
    latest,

    async dashboard(): Promise<SecurityDashboard> {
      const threatTypes = sql.join(
        THREAT_TYPES.map((t) => sql`${t}`),
        sql`, `,
      );
      const [[counts], byType, recentEvents, settings, [verificationRow]] = await Promise.all([
        query<{ total: number; day: number; threats: number }>(sql`
          SELECT coalesce(sum(count), 0)::int AS total,
                 coalesce(sum(count) FILTER (WHERE last_seen_at > now() - interval '24 hours'), 0)::int AS day,
                 coalesce(sum(count) FILTER (WHERE type IN (${threatTypes})
                   AND last_seen_at > now() - make_interval(mins => ${THREAT_WINDOW_MINUTES})), 0)::int AS threats
          FROM security_events`),
        query<{ type: string; count: number }>(sql`
          SELECT type, sum(count)::int AS count FROM security_events
          WHERE last_seen_at > now() - interval '24 hours'
          GROUP BY type ORDER BY count DESC, type`),
        latest(DASHBOARD_EVENTS),
        ctx.settings.all(),
        // Super admins are exempt from the rule, and deleted accounts are gone.
        query<{ accounts: number; unverified: number }>(sql`
          SELECT count(*)::int AS accounts,
                 (count(*) FILTER (WHERE email_verified_at IS NULL))::int AS unverified
          FROM users WHERE role <> 'super_admin' AND deleted_at IS NULL`),
      ]);
      const verification = {
        accounts: verificationRow?.accounts ?? 0,
        unverified: verificationRow?.unverified ?? 0,
      };
      const activeThreats = counts?.threats ?? 0;
      const https = ctx.env.isProduction && ctx.env.appUrl.startsWith('https://');
      const limitsOk =
        settings.max_login_attempts <= RECOMMENDED.maxLoginAttempts &&
        settings.session_timeout <= RECOMMENDED.sessionTimeoutHours;

      const passed: Record<SecurityCheckKey, boolean> = {
        https,
        adminTwoFactor: settings.enable_two_factor,
        // Applied: new accounts get a link and the guard refuses the blocked actions until then.
        emailVerification: settings.require_email_verification,
        signInLimits: limitsOk,
        noActiveThreats: activeThreats === 0,
      };
      const failed = (Object.keys(passed) as SecurityCheckKey[]).filter((key) => !passed[key]);
      const issues = failed.map((key) => ({
        check: key,
        severity: SECURITY_CHECKS[key].severity,
        message:
          key === 'noActiveThreats'
            ? `${activeThreats} rate-limited, invalid or suspicious requests in the last hour.`
            : SECURITY_CHECKS[key].issue,
      }));
      const retention = SECURITY_EVENTS_RETENTION;

      return {
        score: securityScore(failed),
        compliant: !issues.some((i) => i.severity === 'high'),
        activeThreats,
        events: { total: counts?.total ?? 0, last24Hours: counts?.day ?? 0, byType },
        features: [
          {
            name: 'Password hashing',
            enabled: true,
            detail: 'scrypt with a per-password salt; timing-safe comparison.',
          },
          {
            name: 'Sign-in attempt limit',
            enabled: true,
            detail: `${settings.max_login_attempts} attempts per email in 15 minutes; ${ctx.env.AUTH_RATE_LIMIT_PER_MINUTE} requests per minute per address.`,
          },
          {
            name: 'CSRF protection',
            enabled: true,
            detail: 'Signed tokens bound to the session on every state-changing request.',
          },
          {
            name: 'Content Security Policy and HSTS',
            enabled: true,
            detail: https
              ? 'No inline scripts; HSTS max-age 31536000 over HTTPS.'
              : 'No inline scripts; HSTS is sent but browsers ignore it without HTTPS.',
          },
          {
            name: 'Secure session cookies',
            enabled: ctx.env.isProduction,
            detail: ctx.env.isProduction
              ? 'HttpOnly, SameSite=Lax and Secure.'
              : 'HttpOnly and SameSite=Lax; Secure only in production.',
          },
          {
            name: 'Session timeout',
            enabled: true,
            detail: `Sessions last ${settings.session_timeout} hours; admin sessions end after ${LIMITS.adminIdleMs / 60_000} minutes idle.`,
          },
          {
            name: 'Two-factor sign-in for admins',
            enabled: settings.enable_two_factor,
            detail: settings.enable_two_factor
              ? 'Admins sign in with an authenticator code.'
              : 'Off in System Settings.',
          },
          {
            name: 'Email verification',
            enabled: settings.require_email_verification,
            detail: settings.require_email_verification
              ? `New accounts get a single-use link (valid ${EMAIL_VERIFICATION_LIMITS.tokenTtlMs / 3_600_000} hours); until they follow it they cannot post or respond to requests, send messages, pay or write reviews. ${verification.unverified} of ${verification.accounts} accounts are not verified yet.`
              : `Off in System Settings: verification links are still sent, but unverified accounts are not restricted. ${verification.unverified} of ${verification.accounts} accounts are not verified.`,
          },
          {
            name: 'Upload sanitising',
            enabled: true,
            detail: 'Images are type-checked by content, decoded and re-encoded without metadata.',
          },
          {
            name: 'Security log',
            enabled: true,
            detail: `Kept on the server for ${retention.days} days, at most ${retention.maxRows.toLocaleString('en-IN')} rows.`,
          },
        ],
        issues,
        recommendations: failed.map((key) => SECURITY_CHECKS[key].recommendation),
        recentEvents,
        generatedAt: new Date().toISOString(),
      };
    },
  };
}
