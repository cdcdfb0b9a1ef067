import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { REPORT_PERIOD_LABELS, type ReportReply } from '@petmitra/core/admin/reports';
import { formatMoney, PAYMENT_CURRENCIES } from '@petmitra/core/payments/pricing';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const TEAL = rgb(0.06, 0.46, 0.43);
const GREY = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.9, 0.91, 0.92);

/** The standard fonts speak WinAnsi: anything else (emoji, Devanagari) becomes '?'. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** The one money rule, with the currency's code for its symbol (no ₹ in WinAnsi). */
export const pdfMoney = (amount: number, currency: string) =>
  formatMoney(amount, currency).replace(/^₹/, 'INR ').replace(/^\$/, 'USD ');

/**
 * The report of a period as a PDF (pdf-lib, Helvetica): the summary figures, the user growth,
 * service requests and revenue per month as bar charts and as a table, and the top services. The
 * same figures as the Reports page and the CSV, computed by the server for the period.
 */
export async function reportPdf(report: ReportReply, siteName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${winAnsi(siteName)} report - ${REPORT_PERIOD_LABELS[report.period]}`);
  doc.setCreator(winAnsi(siteName));
  doc.setCreationDate(new Date(report.generatedAt));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const right = A4.width - MARGIN;

  const newPage = () => {
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  /** Room for `height` more points on this page, else a new page. */
  const need = (height: number) => {
    if (y - height < MARGIN) newPage();
  };
  const text = (
    value: string,
    x: number,
    size = 10,
    font: PDFFont = regular,
    color = rgb(0.12, 0.16, 0.22),
  ) => page.drawText(winAnsi(value), { x, y, size, font, color });
  const textRight = (value: string, xRight: number, size = 10, font: PDFFont = regular) =>
    text(value, xRight - font.widthOfTextAtSize(winAnsi(value), size), size, font);
  const heading = (value: string) => {
    need(40);
    y -= 26;
    text(value, MARGIN, 14, bold, TEAL);
    y -= 8;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, color: RULE, thickness: 1 });
    y -= 16;
  };

  // Title
  text(`${siteName} report`, MARGIN, 20, bold, TEAL);
  y -= 20;
  text(`${REPORT_PERIOD_LABELS[report.period]} - from ${report.from}`, MARGIN, 11, regular, GREY);
  y -= 14;
  text(`Generated ${report.generatedAt}`, MARGIN, 9, regular, GREY);

  heading('Summary');
  const summary: [string, string][] = [
    ['Growth Rate', report.growthRate === null ? '-' : `${report.growthRate.toFixed(1)}%`],
    ['Active Users', String(report.activeUsers)],
    ['Service Requests', String(report.serviceRequests)],
    ...PAYMENT_CURRENCIES.map((c): [string, string] => [
      `Total Revenue (${c})`,
      pdfMoney(report.totalRevenue[c], c),
    ]),
  ];
  for (const [label, value] of summary) {
    need(16);
    text(label, MARGIN, 11);
    textRight(value, MARGIN + 260, 11, bold);
    y -= 16;
  }

  /** One horizontal bar per month, scaled to the largest value. */
  const chart = (
    title: string,
    rows: { month: string; value: number }[],
    format: (value: number) => string = String,
  ) => {
    heading(title);
    const max = Math.max(1, ...rows.map((r) => r.value));
    const barX = MARGIN + 60;
    const barWidth = right - barX - 50;
    for (const row of rows) {
      need(16);
      text(row.month, MARGIN, 9);
      page.drawRectangle({ x: barX, y: y - 2, width: barWidth, height: 10, color: RULE });
      if (row.value > 0)
        page.drawRectangle({
          x: barX,
          y: y - 2,
          width: Math.max(1, (row.value / max) * barWidth),
          height: 10,
          color: TEAL,
        });
      textRight(format(row.value), right, 9, bold);
      y -= 16;
    }
  };
  chart(
    'User growth per month',
    report.months.map((m) => ({ month: m.month, value: m.newUsers })),
  );
  chart(
    'Service requests per month',
    report.months.map((m) => ({ month: m.month, value: m.requests })),
  );

  for (const c of PAYMENT_CURRENCIES)
    chart(
      `Revenue per month (${c})`,
      report.months.map((m) => ({ month: m.month, value: m.revenue[c] })),
      (value) => pdfMoney(value, c),
    );

  heading('Months');
  const columns = [MARGIN, MARGIN + 150, MARGIN + 260, MARGIN + 380, right];
  const tableHeader = () => {
    text('Month', columns[0]!, 10, bold);
    textRight('New Users', columns[1]!, 10, bold);
    textRight('Service Requests', columns[2]!, 10, bold);
    PAYMENT_CURRENCIES.forEach((c, i) => textRight(`Revenue (${c})`, columns[3 + i]!, 10, bold));
    y -= 15;
  };
  tableHeader();
  for (const m of report.months) {
    if (y - 14 < MARGIN) {
      newPage();
      tableHeader();
    }
    text(m.month, columns[0]!);
    textRight(String(m.newUsers), columns[1]!);
    textRight(String(m.requests), columns[2]!);
    PAYMENT_CURRENCIES.forEach((c, i) => textRight(pdfMoney(m.revenue[c], c), columns[3 + i]!));
    y -= 14;
  }

  heading('Top Services');
  if (report.topServices.length === 0) text('No service requests in this period.', MARGIN);
  report.topServices.forEach((s, i) => {
    need(14);
    text(`${i + 1}. ${s.serviceName}`, MARGIN);
    textRight(`${s.requests} requests`, MARGIN + 330);
    y -= 14;
  });

  return doc.save();
}
