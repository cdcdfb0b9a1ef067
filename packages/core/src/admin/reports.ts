import { z } from 'zod';
import { frozen } from '../frozen';
import { PAYMENT_CURRENCIES, toDecimalString } from '../payments/pricing';

/** Analytics and Reports (spec part 1, sections 2, 3, 8 and 9). */
export const REPORT_MESSAGES = frozen({
  noData: 'No Data Available',
  reportFailed: 'No Report Data Available - Unable to load report data. Please try again.',
});

export const REPORT_PERIODS = ['3months', '6months', '1year', 'all'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  '3months': 'Last 3 months',
  '6months': 'Last 6 months',
  '1year': 'Last year',
  all: 'All time',
};
/** Months each period covers, counting the current one (null: since the first account). */
export const REPORT_PERIOD_MONTHS: Record<ReportPeriod, number | null> = {
  '3months': 3,
  '6months': 6,
  '1year': 12,
  all: null,
};
/** Recent activity: 3 requests and 2 registrations (spec section 9). */
export const RECENT_REQUESTS = 3;
export const RECENT_REGISTRATIONS = 2;
export const TOP_SERVICES = 5;

export const analyticsReplySchema = z.object({
  petParents: z.number(),
  providers: z.number(),
  requests: z.number(),
  responses: z.number(),
  /**
   * Revenue per currency (integer minor units), net of processed refunds: Monthly and Annual
   * Plan payments, per-use fees (requests and responses) and their total. Never converted.
   */
  revenue: z.array(
    z.object({
      currency: z.string(),
      monthlyPlans: z.number(),
      annualPlans: z.number(),
      perUse: z.number(),
      total: z.number(),
    }),
  ),
  /** Paid plans running now, by plan. */
  activeSubscriptions: z.object({ monthly: z.number(), annual: z.number(), total: z.number() }),
  /** New requests per month, the last 6 months (oldest first), for the trend bars. */
  requestsByMonth: z.array(z.object({ month: z.string(), count: z.number() })),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['request', 'registration']),
      description: z.string(),
      timestamp: z.string(),
    }),
  ),
  generatedAt: z.string(),
});
export type AnalyticsReply = z.infer<typeof analyticsReplySchema>;

export const reportQuerySchema = z.object({
  period: z.enum(REPORT_PERIODS, { error: 'Period must be 3months, 6months, 1year or all' }),
});

/** An amount per payment currency (integer minor units; INR and USD never added together). */
const byCurrencySchema = z.object({ INR: z.number(), USD: z.number() });
export type ByCurrency = z.infer<typeof byCurrencySchema>;

export const reportReplySchema = z.object({
  period: z.enum(REPORT_PERIODS),
  /** First day of the period, 'YYYY-MM-DD' (UTC). */
  from: z.string(),
  /** Last complete month against the one before, %, one decimal; null when there is no base. */
  growthRate: z.number().nullable(),
  /** Distinct accounts that did something in the period (docs/admin.md). */
  activeUsers: z.number(),
  serviceRequests: z.number(),
  /** Payments made in the period, net of their processed refunds, per currency. */
  totalRevenue: byCurrencySchema,
  /** One row per month of the period, oldest first ('YYYY-MM'). */
  months: z.array(
    z.object({
      month: z.string(),
      newUsers: z.number(),
      requests: z.number(),
      revenue: byCurrencySchema,
    }),
  ),
  topServices: z.array(z.object({ serviceName: z.string(), requests: z.number() })),
  generatedAt: z.string(),
});
export type ReportReply = z.infer<typeof reportReplySchema>;

/** The report as a PDF file (application/pdf; the bytes, not JSON). */
export const reportPdfReplySchema = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ description: 'The report as a PDF (application/pdf)' });

/** The PDF's file name: report-{period}-{YYYY-MM-DD}.pdf (the CSV's, with .pdf). */
export const reportFileName = (report: Pick<ReportReply, 'period' | 'generatedAt'>, ext: string) =>
  `report-${report.period}-${report.generatedAt.slice(0, 10)}.${ext}`;

/** Growth of `last` over `previous`, %, rounded to one decimal; null without a base month. */
export function growthRate(last: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((last - previous) / previous) * 1000) / 10;
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // Quote what needs it, and neutralise spreadsheet formulas (=, +, -, @ at the start).
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The report as CSV: the summary, then the months, then the top services. */
export function reportToCsv(report: ReportReply, siteName: string): string {
  const rows: (string | number | null)[][] = [
    [`${siteName} report`, REPORT_PERIOD_LABELS[report.period]],
    ['From', report.from],
    ['Generated', report.generatedAt],
    [],
    ['Growth Rate (%)', report.growthRate],
    ['Active Users', report.activeUsers],
    ['Service Requests', report.serviceRequests],
    ...PAYMENT_CURRENCIES.map((c) => [
      `Total Revenue (${c})`,
      toDecimalString(report.totalRevenue[c]),
    ]),
    [],
    ['Month', 'New Users', 'Service Requests', ...PAYMENT_CURRENCIES.map((c) => `Revenue (${c})`)],
    ...report.months.map((m) => [
      m.month,
      m.newUsers,
      m.requests,
      ...PAYMENT_CURRENCIES.map((c) => toDecimalString(m.revenue[c])),
    ]),
    [],
    ['Top Services', 'Requests'],
    ...report.topServices.map((s) => [s.serviceName, s.requests]),
  ];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
