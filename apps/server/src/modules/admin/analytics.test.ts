import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ByCurrency } from '@petmitra/core/admin/reports';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../../test/app';
import { addPet, createUser, postRequest, requestInput, signUp } from '../../../test/factories';
import { pdfMoney } from './report-pdf';
import { adminTestApp, buyAt, refund } from './testing';

let t: TestApp;
let admin: TestClient;
let base: string;
beforeAll(async () => {
  ({ t, base, admin } = await adminTestApp());
});
afterAll(async () => {
  await t.close();
});

const monthsAgo = (n: number) => {
  const d = new Date();
  return `${new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 15)).toISOString()}`;
};
const monthKey = (n: number) => monthsAgo(n).slice(0, 7);

async function backdate(userId: string, months: number) {
  await t.ctx.db.execute(
    sql`UPDATE users SET created_at = ${monthsAgo(months)}::timestamptz WHERE id = ${userId}`,
  );
}

describe('analytics', () => {
  it('counts from SQL, the request trend, and recent activity (3 requests, 2 registrations)', async () => {
    const before = (await admin.get('/api/admin/analytics')).json();
    // One free request a month per parent: four parents.
    for (let i = 0; i < 4; i++) {
      const parent = t.client();
      await signUp(parent, { name: `Anita Rao ${i}` });
      await postRequest(parent, (await addPet(parent)).id);
    }
    await signUp(t.client(), { role: 'service_provider', name: 'Vikram Das' });

    const res = await admin.get('/api/admin/analytics');
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.petParents).toBe(before.petParents + 4);
    expect(after.providers).toBe(before.providers + 1);
    expect(after.requests).toBe(before.requests + 4);
    expect(after.requestsByMonth).toHaveLength(6);
    expect(after.requestsByMonth.at(-1).month).toBe(monthKey(0));
    expect(after.requestsByMonth.at(-1).count).toBe(before.requestsByMonth.at(-1).count + 4);
    const kinds = after.recentActivity.map((a: { type: string }) => a.type).sort();
    expect(kinds).toEqual(['registration', 'registration', 'request', 'request', 'request']);
    expect(after.recentActivity.map((a: { description: string }) => a.description)).toContain(
      'Vikram Das joined as Service Provider',
    );
    expect(after.recentActivity[0].timestamp >= after.recentActivity[4].timestamp).toBe(true);
  });
});

const buy = (client: TestClient, body: Record<string, unknown>) => buyAt(base, client, body);

