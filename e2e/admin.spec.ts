import { checkA11y, expect, newUser, signIn, signInAs, test } from './fixtures';
import { ApiActor, registerViaApi } from './discovery-helpers';

const SUSPENDED = 'Your account has been suspended. Please contact support@petmitra.in.';

test.describe('admin console', () => {
  test('the admin suspends a provider: signed out, refused at sign-in, services gone from search; then reactivates', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.slow();
    // A provider of this test's own, with one service that search finds.
    const details = { ...newUser(), name: `Kiran Rao ${Date.now().toString(36)}` };
    const actor = await ApiActor.standalone(playwright.request, baseURL!);
    const provider = await registerViaApi(actor, 'service_provider', details);
    const serviceName = `Suspense Grooming ${Date.now().toString(36)}`;
    await actor.call(
      'POST',
      '/api/services',
      {
        category: 'grooming',
        name: serviceName,
        petTypesAccepted: ['dog'],
        homeServiceAvailable: true,
        charges: [{ description: 'Bath', amount: 50_000 }],
      },
      201,
    );
    const found = async () => {
      const reply = await page.request.get(
        `/api/search/services?${new URLSearchParams({ q: serviceName }).toString()}`,
      );
      return ((await reply.json()) as { services: unknown[] }).services.length;
    };
    expect(await found()).toBe(1);

    // The provider is signed in in a browser of their own.
    const providerContext = await browser.newContext();
    const providerPage = await providerContext.newPage();
    await signIn(providerPage, details.email, details.password);
    await expect(providerPage).toHaveURL('/provider-home');

    await signInAs(page, 'superAdmin');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'User Management' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await checkA11y(page);
    await page.getByLabel('Search users').fill(details.email.toUpperCase());
    const row = page.getByRole('row').filter({ hasText: details.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(`ID: ${provider.id.slice(0, 8)}`)).toBeVisible();

    await row.getByRole('button', { name: `View ${details.name}` }).click();
    const view = page.getByRole('dialog', { name: details.name });
    await expect(view.getByText('Services')).toBeVisible();
    // They followed the link in their verification email when they registered.
    await expect(view.getByText(/^Email verified \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await expect(row.getByText('Email not verified')).toHaveCount(0);
    await checkA11y(page, 'user view');
    await view.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Suspend ${details.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(
      page.getByText('User suspended. They have been signed out everywhere.'),
    ).toBeVisible();
    await expect(row.getByText('Suspended')).toBeVisible();
    expect(await found()).toBe(0);

    // The provider's open page loses its session at the next request, and sign-in says why.
    await providerPage.reload();
    await expect(providerPage).toHaveURL(/\/login/);
    await signIn(providerPage, details.email, details.password);
    await expect(providerPage.getByRole('alert').filter({ hasText: SUSPENDED })).toBeVisible();
    await providerContext.close();

    await row.getByRole('button', { name: `Reactivate ${details.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reactivate', exact: true }).click();
    await expect(page.getByText('User reactivated. They can sign in again.')).toBeVisible();
    expect(await found()).toBe(1);
    await actor.dispose();
  });

  test('a search that matches nobody shows the empty state', async ({ page }) => {
    await signInAs(page, 'superAdmin');
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill('nobody-matches-this-zzz');
    await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible();
    await checkA11y(page);
  });
});

test('the admin runs the database diagnostics', async ({ page }) => {
  await signInAs(page, 'superAdmin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Database Diagnostics' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Database Diagnostics' })).toBeVisible();
  await page.getByRole('button', { name: 'Run Diagnostics' }).click();
  await expect(page.getByRole('status').filter({ hasText: /passed/ })).toBeVisible();
  await expect(page.getByText(/^All \d+ migrations applied\.$/)).toBeVisible();
  await expect(
    page.getByText('Read 3 users.').or(page.getByText(/^Read \d users\.$/)),
  ).toBeVisible();
  await checkA11y(page);
});

test('the admin reads analytics and exports the report as CSV and PDF for the chosen period', async ({
  page,
}) => {
  await signInAs(page, 'superAdmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
  await expect(page.getByText(/^Last updated:/)).toBeVisible();
  // Revenue per currency by the money rule, and the running plans, as the server counts them.
  const analytics = (await (await page.request.get('/api/admin/analytics')).json()) as {
    revenue: { currency: string; total: number }[];
    activeSubscriptions: { total: number };
  };
  await expect(page.getByRole('heading', { name: 'Active Subscriptions' })).toBeVisible();
  const revenue = page.getByRole('table', { name: 'Net of refunds, per currency' });
  for (const r of analytics.revenue) {
    const total =
      r.currency === 'INR'
        ? `₹${Math.round(r.total / 100).toLocaleString('en-IN')}`
        : `$${(r.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await expect(revenue.getByRole('row', { name: new RegExp(`^${r.currency} `) })).toContainText(
      total,
    );
  }
  if (analytics.revenue.length === 0)
    await expect(page.getByText('No payments yet.')).toBeVisible();
  await checkA11y(page);

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Period' }).click();
  // The CSV is written from the report the page loaded: read that reply (other tests running
  // beside this one keep adding users and requests, so a second request could count more).
  const report = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/admin/reports' &&
      new URL(response.url()).searchParams.get('period') === '3months',
  );
  await page.getByRole('option', { name: 'Last 3 months' }).click();
  await expect(page.getByText('User growth per month')).toBeVisible();
  await checkA11y(page);

  const expected = (await (await report).json()) as {
    serviceRequests: number;
    activeUsers: number;
    totalRevenue: { INR: number; USD: number };
    months: {
      month: string;
      newUsers: number;
      requests: number;
      revenue: { INR: number; USD: number };
    }[];
  };
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^report-3months-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await import('node:fs')).readFileSync(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('PetMitra report,Last 3 months');
  expect(lines).toContain(`Service Requests,${expected.serviceRequests}`);
  expect(lines).toContain(`Active Users,${expected.activeUsers}`);
  const decimal = (minor: number) => (minor / 100).toFixed(2);
  expect(lines).toContain(`Total Revenue (INR),${decimal(expected.totalRevenue.INR)}`);
  expect(lines).toContain(`Total Revenue (USD),${decimal(expected.totalRevenue.USD)}`);
  for (const m of expected.months)
    expect(lines).toContain(
      `${m.month},${m.newUsers},${m.requests},${decimal(m.revenue.INR)},${decimal(m.revenue.USD)}`,
    );

  // The PDF of the same period, written by the server (its figures are checked in the API test).
  const pdfPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export PDF' }).click();
  const pdfDownload = await pdfPromise;
  expect(pdfDownload.suggestedFilename()).toMatch(/^report-3months-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = (await import('node:fs')).readFileSync(await pdfDownload.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { PDFDocument } = await import('pdf-lib');
  const parsed = await PDFDocument.load(pdf);
  expect(parsed.getTitle()).toBe('PetMitra report - Last 3 months');
  expect(parsed.getPageCount()).toBeGreaterThanOrEqual(1);
});
