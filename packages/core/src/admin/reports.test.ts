import { describe, expect, it } from 'vitest';
import { growthRate, reportToCsv, type ReportReply } from './reports';

describe('growthRate', () => {
  it('is last month against the previous, one decimal; null without a base', () => {
    expect(growthRate(15, 10)).toBe(50);
    expect(growthRate(10, 15)).toBe(-33.3);
    expect(growthRate(7, 3)).toBe(133.3);
    expect(growthRate(4, 0)).toBeNull();
  });
});

describe('reportToCsv', () => {
  it('writes the summary, months and top services, quoting and defusing cells', () => {
    const report: ReportReply = {
      period: '3months',
      from: '2026-09-01',
      growthRate: 12.5,
      activeUsers: 4,
      serviceRequests: 9,
      totalRevenue: { INR: 1_260_600, USD: 1554 },
      months: [{ month: '2026-09', newUsers: 2, requests: 3, revenue: { INR: 12_500, USD: 0 } }],
      topServices: [
        { serviceName: 'Pet Grooming', requests: 5 },
        { serviceName: '=HYPERLINK("x"), "y"', requests: 1 },
      ],
      generatedAt: '2026-11-24T08:00:00.000Z',
    };
    const csv = reportToCsv(report, 'PetMitra');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('PetMitra report,Last 3 months');
    expect(lines).toContain('Growth Rate (%),12.5');
    expect(lines).toContain('Total Revenue (INR),12606.00');
    expect(lines).toContain('Total Revenue (USD),15.54');
    expect(lines).toContain('Month,New Users,Service Requests,Revenue (INR),Revenue (USD)');
    expect(lines).toContain('2026-09,2,3,125.00,0.00');
    expect(lines).toContain('Pet Grooming,5');
    expect(lines).toContain(`"'=HYPERLINK(""x""), ""y""",1`);
  });
});