describe('revenue and subscriptions', () => {
  it('sums completed payments per currency net of refunds, and counts running plans', async () => {
    const before = (await admin.get('/api/admin/analytics')).json();
    const report = async (period: string) =>
      (await admin.get(`/api/admin/reports?period=${period}`)).json();
    const reportsBefore = { m3: await report('3months'), m6: await report('6months') };
    const zero = { monthlyPlans: 0, annualPlans: 0, perUse: 0, total: 0 };
    const was = (currency: string) =>
      before.revenue.find((r: { currency: string }) => r.currency === currency) ?? zero;

    // India (Razorpay, INR): a Monthly Plan, and a per-use fee refunded less the gateway's fee.
    const parent = t.client();
    await signUp(parent);
    const pet = await addPet(parent);
    await postRequest(parent, pet.id);
    const fee = await buy(parent, {
      product: 'request_fee',
      request: requestInput(pet.id, { description: 'Second grooming this month, paid' }),
    });
    const feeRefund = await refund(parent, fee.id);
    const monthlyInr = await buy(parent, { product: 'plan_monthly' });
    // Started and never paid: not revenue.
    await parent.post('/api/payments/checkout', {
      product: 'plan_annual',
      idempotencyKey: `key-${randomUUID()}`,
    });

    // Abroad (PayPal, USD): an Annual Plan, and a Monthly Plan refunded (its plan ends).
    const abroad = t.client();
    await signUp(abroad, { role: 'service_provider' });
    const annualUsd = await buy(abroad, { product: 'plan_annual', country: 'US' });
    const other = t.client();
    await signUp(other, { role: 'service_provider' });
    const monthlyUsd = await buy(other, { product: 'plan_monthly', country: 'US' });
    const usdRefund = await refund(other, monthlyUsd.id);

    expect([fee.currency, monthlyInr.currency, annualUsd.currency]).toEqual(['INR', 'INR', 'USD']);
    expect(feeRefund.refundAmount).toBeLessThan(fee.amount);

    const after = (await admin.get('/api/admin/analytics')).json();
    const inr = after.revenue.find((r: { currency: string }) => r.currency === 'INR');
    const usd = after.revenue.find((r: { currency: string }) => r.currency === 'USD');
    const feeNet = fee.amount - feeRefund.refundAmount;
    const usdMonthlyNet = monthlyUsd.amount - usdRefund.refundAmount;
    expect(inr).toEqual({
      currency: 'INR',
      monthlyPlans: was('INR').monthlyPlans + 12_500,
      annualPlans: was('INR').annualPlans,
      perUse: was('INR').perUse + feeNet,
      total: was('INR').total + 12_500 + feeNet,
    });
    expect(usd).toEqual({
      currency: 'USD',
      monthlyPlans: was('USD').monthlyPlans + usdMonthlyNet,
      annualPlans: was('USD').annualPlans + 1500,
      perUse: was('USD').perUse,
      total: was('USD').total + 1500 + usdMonthlyNet,
    });
    // The refunded plan ended with its refund: one monthly (INR) and one annual (USD) run.
    expect(after.activeSubscriptions).toEqual({
      monthly: before.activeSubscriptions.monthly + 1,
      annual: before.activeSubscriptions.annual + 1,
      total: before.activeSubscriptions.total + 2,
    });

    // The report counts the same net revenue in its period, in the month paid.
    const m3 = await report('3months');
    const thisMonth = (r: typeof m3) => r.months.at(-1).revenue;
    const addedInr = 12_500 + feeNet;
    const addedUsd = 1500 + usdMonthlyNet;
    expect(m3.totalRevenue).toEqual({
      INR: reportsBefore.m3.totalRevenue.INR + addedInr,
      USD: reportsBefore.m3.totalRevenue.USD + addedUsd,
    });
    expect(thisMonth(m3)).toEqual({
      INR: thisMonth(reportsBefore.m3).INR + addedInr,
      USD: thisMonth(reportsBefore.m3).USD + addedUsd,
    });
    // Paid five months ago: in the 6-month report (that month), not in the 3-month one.
    await t.ctx.db.execute(
      sql`UPDATE payments SET paid_at = ${monthsAgo(5)}::timestamptz WHERE id = ${annualUsd.id}`,
    );
    const moved = { m3: await report('3months'), m6: await report('6months') };
    expect(moved.m3.totalRevenue.USD).toBe(reportsBefore.m3.totalRevenue.USD + usdMonthlyNet);
    expect(moved.m6.totalRevenue.USD).toBe(reportsBefore.m6.totalRevenue.USD + addedUsd);
    expect(moved.m6.months[0]).toMatchObject({ month: monthKey(5) });
    expect(moved.m6.months[0].revenue.USD).toBe(reportsBefore.m6.months[0].revenue.USD + 1500);

    // A plan past its end date no longer counts, even before the expiry job runs.
    await t.ctx.db.execute(
      sql`UPDATE subscriptions SET subscription_end_date = now() - interval '1 minute'
           WHERE payment_id = ${annualUsd.id}`,
    );
    const later = (await admin.get('/api/admin/analytics')).json();
    expect(later.activeSubscriptions.annual).toBe(before.activeSubscriptions.annual);
  });
});

