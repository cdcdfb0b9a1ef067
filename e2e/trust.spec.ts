import type { Page } from '@playwright/test';
import { checkA11y, expect, newUser, register, test } from './fixtures';
import { ApiActor, registerViaApi } from './discovery-helpers';
import { randomTag } from './marketplace-helpers';

/**
 * A marketplace people can trust (issue 13, items 4-6) in the browser: numbers a person cannot
 * mistype into a saved price or weight, the copy a brand-new account reads, and the password
 * toggle's name.
 */
test.describe.configure({ timeout: 180_000 });

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

test('a negative charge or weight is refused with the spec message, and a new account is greeted as new', async ({
  page,
}) => {
  // Registration: 'x@.com' is a bad domain (spec 000 section 5), and the toggle says what it does.
  await page.goto('/register');
  await page.getByLabel('Email').fill('x@.com');
  await page.getByLabel('Email').blur();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Invalid email domain')).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveCount(1);
  await checkA11y(page);

  const provider = { ...newUser(), name: 'Meera Pillai' };
  await register(page, provider, 'Service Provider');
  await expect(page).toHaveURL('/provider-home');
  await expect(heading(page, 'Welcome, Meera!')).toBeVisible();

  // −5 as a charge is not saved as ₹5: the form refuses it, and nothing is created.
  await page.goto('/add-service');
  await page.getByLabel('Category').selectOption({ label: 'Pet Grooming' });
  await page.getByLabel('Service Name').fill('Bath and brush');
  await page.getByRole('checkbox', { name: 'Dog' }).check();
  await page.getByLabel('Charge 1 description').fill('Bath');
  const amount = page.getByLabel('Charge 1 amount (₹)');
  await amount.fill('-5');
  await amount.blur();
  await expect(amount).toHaveValue('-5');
  await page.getByRole('button', { name: 'Add Service' }).click();
  await expect(page.getByText('Please enter an amount of 0 or more')).toBeVisible();
  await expect(page).toHaveURL('/add-service');
  await checkA11y(page);

  // Corrected, and offered as an emergency / 24×7 service.
  await amount.fill('500');
  await page.getByRole('switch', { name: /Emergency \/ 24×7/ }).check();
  await page.getByRole('button', { name: 'Add Service' }).click();
  await expect(page).toHaveURL('/provider-home');
  await page.goto('/my-services');
  await expect(page.getByText('Bath and brush').first()).toBeVisible();
  await expect(page.getByText('24×7 Emergency')).toBeVisible();
});

test('a negative pet weight is refused with the spec message', async ({ page }) => {
  await register(page, newUser(), 'Pet Parent');
  await expect(page).toHaveURL('/owner-home');
  await expect(heading(page, /^Welcome, Asha!/)).toBeVisible();
  await page.goto('/add-pet');
  await page.getByLabel('Pet Name').fill('Bruno');
  await page.getByLabel('Pet Type').selectOption({ label: 'Dog' });
  const weight = page.getByLabel('Weight (kg)');
  await weight.fill('-3');
  await weight.blur();
  await expect(weight).toHaveValue('-3');
  await page.getByRole('button', { name: 'Add Pet', exact: true }).click();
  await expect(page.getByText('Please enter a valid weight')).toBeVisible();
  await expect(page).toHaveURL('/add-pet');
  await checkA11y(page);
});

test('Emergency Care lists 24×7 vets nearest first with a call button; an unknown category is not found', async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = randomTag();
  const actor = await ApiActor.standalone(playwright.request, baseURL!);
  const details = { ...newUser(), name: `Dr Anjali Menon ${tag}` };
  await registerViaApi(actor, 'service_provider', details);
  await actor.call('PATCH', '/api/profile', {
    name: details.name,
    phone: `+91${details.phone}`,
    city: 'Kochi',
    country: 'India',
  });
  const serviceName = `Night Vet ${tag}`;
  await actor.call(
    'POST',
    '/api/services',
    {
      category: 'veterinary',
      name: serviceName,
      petTypesAccepted: ['dog', 'cat'],
      emergency: true,
      charges: [{ description: 'Emergency consultation', amount: 150_000 }],
    },
    201,
  );
  await actor.dispose();

  // The landing page's tile opens it.
  await page.goto('/');
  await page
    .getByRole('link', { name: /Emergency Care/ })
    .first()
    .click();
  await expect(page).toHaveURL('/search/emergency');
  await expect(heading(page, 'Emergency Care')).toBeVisible();

  await page.goto('/search/emergency?city=Kochi');
  await expect(heading(page, 'Emergency Care')).toBeVisible();
  const card = page
    .getByRole('region', { name: 'Emergency care' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: serviceName }) });
  await expect(card.getByText('24×7 Emergency')).toBeVisible();
  const call = card.getByRole('link', { name: `Call +91${details.phone}, ${details.name}` });
  await expect(call).toHaveAttribute('href', `tel:+91${details.phone}`);
  await checkA11y(page);

  // Never a silent fallback to every service.
  await page.goto('/search/foo');
  await expect(heading(page, 'Category not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'All Pet Services' })).toBeVisible();
  await checkA11y(page);
});
