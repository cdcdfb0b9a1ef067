import { describe, expect, it } from 'vitest';
import {
  scoreColor,
  securityReportFileName,
  securityReportText,
  securityScore,
  type SecurityDashboard,
} from './security';

describe('security score', () => {
  it('starts at 100 and takes off each failed check (20, 15, 10, 5, 10)', () => {
    expect(securityScore([])).toBe(100);
    expect(securityScore(['https'])).toBe(80);
    expect(securityScore(['https', 'adminTwoFactor'])).toBe(65);
    expect(
      securityScore([
        'https',
        'adminTwoFactor',
        'emailVerification',
        'signInLimits',
        'noActiveThreats',
      ]),
    ).toBe(40);
  });

  it('colours: at least 90 green, at least 70 yellow, else red', () => {
    expect(scoreColor(100)).toBe('green');
    expect(scoreColor(90)).toBe('green');
    expect(scoreColor(89)).toBe('yellow');
    expect(scoreColor(70)).toBe('yellow');
    expect(scoreColor(69)).toBe('red');
  });

  it('names the report file by day and writes every section', () => {
    expect(securityReportFileName(new Date('2026-11-24T13:00:00Z'))).toBe(
      'security-report-2026-11-24.txt',
    );
    const d: SecurityDashboard = {
      score: 85,
      compliant: true,
      activeThreats: 2,
      events: { total: 9, last24Hours: 3, byType: [{ type: 'rate_limit', count: 2 }] },
      features: [{ name: 'CSRF protection', enabled: true, detail: 'Signed tokens.' }],
      issues: [{ check: 'signInLimits', severity: 'low', message: 'Loose limits.' }],
      recommendations: ['Tighten the limits.'],
      recentEvents: [
        {
          id: '1',
          type: 'rate_limit',
          at: '2026-11-24T12:00:00.000Z',
          count: 2,
          ip: '10.0.0.1',
          email: null,
          details: '',
        },
      ],
      generatedAt: '2026-11-24T13:00:00.000Z',
    };
    const text = securityReportText(d);
    expect(text).toContain('Security score: 85/100');
    expect(text).toContain('Active threats (last hour): 2');
    expect(text).toContain('  rate_limit: 2');
    expect(text).toContain('[on] CSRF protection: Signed tokens.');
    expect(text).toContain('[low] Loose limits.');
    expect(text).toContain('- Tighten the limits.');
    expect(text).toContain('2026-11-24T12:00:00.000Z rate_limit x2 ip=10.0.0.1 email=-');
  });
});
