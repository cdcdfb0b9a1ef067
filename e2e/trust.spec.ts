import type { Page } from '@playwright/test';
import { checkA11y, expect, newUser, register, test } from './fixtures';

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
