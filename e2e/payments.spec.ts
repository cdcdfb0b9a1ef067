import type { Cookie, Page } from '@playwright/test';
import { ApiActor, registerViaApi } from './discovery-helpers';
import { checkA11y, expect, latestEmailText, newUser, register, test, toast } from './fixtures';
import { randomTag, resumeSession, saveSession, tomorrowInIndia } from './marketplace-helpers';

/**
 * Money in the browser (issue 10), on the embedded default's sandbox gateway: a new pet parent
 * uses the month's free request, is asked for the ₹45 fee on the next one, pays it through the
 * Razorpay sandbox checkout, and the request is posted; the payment and its invoice are in
 * Payment History, and a refund within 24 hours keeps the gateway's fee. A provider in the United
 * States subscribes monthly through the PayPal sandbox, gets the receipt by email, responds twice
 * with no fee and cancels, keeping the plan to its end date.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000, retries: 0 });

const parent = { ...newUser(), name: 'Ishaan Mehta' };
const petName = `Pepper ${randomTag()}`;
let session: Cookie[] = [];

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function fillRequest(page: Page, description: string, time: string, pet = petName) {
  await page.getByLabel('Service Type').selectOption({ label: 'Pet Grooming' });
  await page.getByLabel('Pet', { exact: true }).selectOption({ label: `${pet} (Dog)` });
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
  // The checkout is a page load (as a gateway's is), yet focus lands on its heading.
  await expect(heading(page, 'Razorpay Sandbox Checkout')).toBeFocused();
  await expect(page.getByText('No real money moves')).toBeVisible();
  await expect(page.getByText('₹45', { exact: true })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Pay successfully' }).click();

  await expect(page).toHaveURL(/\/payment\/success\?/);
  await expect(heading(page, 'Payment Successful!')).toBeFocused();
  await expect(page.getByText('Your service request has been posted.')).toContainText('Thank you');
  // The note that names the payment history leads there (the invoice is on it).
  await expect(page.getByRole('link', { name: 'payment history' })).toHaveAttribute(
    'href',
    '/payment-history',
  );
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
  // On a phone the amount and status stay at the top right, beside the description.
  await page.setViewportSize({ width: 390, height: 844 });
  const title = await payment.getByText('Per-use fee: 1 service request').boundingBox();
  const amount = await payment.getByText('₹45', { exact: true }).boundingBox();
  const card = await payment.boundingBox();
  expect(Math.abs(amount!.y - title!.y)).toBeLessThan(8);
  expect(card!.x + card!.width - (amount!.x + amount!.width)).toBeLessThan(40);

  const invoiceLink = payment.getByRole('link', { name: /^Invoice PM-/ });
  const download = page.waitForEvent('download');
  await invoiceLink.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^PM-\d{4}-\d{6}\.pdf$/);

  await payment.getByRole('button', { name: 'Request Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Refund' });
  await expect(dialog.getByText('- ₹1.06')).toBeVisible();
  await expect(dialog.getByText('₹43.94')).toBeVisible();
  // Each amount on its label's line, even on a phone.
  const label = await dialog.getByText('Gateway charges (not refundable)').boundingBox();
  const fee = await dialog.getByText('- ₹1.06').boundingBox();
  expect(Math.abs(fee!.y - label!.y)).toBeLessThan(4);
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkA11y(page, '/payment-history (refund)');
  await dialog.getByRole('button', { name: 'Request Refund' }).click();
  await expect(toast(page, 'Refund processed')).toContainText(
    '₹43.94 refunded (gateway charges of ₹1.06 retained)',
  );
  await expect(payment.getByText('refunded', { exact: true })).toBeVisible();
  await expect(payment.getByText('Refund processed', { exact: true })).toBeVisible();
});

test('a provider in the United States subscribes monthly through PayPal and responds twice', async ({
  page,
  playwright,
  baseURL,
}) => {
  const provider = { ...newUser(), name: 'Dana Whitfield' };
  await register(page, provider, 'Service Provider');
  await expect(page).toHaveURL('/provider-home');
  const me = ApiActor.forPage(page);
  // A groomer in New York: requests there reach them.
  await me.call('PATCH', '/api/profile', {
    name: provider.name,
    phone: `+91${provider.phone}`,
    city: 'New York',
    country: 'United States',
  });
  await me.call(
    'POST',
    '/api/services',
    {
      category: 'grooming',
      name: `Hudson Grooming ${randomTag()}`,
      petTypesAccepted: ['dog', 'cat'],
      homeServiceAvailable: true,
      charges: [{ description: 'Bath and trim', amount: 6_500 }],
    },
    201,
  );
  // The country selector's manual choice: prices in US dollars, payment through PayPal.
  await page.evaluate(() => localStorage.setItem('petmitra_country_override', 'US'));

  await page.goto('/subscription');
  await expect(heading(page, 'Subscription Plans')).toBeVisible();
  await expect(
    page.getByText(/paid through PayPal \(sandbox: no real money moves\)/),
  ).toBeVisible();
  const monthly = page.getByRole('article', { name: 'Monthly Plan' });
  await expect(monthly.getByText('$1.50')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Annual Plan' }).getByText('$15.00'),
  ).toBeVisible();
  await checkA11y(page);
  await monthly.getByRole('button', { name: 'Subscribe Now' }).click();

  await expect(page).toHaveURL(/\/payment\/sandbox\?gateway=paypal/);
  await expect(heading(page, 'PayPal Sandbox Checkout')).toBeFocused();
  await expect(page.getByText('$1.50', { exact: true })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Approve payment' }).click();

  // PayPal returns the payer with a redirect (a page load): focus is on the result's heading.
  await expect(page).toHaveURL(/\/payment\/success\?/);
  await expect(heading(page, 'Payment Successful!')).toBeFocused();
  await checkA11y(page);
  // The receipt, through the email outbox.
  await expect
    .poll(() => latestEmailText(baseURL!, provider.email, 'Your payment receipt'), {
      timeout: 30_000,
    })
    .toContain('$1.50');

  await page.goto('/subscription');
  await expect(page.getByText(/Current plan: Monthly Plan \(active until /)).toBeVisible();
  await expect(monthly.getByRole('button', { name: 'Current Plan' })).toBeDisabled();

  // Two requests from New York parents; the plan answers both with no fee.
  for (const petName of [`Maple ${randomTag()}`, `Juniper ${randomTag()}`]) {
    const parent = await ApiActor.standalone(playwright.request, baseURL!);
    await registerViaApi(parent, 'pet_parent');
    const { pet } = await parent.call<{ pet: { id: string } }>(
      'POST',
      '/api/pets',
      { name: petName, type: 'dog', weight: 14, vaccinationStatus: 'up_to_date' },
      201,
    );
    const { request } = await parent.call<{ request: { id: string } }>(
      'POST',
      '/api/requests',
      {
        serviceName: 'Pet Grooming',
        petId: pet.id,
        description: `A bath and a trim for ${petName} in Manhattan.`,
        neededOn: tomorrowInIndia(),
        neededAt: '11:00',
        budgetAmount: 8_000,
        place: { city: 'New York', country: 'United States' },
      },
      201,
    );
    await parent.dispose();

    await page.goto(`/request/${request.id}`);
    const respond = page.getByRole('region', { name: 'Respond to this request' });
    await expect(respond.getByText(/unlimited/i)).toBeVisible();
    await respond.getByLabel('Message').fill(`Happy to groom ${petName} tomorrow.`);
    await respond.getByLabel(/^Estimated Price/).fill('70');
    await respond.getByRole('button', { name: 'Send Response' }).click();
    await expect(toast(page, 'Response sent successfully!')).toBeVisible();
  }

  // Cancelling needs a reason, turns renewal off and keeps the plan to its end date.
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(dialog.getByText('Please provide a reason for cancellation')).toBeVisible();
  await expect(dialog.getByLabel('Reason for cancellation')).toBeFocused();
  await dialog.getByLabel('Reason for cancellation').fill('Quiet season');
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(dialog.getByText('Subscription cancelled')).toBeVisible();
  await checkA11y(page, '/subscription (cancelled)');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/Current plan: Monthly Plan \(active until .+\) — cancelled, will not renew/),
  ).toBeVisible();
});

test('a monthly plan ends: the reminder before, then the Free Plan and the per-use fee again', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const subscriber = { ...newUser(), name: 'Kavya Rao' };
  const me = ApiActor.forPage(page);
  await registerViaApi(me, 'pet_parent', subscriber);
  // Emails at once, whatever the hour (quiet hours would hold the reminder until 08:00).
  const settings = await me.call<Record<string, unknown>>('GET', '/api/notifications/settings');
  await me.call('PUT', '/api/notifications/settings', {
    ...settings,
    quietHours: { enabled: false, start: '22:00', end: '08:00' },
  });
  const dog = `Biscuit ${randomTag()}`;
  const { pet } = await me.call<{ pet: { id: string } }>(
    'POST',
    '/api/pets',
    { name: dog, type: 'dog', weight: 11, vaccinationStatus: 'up_to_date' },
    201,
  );
  const draft = (description: string) => ({
    serviceName: 'Pet Grooming',
    petId: pet.id,
    description,
    neededOn: tomorrowInIndia(),
    neededAt: '12:00',
    place: { city: 'Pune', country: 'India' },
  });
  await me.call('POST', '/api/requests', draft(`A bath for ${dog}, this month's free one.`), 201);

  // A monthly plan through the Razorpay sandbox.
  await page.goto('/subscription');
  await page
    .getByRole('article', { name: 'Monthly Plan' })
    .getByRole('button', { name: 'Subscribe Now' })
    .click();
  await expect(heading(page, 'Razorpay Sandbox Checkout')).toBeVisible();
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(heading(page, 'Payment Successful!')).toBeVisible();
  const { current } = await me.call<{ current: { endDate: string } }>('GET', '/api/subscription');
  const end = new Date(current.endDate);
  const endDay = end.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  const plansLine = page.getByText(/^Current plan: /);

  // The test clock (X-Test-Now): two days before the plan's end. The hourly reminder job runs
  // then, and the subscriber is told by email and in the app.
  const clock = async (at: Date) => {
    await page.setExtraHTTPHeaders({ 'x-test-now': at.toISOString() });
    return { 'x-test-now': at.toISOString() };
  };
  const twoDaysBefore = await clock(new Date(end.getTime() - 2 * 86_400_000));
  await me.call('POST', '/api/test-clock/jobs/subscriptions.remind', {}, 200, twoDaysBefore);
  await expect
    .poll(() => latestEmailText(baseURL!, subscriber.email, 'Your plan ends soon'), {
      timeout: 30_000,
    })
    .toContain(`Your Monthly Plan ends on ${endDay}`);
  await page.goto('/notifications');
  await expect(page.getByText('Subscription Ending Soon')).toBeVisible();
  await page.goto('/subscription');
  await expect(plansLine).toHaveText(`Current plan: Monthly Plan (active until ${endDay})`);
  await page.goto('/request-service');
  await expect(page.getByText('Your plan includes unlimited requests (∞).')).toBeVisible();

  // An hour after its end the expiry job has run: the Free Plan again, told by email.
  const afterEnd = await clock(new Date(end.getTime() + 3_600_000));
  await me.call('POST', '/api/test-clock/jobs/subscriptions.expire', {}, 200, afterEnd);
  await expect
    .poll(() => latestEmailText(baseURL!, subscriber.email, 'Subscription Ended'), {
      timeout: 30_000,
    })
    .toContain('You are on the Free Plan: one free use a month, then the per-use fee.');
  await page.goto('/subscription');
  await expect(plansLine).toHaveText('Current plan: Free Plan');
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(
    page.getByRole('article', { name: 'Free Plan' }).getByRole('button', { name: 'Current Plan' }),
  ).toBeDisabled();
  await expect(
    page
      .getByRole('article', { name: 'Monthly Plan' })
      .getByRole('button', { name: 'Subscribe Now' }),
  ).toBeEnabled();
  await checkA11y(page, '/subscription (plan ended)');

  // A new month: its free request, then the ₹45 fee for the next.
  await page.goto('/request-service');
  await expect(
    page.getByText('You have 1 free request left this month (0 of 1 used).'),
  ).toBeVisible();
  await fillRequest(page, `A trim for ${dog}, the new month's free one.`, '09:30', dog);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page).toHaveURL('/my-service-requests');
  await page.goto('/request-service');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your free request this month is used' }),
  ).toContainText('Each extra request costs ₹45');
  // Leaving the checkout is no dead end: Try Payment Again goes back to the request form.
  await fillRequest(page, `A nail trim for ${dog}, paid per use.`, '11:00', dog);
  await page.getByRole('button', { name: 'Pay ₹45 and Submit' }).click();
  await expect(heading(page, 'Razorpay Sandbox Checkout')).toBeFocused();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(heading(page, 'Payment Cancelled')).toBeFocused();
  await expect(page.getByText('No charges have been made.')).toBeVisible();
  await checkA11y(page);
  await page.getByRole('link', { name: 'Try Payment Again' }).click();
  await expect(heading(page, 'Request a Service')).toBeFocused();
});
