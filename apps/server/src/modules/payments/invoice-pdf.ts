import { SITE } from '@petmitra/core/settings';
import { toDecimalString } from '@petmitra/core/payments/pricing';
import type { PaymentRow } from './repository';

/** GST on PetMitra's fees in India: 18%, included in the price. */
export const GST_RATE_PERCENT = 18;

export interface InvoiceInput {
  payment: PaymentRow;
  customer: { name: string; email: string; country: string | null };
  siteName: string;
  supportEmail: string;
}

/** PDF's standard fonts speak WinAnsi: keep text to printable ASCII (no ₹ glyph there). */
const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');
const pdfString = (text: string) => `(${ascii(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;
const money = (amount: number, currency: string) => `${currency} ${toDecimalString(amount)}`;

/** The GST inside an INR amount (tax-inclusive price): amount × 18 / 118, to the paisa. */
export function gstIncluded(amount: number): number {
  return Math.round((amount * GST_RATE_PERCENT) / (100 + GST_RATE_PERCENT));
}

/**
 * A one-page invoice as a PDF (1.4, Helvetica), written directly: a few text lines and rules
 * need no PDF library. Numbered (PM-YYYY-NNNNNN, gapless per year), dated, with the company
 * details from the settings module and GST where it applies (INR payments in India).
 */
export function invoicePdf(input: InvoiceInput): Buffer {
  const p = input.payment;
  const date = (p.paidAt ?? p.createdAt).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  const ops: string[] = [];
  const text = (x: number, y: number, size: number, value: string, bold = false) =>
    ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td ${pdfString(value)} Tj ET`);
  const rule = (y: number) => ops.push(`0.8 w 50 ${y} m 545 ${y} l S`);

  text(50, 790, 22, input.siteName, true);
  text(50, 770, 9, SITE.legalName);
  text(50, 758, 9, SITE.addressLine);
  text(50, 746, 9, `${input.supportEmail}  |  ${SITE.supportPhone}`);
  text(400, 790, 16, p.status === 'refunded' ? 'INVOICE (REFUNDED)' : 'INVOICE', true);
  text(400, 770, 10, `Invoice no: ${p.invoiceNumber ?? ''}`);
  text(400, 756, 10, `Date: ${date}`);
  rule(730);
  text(50, 710, 10, 'Billed to', true);
  text(50, 695, 10, input.customer.name);
  text(50, 681, 10, input.customer.email);
  if (input.customer.country) text(50, 667, 10, input.customer.country);
  text(330, 710, 10, 'Payment', true);
  text(
    330,
    695,
    10,
    `Gateway: ${p.gateway === 'razorpay' ? 'Razorpay' : 'PayPal'}${p.mode === 'sandbox' ? ' (sandbox)' : ''}`,
  );
  text(330, 681, 10, `Transaction: ${p.transactionId ?? ''}`);
  text(330, 667, 10, `Order: ${p.orderId ?? ''}`);
  rule(645);
  text(50, 628, 10, 'Description', true);
  text(450, 628, 10, 'Amount', true);
  rule(620);
  text(50, 603, 10, p.description);
  text(450, 603, 10, money(p.amount, p.currency));
  rule(590);
  let y = 570;
  if (p.currency === 'INR') {
    const gst = gstIncluded(p.amount);
    text(300, y, 10, 'Taxable value');
    text(450, y, 10, money(p.amount - gst, p.currency));
    y -= 16;
    text(300, y, 10, `GST @ ${GST_RATE_PERCENT}% (included)`);
    text(450, y, 10, money(gst, p.currency));
    y -= 16;
  } else {
    text(300, y, 10, 'GST: not applicable (export of service)');
    y -= 16;
  }
  text(300, y - 4, 12, 'Total paid', true);
  text(450, y - 4, 12, money(p.amount, p.currency), true);
  if (p.status === 'refunded') {
    const refunded = Number((p.metadata as { refunded_amount?: number }).refunded_amount ?? 0);
    text(300, y - 24, 10, 'Refunded');
    text(450, y - 24, 10, `- ${money(refunded, p.currency)}`);
  }
  text(
    50,
    120,
    9,
    `Service fees between pet parents and providers are paid directly and are not part of this invoice.`,
  );
  text(50, 106, 9, `Questions about this invoice: ${input.supportEmail}`);
  if (p.mode === 'sandbox') text(50, 92, 9, 'Sandbox payment: no real money moved.');

  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(`Invoice ${p.invoiceNumber ?? ''}`)} /Producer ${pdfString(input.siteName)} >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
