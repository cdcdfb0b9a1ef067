import type { Page } from '@playwright/test';
import { ApiActor } from './discovery-helpers';
import {
  checkA11y,
  expect,
  newUser,
  register,
  signInAs,
  test,
  toast,
  verificationLink,
} from './fixtures';
import { failedResource, tomorrowInIndia } from './marketplace-helpers';

/**
 * Email verification (docs/decisions/0027-email-verification.md): a new pet parent is asked to
 * verify, may add a pet but cannot post a request (and reads why), opens the link from the
 * email that arrived, and then posts.
 */
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const NOTICE =
  'Please verify your email address. Until you do, you cannot post or respond to requests, send messages, pay or write reviews.';
const BLOCKED =
  'Please verify your email address first. We sent you a link when you signed up; you can ask for a new one from the notice at the top of the page.';

test('a new parent verifies their email from the link before posting a request', async ({
  page,
  pageErrors,
}) => {
  test.slow();
  // Expected refusals: the request before verifying (403), the link opened a second time (400).
  pageErrors.allow(failedResource(403));
  pageErrors.allow(failedResource(400));
  const user = newUser();
  await register(page, user, 'Pet Parent', { verify: false });
  await expect(page).toHaveURL('/owner-home');
  const notice = page.getByTestId('verify-email-notice');
  await expect(notice).toContainText(NOTICE);
  await expect(notice).toContainText(`We sent a verification link to ${user.email}.`);
  await checkA11y(page);

  // Allowed while unverified: adding a pet.
  await page.goto('/add-pet');
  await expect(heading(page, 'Add a Pet')).toBeVisible();
  await page.getByLabel('Pet Name').fill('Pepper');
  await page.getByLabel('Pet Type').selectOption({ label: 'Dog' });
  await page.getByLabel('Weight (kg)').fill('8');
  await page.getByLabel('Vaccination Status').selectOption({ label: 'Up to Date' });
  await page.getByRole('button', { name: 'Add Pet', exact: true }).click();
  await expect(toast(page, 'Pet added successfully! 🎉')).toBeVisible();

  // Refused: posting a request. The server's message says what to do; the notice stays.
  const fillRequest = async () => {
    await page.goto('/request-service');
    await expect(heading(page, 'Request a Service')).toBeVisible();
    await page.getByLabel('Service Type').selectOption({ label: 'Pet Grooming' });
    await page.getByLabel('Pet', { exact: true }).selectOption({ label: 'Pepper (Dog)' });
    await page.getByLabel('Description').fill('A bath and brush for Pepper before the weekend');
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByRole('textbox', { name: 'Country' }).fill('India');
    await page.getByLabel('Date').fill(tomorrowInIndia());
    await page.getByLabel('Time').fill('10:30');
    await page.getByRole('button', { name: 'Submit Request' }).click();
  };
  await fillRequest();
  await expect(toast(page, BLOCKED)).toBeVisible();
  await expect(page).toHaveURL('/request-service');
  await expect(notice).toBeVisible();
  // Read and closed: while the pointer rests on a toast it stays, and it may cover the notice.
  await toast(page, BLOCKED).getByRole('button', { name: 'Close notification' }).click();
  await expect(toast(page, BLOCKED)).toHaveCount(0);

  // Resend from the notice: a second email arrives.
  await notice.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(notice).toContainText('Verification email sent. Please check your inbox.');

  // The link from the newest email: the page's heading has focus, the address is verified.
  const link = await verificationLink(page, user.email);
  await page.goto(link);
  await expect(heading(page, 'Verify your email')).toBeFocused();
  await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
  await expect(page.getByTestId('verify-email-notice')).toHaveCount(0);
  await checkA11y(page);

  // Used once: opening it again says so.
  await page.goto(link);
  await expect(page.getByText('This link has expired or was already used')).toBeVisible();
  await expect(heading(page, 'Verify your email')).toBeFocused();
  await checkA11y(page);

  // Now the request goes through.
  await fillRequest();
  await expect(toast(page, 'Request Submitted! 🎉')).toBeVisible();
  await expect(page).toHaveURL('/my-service-requests');
});

test('the super admin sees which accounts have not verified their email', async ({
  page,
  playwright,
  baseURL,
}) => {
  const actor = await ApiActor.standalone(playwright.request, baseURL!);
  const user = newUser();
  await actor.call(
    'POST',
    '/api/auth/register',
    {
      name: user.name,
      email: user.email,
      phone: `+91${user.phone}`,
      role: 'pet_parent',
      password: user.password,
      confirmPassword: user.password,
    },
    201,
  );
  await actor.dispose();

  await signInAs(page, 'superAdmin');
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(user.email);
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row.getByText('Email not verified')).toBeVisible();
  await row.getByRole('button', { name: `View ${user.name}` }).click();
  const view = page.getByRole('dialog', { name: user.name });
  await expect(view.getByText('Email not verified')).toBeVisible();
  await checkA11y(page, 'user view (email not verified)');
});