describe('reports', () => {
  it('refuses a bad period with 400', async () => {
    expect((await admin.get('/api/admin/reports?period=2weeks')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/reports')).statusCode).toBe(400);
  });

  it('applies the period to every figure; growth is last month against the previous', async () => {
    const get = async (period: string) =>
      (await admin.get(`/api/admin/reports?period=${period}`)).json();
    const before = { m3: await get('3months'), m6: await get('6months'), all: await get('all') };

    // 3 users who joined last month, 2 the month before, 1 five months ago (with a request).
    const made: string[] = [];
    for (const months of [1, 1, 1, 2, 2]) {
      const u = await createUser(t.ctx, 'pet_parent');
      await backdate(u.id, months);
      made.push(u.id);
    }
    const old = t.client();
    const { user } = await signUp(old);
    const pet = await addPet(old);
    await postRequest(old, pet.id, { serviceName: 'Pet Taxi' });
    await backdate(user.id, 5);
    await t.ctx.db.execute(
      sql`UPDATE service_requests SET created_at = ${monthsAgo(5)}::timestamptz WHERE requester_id = ${user.id}`,
    );
    await t.ctx.db.execute(sql`DELETE FROM sessions WHERE user_id = ${user.id}`);
    await t.ctx.db.execute(
      sql`UPDATE pets SET created_at = ${monthsAgo(5)}::timestamptz WHERE owner_id = ${user.id}`,
    );

    const m3 = await get('3months');
    const m6 = await get('6months');
    expect(m3.months.map((m: { month: string }) => m.month)).toEqual([
      monthKey(2),
      monthKey(1),
      monthKey(0),
    ]);
    expect(m6.months).toHaveLength(6);
    const newUsers = (r: typeof m3, key: string) =>
      r.months.find((m: { month: string }) => m.month === key).newUsers;
    expect(newUsers(m3, monthKey(1))).toBe(newUsers(before.m3, monthKey(1)) + 3);
    expect(newUsers(m3, monthKey(2))).toBe(newUsers(before.m3, monthKey(2)) + 2);
    expect(newUsers(m6, monthKey(5))).toBe(newUsers(before.m6, monthKey(5)) + 1);
    // The request five months ago counts in 6 months and all time, not in 3 months.
    expect(m3.serviceRequests).toBe(before.m3.serviceRequests);
    expect(m6.serviceRequests).toBe(before.m6.serviceRequests + 1);
    expect(m6.topServices).toContainEqual({
      serviceName: 'Pet Taxi',
      requests: expect.any(Number),
    });
    expect(m3.topServices.length).toBeLessThanOrEqual(5);
    // The old user acted only five months ago: active in 6 months, not in 3.
    expect(m3.activeUsers).toBe(before.m3.activeUsers);
    expect(m6.activeUsers).toBe(before.m6.activeUsers + 1);

    const last = newUsers(m3, monthKey(1));
    const previous = newUsers(m3, monthKey(2));
    expect(m3.growthRate).toBe(Math.round(((last - previous) / previous) * 1000) / 10);
    expect((await get('all')).months.length).toBeGreaterThanOrEqual(6);
  });
});

/** The text a PDF draws, string by string, read back with a PDF parser (pdf-lib). */
async function pdfStrings(bytes: Buffer): Promise<{ pages: number; strings: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const strings: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
        strings.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
    }
  }
  return { pages: doc.getPageCount(), strings };
}

describe('reports as PDF', () => {
  it('refuses a bad period with 400', async () => {
    expect((await admin.get('/api/admin/reports/pdf?period=2weeks')).statusCode).toBe(400);
  });

  it('is a PDF of the period with its summary, months, charts and top services', async () => {
    const parent = t.client();
    await signUp(parent);
    await postRequest(parent, (await addPet(parent)).id, { serviceName: 'Pet Taxi' });

    const report = (await admin.get('/api/admin/reports?period=6months')).json();
    const res = await admin.get('/api/admin/reports/pdf?period=6months');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="report-6months-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const { pages, strings } = await pdfStrings(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(strings).toContain('PetMitra report');
    expect(strings).toContain(`Last 6 months - from ${report.from}`);
    const after = (label: string) => strings[strings.indexOf(label) + 1];
    expect(after('Active Users')).toBe(String(report.activeUsers));
    expect(after('Service Requests')).toBe(String(report.serviceRequests));
    expect(after('Growth Rate')).toBe(
      report.growthRate === null ? '-' : `${report.growthRate.toFixed(1)}%`,
    );
    expect(after('Total Revenue (INR)')).toBe(pdfMoney(report.totalRevenue.INR, 'INR'));
    expect(after('Total Revenue (USD)')).toBe(pdfMoney(report.totalRevenue.USD, 'USD'));
    // Each month in the four charts and in the table: month, new users, requests, revenue.
    type Month = { month: string; newUsers: number; requests: number; revenue: ByCurrency };
    for (const m of report.months as Month[]) {
      const at = strings.lastIndexOf(m.month);
      expect(strings.slice(at, at + 5)).toEqual([
        m.month,
        String(m.newUsers),
        String(m.requests),
        pdfMoney(m.revenue.INR, 'INR'),
        pdfMoney(m.revenue.USD, 'USD'),
      ]);
      expect(strings.filter((x) => x === m.month)).toHaveLength(5);
    }
    expect(report.topServices.length).toBeGreaterThan(0);
    report.topServices.forEach((s: { serviceName: string; requests: number }, i: number) => {
      const at = strings.indexOf(`${i + 1}. ${s.serviceName}`);
      expect(at).toBeGreaterThan(-1);
      expect(strings[at + 1]).toBe(`${s.requests} requests`);
    });
  });
});
