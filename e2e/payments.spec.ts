import type { Cookie, Page } from '@playwright/test';
import { checkA11y, expect, newUser, register, test, toast } from './fixtures';
import { randomTag, resumeSession, saveSession, tomorrowInIndia } from './marketplace-helpers';

/**
 * Money in the browser (issue 10), on the embedded default's sandbox gateway: a new pet parent
 * uses the month's free request, is asked for the ₹45 fee on the next one, pays it through the
 * Razorpay sandbox checkout, and the request is posted; the payment and its invoice are in
 * Payment History, and a refund within 24 hours keeps the gateway's fee.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000, retries: 0 });

const parent = { ...newUser(), name: 'Ishaan Mehta' };
const petName = `Pepper ${randomTag()}`;
const petLabel = `${petName} (Dog)`;
let session: Cookie[] = [];

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function fillRequest(page: Page, description: string, time: string) {
  await page.getByLabel('Service Type').selectOption({ label: 'Pet Grooming' });
  await page.getByLabel('Pet', { exact: true }).selectOption({ label: petLabel });
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByRole('textbox', { name: 'Country' }).fill('India');
  await page.getByLabel('Date').fill(tomorrowInIndia());
  await page.getByLabel('Time').fill(time);
}

test('a guest sees the plans in rupees and is asked to sign in to buy', async ({ page }) => {
  await page.goto('/subscription');
  await expect(heading(page, 'Subscription Plans')).toBeVisible();
  await expect(page.getByText('Sign in to choose a plan.')).toBeVisible();
  await expect(page.getByText('₹125')).toBeVisible();
  await expect(page.getByText('₹1,250')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to subscribe' })).toHaveCount(2);
  await checkA11y(page);
});

test('a new pet parent uses the free request of the month', async ({ page }) => {
  await register(page, parent, 'Pet Parent');
  await expect(page).toHaveURL('/owner-home');
  session = await saveSession(page);
  await page.goto('/add-pet');
  await page.getByLabel('Pet Name').fill(petName);
  await page.getByLabel('Pet Type').selectOption({ label: 'Dog' });
  await page.getByLabel('Weight (kg)').fill('9');
  await page.getByRole('button', { name: 'Add Pet', exact: true }).click();
  await expect(page).toHaveURL('/my-pets');

  await page.goto('/request-service');
  await fillRequest(page, `Grooming for ${petName}, the free one.`, '10:00');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page).toHaveURL('/my-service-requests');
});

test('the next request asks for ₹45, is paid in the sandbox and is posted', async ({ page }) => {
  await resumeSession(page, session);
  await page.goto('/request-service');
  await expect(heading(page, 'Request a Service')).toBeVisible();
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'Your free request this month is used' });
  await expect(notice).toContainText('Each extra request costs ₹45');
  await expect(notice).toContainText('sandbox: no real money moves');
  await checkA11y(page);

  const paidDescription = `A second grooming for ${petName}, paid per use.`;
  await fillRequest(page, paidDescription, '15:30');
  await page.getByRole('button', { name: 'Pay ₹45 and Submit' }).click();

  await expect(page).toHaveURL(/\/payment\/sandbox\?gateway=razorpay/);
  await expect(heading(page, 'Razorpay Sandbox Checkout')).toBeVisible();
  await expect(page.getByText('No real money moves')).toBeVisible();
  await expect(page.getByText('₹45', { exact: true })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Pay successfully' }).click();

  await expect(page).toHaveURL(/\/payment\/success\?/);
  await expect(heading(page, 'Payment Successful!')).toBeVisible();
  await expect(page.getByText('Your service request has been posted.')).toContainText('Thank you');
  await expect(page.getByText(/^Payment ID: pay_/)).toBeVisible();
  await expect(page.getByText(/^Invoice: PM-\d{4}-\d{6}$/)).toBeVisible();
  await checkA11y(page);

  await page.getByRole('link', { name: 'View Request' }).click();
  await expect(heading(page, 'Pet Grooming')).toBeVisible();
  await expect(page.getByText(paidDescription)).toBeVisible();

  await page.goto('/my-service-requests');
  await expect(
    page.getByRole('region', { name: 'Your requests' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(2);
});

test('the payment and its invoice are in Payment History; a refund keeps the gateway fee', async ({
  page,
}) => {
  await resumeSession(page, session);
  await page.goto('/payment-history');
  await expect(heading(page, 'Payment History')).toBeVisible();
  const payment = page.getByRole('article', {
    name: 'Per-use fee: 1 service request (Pet Grooming)',
  });
  await expect(payment.getByText('₹45', { exact: true })).toBeVisible();
  await expect(payment.getByText('completed')).toBeVisible();
  await expect(payment.getByText(/^Transaction: pay_/)).toBeVisible();
  await checkA11y(page);

  const invoiceLink = payment.getByRole('link', { name: /^Invoice PM-/ });
  const download = page.waitForEvent('download');
  await invoiceLink.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^PM-\d{4}-\d{6}\.pdf$/);

  await payment.getByRole('button', { name: 'Request Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Refund' });
  await expect(dialog.getByText('- ₹1.06')).toBeVisible();
  await expect(dialog.getByText('₹43.94')).toBeVisible();
  await checkA11y(page, '/payment-history (refund)');
  await dialog.getByRole('button', { name: 'Request Refund' }).click();
  await expect(toast(page, 'Refund processed')).toContainText(
    '₹43.94 refunded (gateway charges of ₹1.06 retained)',
  );
  await expect(payment.getByText('refunded', { exact: true })).toBeVisible();
  await expect(payment.getByText('Refund processed', { exact: true })).toBeVisible();
});
