import { checkA11y, DEMO_ACCOUNTS, expect, signIn, signInAs, test } from './fixtures';

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
