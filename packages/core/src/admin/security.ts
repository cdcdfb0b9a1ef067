import { z } from 'zod';
import { frozen } from '../frozen';

/**
 * The Security Dashboard (spec part 1, sections 2, 3 and 9): a score from real checks of the
 * running server, active threats, event counts, the ten security features with their state,
 * issues, the latest events and recommendations. Computed by the server from its security
 * log (the spec kept the log in the browser).
 */

/** Event types that count as active threats when seen in the last hour (spec section 9). */
export const THREAT_TYPES = ['rate_limit', 'invalid_input', 'suspicious_activity'] as const;
export const THREAT_WINDOW_MINUTES = 60;
/** Events on the dashboard, and entries in the compliance view (spec section 9). */
export const DASHBOARD_EVENTS = 10;
export const COMPLIANCE_ENTRIES = 20;
export const COMPLIANCE_REFRESH_MS = 30_000;

export const SEVERITIES = ['high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * The checks behind the score: it starts at 100 and each failed check takes off its weight
 * (spec section 9: deductions of 20, 15, 10, 5 and 10).
 */
export const SECURITY_CHECKS = frozen({
  https: {
    weight: 20,
    severity: 'high',
    issue:
      'The site is not served over HTTPS in production: session cookies are not Secure and HSTS has no effect.',
    recommendation:
      'Run with NODE_ENV=production and an https:// APP_URL behind a TLS-terminating proxy.',
  },
  adminTwoFactor: {
    weight: 15,
    severity: 'high',
    issue: 'Two-factor sign-in is not required for admin accounts.',
    recommendation:
      'Turn on "Enable two-factor for admin accounts" in System Settings after setting up your own authenticator.',
  },
  emailVerification: {
    weight: 10,
    severity: 'medium',
    issue: 'New accounts do not have to verify their email address.',
    recommendation:
      'Turn on "Require email verification" in System Settings so new accounts confirm their address before they post, respond, message, pay or review.',
  },
  signInLimits: {
    weight: 5,
    severity: 'low',
    issue:
      'Sign-in limits are looser than recommended (at most 5 attempts, sessions of at most 24 hours).',
    recommendation:
      'Set max login attempts to 5 or fewer and the session timeout to 24 hours or less.',
  },
  noActiveThreats: {
    weight: 10,
    severity: 'medium',
    issue: 'Active threats: rate-limited, invalid or suspicious requests in the last hour.',
    recommendation:
      'Review the latest security events below; repeated requests from one address may need blocking at the proxy.',
  },
} satisfies Record<
  string,
  { weight: number; severity: Severity; issue: string; recommendation: string }
>);
export type SecurityCheckKey = keyof typeof SECURITY_CHECKS;

/** The score from the checks that failed. */
export function securityScore(failed: readonly SecurityCheckKey[]): number {
  return Math.max(0, 100 - failed.reduce((sum, key) => sum + SECURITY_CHECKS[key].weight, 0));
}

/** Score colours: at least 90 green, at least 70 yellow, else red (spec section 9). */
export function scoreColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 90) return 'green';
  if (score >= 70) return 'yellow';
  return 'red';
}

export const DATA_PROTECTION_NOTE =
  'Passwords are stored only as scrypt hashes; sessions are server-side and end on sign-out, suspension or timeout; the stored SMTP password is encrypted (AES-256-GCM); uploaded images are decoded and re-encoded, so no metadata (such as GPS positions) is kept; the security log keeps addresses and emails for 90 days at most.';

const securityEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** When it was last seen (a counted event folds repeats of the same hour into one row). */
  at: z.string(),
  count: z.number(),
  ip: z.string().nullable(),
  email: z.string().nullable(),
  details: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityDashboardReplySchema = z.object({
  score: z.number(),
  /** No high-severity issue. */
  compliant: z.boolean(),
  activeThreats: z.number(),
  events: z.object({
    /** Every event in the log (counted events by their count). */
    total: z.number(),
    last24Hours: z.number(),
    byType: z.array(z.object({ type: z.string(), count: z.number() })),
  }),
  features: z.array(z.object({ name: z.string(), enabled: z.boolean(), detail: z.string() })),
  issues: z.array(
    z.object({ check: z.string(), severity: z.enum(SEVERITIES), message: z.string() }),
  ),
  recommendations: z.array(z.string()),
  recentEvents: z.array(securityEventSchema),
  generatedAt: z.string(),
});
export type SecurityDashboard = z.infer<typeof securityDashboardReplySchema>;

export const securityLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(COMPLIANCE_ENTRIES),
});
export const securityLogReplySchema = z.object({
  entries: z.array(securityEventSchema),
  generatedAt: z.string(),
});
export type SecurityLogReply = z.infer<typeof securityLogReplySchema>;

/** Download Report: the file's name for a day ('security-report-2026-11-24.txt'). */
export function securityReportFileName(date: Date): string {
  return `security-report-${date.toISOString().slice(0, 10)}.txt`;
}

/** Download Report: the dashboard as plain text. */
export function securityReportText(d: SecurityDashboard): string {
  const lines = [
    'PetMitra Security Report',
    `Generated: ${d.generatedAt}`,
    '',
    `Security score: ${d.score}/100`,
    `Compliance: ${d.compliant ? 'compliant' : 'not compliant (high-severity issues)'}`,
    `Active threats (last hour): ${d.activeThreats}`,
    `Security events: ${d.events.total} in the log, ${d.events.last24Hours} in the last 24 hours`,
    ...d.events.byType.map((t) => `  ${t.type}: ${t.count}`),
    '',
    'Security features:',
    ...d.features.map((f) => `  [${f.enabled ? 'on' : 'off'}] ${f.name}: ${f.detail}`),
    '',
    'Issues:',
    ...(d.issues.length ? d.issues.map((i) => `  [${i.severity}] ${i.message}`) : ['  None.']),
    '',
    'Recommendations:',
    ...(d.recommendations.length ? d.recommendations.map((r) => `  - ${r}`) : ['  None.']),
    '',
    `Latest ${DASHBOARD_EVENTS} security events (newest first):`,
    ...(d.recentEvents.length
      ? d.recentEvents.map(
          (e) =>
            `  ${e.at} ${e.type}${e.count > 1 ? ` x${e.count}` : ''} ip=${e.ip ?? '-'} email=${e.email ?? '-'} ${e.details}`,
        )
      : ['  None.']),
    '',
    `Data protection: ${DATA_PROTECTION_NOTE}`,
    '',
  ];
  return lines.join('\n');
}
