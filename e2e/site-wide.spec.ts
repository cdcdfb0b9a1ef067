import { TWO_FACTOR_MESSAGES } from '@petmitra/core/auth/totp';
import { totpCode, totpStep } from '../apps/server/src/auth/totp';
import { checkA11y, DEMO_ACCOUNTS, expect, signIn, signInAs, signOut, test } from './fixtures';

// Changes the whole site: the 'site-wide' project runs this alone, after every other spec.
test.describe.configure({ mode: 'serial' });

test('maintenance mode on and off, as a pet parent sees it', async ({ page, browser }) => {
  test.slow();
  await signInAs(page, 'superAdmin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'System Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
  const saveButton = page.getByRole('button', { name: 'No Changes' }).first();
  await expect(saveButton).toBeDisabled();
  await checkA11y(page);

  const maintenance = page.getByRole('switch', { name: 'Maintenance Mode' });
  await maintenance.check({ force: true });
  await expect(page.getByRole('button', { name: 'Save Settings' }).first()).toBeEnabled();
  await page.getByRole('button', { name: 'Save Settings' }).first().click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'No Changes' }).first()).toBeDisabled();
  // The admin still works normally.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();

  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  parentPage.on('console', () => {});
  await signIn(parentPage, DEMO_ACCOUNTS.petParent.email, DEMO_ACCOUNTS.petParent.password);
  await expect(
    parentPage.getByRole('heading', { level: 1, name: 'Down for maintenance' }),
  ).toBeVisible();
  await expect(
    parentPage.getByText('PetMitra is down for maintenance. Please try again shortly.'),
  ).toBeVisible();
  await checkA11y(parentPage, 'maintenance page');
  // The API refuses the parent's writes too.
  const csrf = (await parentContext.cookies()).find((c) => c.name === 'pm_csrf')?.value ?? '';
  const write = await parentPage.request.post('/api/pets', {
    headers: { 'x-csrf-token': csrf },
    data: { name: 'Rex', type: 'dog', weight: 10, vaccinationStatus: 'up_to_date' },
  });
  expect(write.status()).toBe(503);

  await maintenance.uncheck({ force: true });
  await page.getByRole('button', { name: 'Save Settings' }).first().click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();

  await parentPage.reload();
  await expect(
    parentPage.getByRole('heading', { level: 1, name: 'Down for maintenance' }),
  ).toHaveCount(0);
  await expect(parentPage).toHaveURL('/owner-home');
  await parentContext.close();
});

// Changes the demo admin's sign-in, so it runs here (alone, after every other spec) and turns
// two-factor off again at the end.
test('an admin turns on two-factor, signs out and signs in with a TOTP code', async ({
  page,
  pageErrors,
}) => {
  test.slow();
  // The wrong code below is a 401 the browser logs.
  pageErrors.allow(/status of 401 \(Unauthorized\) \(.*\/api\/auth\/login\/two-factor\)/);
  const { email, password } = DEMO_ACCOUNTS.superAdmin;
  await signInAs(page, 'superAdmin');
  await page.goto('/admin/security');
  const panel = page.getByRole('heading', { name: 'Your two-factor sign-in' }).locator('..');
  await panel.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  await checkA11y(page, 'two-factor setup');

  // The current step's code: the step before would be two steps old, and refused, if a step
  // boundary passed before the server checked it (a busy machine).
  const enrolStep = totpStep(Date.now());
  await panel.getByLabel('Code from the app').fill(totpCode(secret, enrolStep));
  await panel.getByRole('button', { name: 'Turn on two-factor' }).click();
  const codes = panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  await panel.getByRole('button', { name: 'I have saved them' }).click();
  await expect(panel.getByText('10 recovery codes left.')).toBeVisible();

  await signOut(page);
  await signIn(page, email, password);
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeFocused();
  await expect(page).toHaveURL('/login');
  await checkA11y(page, 'two-factor sign-in step');
  const current = totpCode(secret, totpStep(Date.now()));
  await codeField.fill(String((Number(current) + 1) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeVisible();
  // A step after the enrolment's (a used step is refused): the next one is accepted early.
  await codeField.fill(totpCode(secret, Math.max(totpStep(Date.now()), enrolStep + 1)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/admin/analytics');

  // Back to the password alone (a recovery code, since the current code is spent).
  await page.goto('/admin/security');
  await panel.getByLabel('Code to turn it off').fill(recovery);
  await panel.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expect(panel.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
});
