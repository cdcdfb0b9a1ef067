import type { Page } from '@playwright/test';
import {
  checkA11y,
  DEMO_ACCOUNTS,
  expect,
  newUser,
  test,
  toast,
  verifyEmailFromInbox,
} from './fixtures';
import {
  activate,
  expectArrivedAt,
  expectReady,
  expectVisibleFocus,
  tabTo,
  typeInto,
} from './keyboard';
import { ApiActor, groomingProviderFor, registerViaApi } from './discovery-helpers';
import { randomTag, tomorrowInIndia } from './marketplace-helpers';

// Keyboard-only journeys (issue 19, docs/accessibility.md): after the first page.goto each test
// uses key presses only. Every Tab stop is checked for a 3:1 focus ring (tabTo), and after
// every navigation the new page's h1 must have focus with its title announced.

test.describe.configure({ timeout: 240_000 });

const main = (page: Page) => page.getByRole('main');
const banner = (page: Page) => page.getByRole('banner');

/** Chromium's date field (its UI locale here is en-US) takes month, day and year in turn. */
function dateDigits(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}${day}${year}`;
}

test('keyboard: skip link, sign in, theme, sign out', async ({ page }) => {
  await page.goto('/');
  await expectReady(page);

  // The first Tab stop is the skip link, and it moves focus into main.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(main(page)).toBeFocused();

  await activate(page, banner(page).getByRole('link', { name: 'Login' }), 'Enter');
  await expectArrivedAt(page, 'Welcome back', '/login');

  await typeInto(page, main(page).getByLabel('Email'), DEMO_ACCOUNTS.petParent.email);
  await typeInto(
    page,
    main(page).getByLabel('Password', { exact: true }),
    DEMO_ACCOUNTS.petParent.password,
  );
  await activate(page, main(page).getByRole('button', { name: 'Sign In' }));
  await expectArrivedAt(page, /^Welcome back, Priya/, '/owner-home');

  // The header's links move focus too: My Pets, then back to the dashboard.
  await activate(page, banner(page).getByRole('link', { name: 'My Pets' }), 'Enter');
  await expectArrivedAt(page, 'My Pets', '/my-pets');

  // The theme toggle works from the keyboard and the ring stays visible in the dark scheme.
  const toggle = banner(page).getByRole('button', { name: 'Toggle color scheme' });
  await activate(page, toggle, 'Space');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectVisibleFocus(page);
  await checkA11y(page, '/my-pets (keyboard, dark)');

  await activate(page, banner(page).getByRole('button', { name: 'Logout' }));
  await expectArrivedAt(page, /Loving care for your pet/, '/');
  await expect(banner(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('keyboard: search, filters, a provider profile', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'All Pet Services' })).toBeVisible();

  const query = main(page).getByRole('combobox', { name: /search/i });
  await typeInto(page, query, 'grooming');
  await page.keyboard.press('Escape'); // close the suggestions
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=grooming/);
  // The search bar is not re-mounted: focus stays where the user typed, and the count is said.
  await expect(query).toBeFocused();
  await expect(page.locator('#pm-live-region')).toHaveText(/^[\d,]+\+? services? found$/);

  // Filters: a dialog that returns focus to its button when closed with Escape.
  const filters = main(page).getByRole('button', { name: /^Filters/ });
  await activate(page, filters, 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(filters).toBeFocused();

  const firstProfile = main(page)
    .getByRole('link', { name: /View Profile/ })
    .first();
  await activate(page, firstProfile, 'Enter');
  await expect(page).toHaveURL(/\/provider\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.locator('#pm-live-region')).toHaveText(await page.title());
});

test('keyboard: a new pet parent registers, adds a pet and requests a service', async ({
  page,
}) => {
  const user = newUser();
  const petName = `Kiwi ${randomTag()}`;
  await page.goto('/register');
  await expectReady(page);

  await typeInto(page, main(page).getByLabel('Full Name'), user.name);
  await typeInto(page, main(page).getByLabel('Email'), user.email);
  await typeInto(page, main(page).getByLabel('Phone Number'), user.phone);
  await tabTo(page, main(page).getByLabel('Role'));
  await page.keyboard.type('Pet Parent');
  await typeInto(page, main(page).getByLabel('Password', { exact: true }), user.password);
  await typeInto(page, main(page).getByLabel('Confirm Password'), user.password);
  await activate(page, main(page).getByRole('button', { name: 'Create Account' }));
  await expectArrivedAt(page, /^Welcome, Asha/, '/owner-home');
  // The address is confirmed from the emailed link (posting a request needs it).
  await verifyEmailFromInbox(page, user.email);
  await expectReady(page);

  await activate(page, main(page).getByRole('link', { name: /Add a Pet/ }), 'Enter');
  await expectArrivedAt(page, 'Add a Pet', '/add-pet');
  await typeInto(page, main(page).getByLabel('Pet Name'), petName);
  await tabTo(page, main(page).getByLabel('Pet Type'));
  await page.keyboard.type('Dog');
  await typeInto(page, main(page).getByLabel('Weight (kg)'), '8');
  await tabTo(page, main(page).getByLabel('Vaccination Status'));
  await page.keyboard.type('Up to Date');
  await activate(page, main(page).getByRole('button', { name: 'Add Pet', exact: true }));
  await expect(toast(page, 'Pet added successfully!')).toBeVisible();
  await expectArrivedAt(page, 'My Pets', '/my-pets');
  await expect(main(page).getByRole('heading', { name: petName })).toBeVisible();

  await activate(page, banner(page).getByRole('link', { name: 'Dashboard' }), 'Enter');
  await expectArrivedAt(page, /^Welcome, Asha/, '/owner-home');
  await activate(page, main(page).getByRole('link', { name: /Request a Service/ }), 'Enter');
  await expectArrivedAt(page, 'Request a Service', '/request-service');
  await tabTo(page, main(page).getByLabel('Service Type'));
  await page.keyboard.type('Pet Grooming');
  await tabTo(page, main(page).getByLabel('Pet', { exact: true }));
  await page.keyboard.type(petName.slice(0, 4));
  await typeInto(page, main(page).getByLabel('Description'), 'A bath and a nail trim, please.');
  await typeInto(page, main(page).getByLabel('City'), 'Bengaluru');
  await typeInto(page, main(page).getByLabel('Country'), 'India');
  await tabTo(page, main(page).getByLabel('Date'));
  await page.keyboard.type(dateDigits(tomorrowInIndia()));
  await expect(main(page).getByLabel('Date')).toHaveValue(tomorrowInIndia());
  await tabTo(page, main(page).getByLabel('Time'));
  await page.keyboard.type('1030AM');
  await activate(page, main(page).getByRole('button', { name: 'Submit Request' }));
  await expect(toast(page, 'Request Submitted!')).toBeVisible();
  await expectArrivedAt(page, 'My Service Requests', '/my-service-requests');
});

test('keyboard: deleting a pet leaves focus on the pet that took its place', async ({ page }) => {
  await page.goto('/');
  await expectReady(page);
  const actor = ApiActor.forPage(page);
  await registerViaApi(actor, 'pet_parent');
  const tag = randomTag();
  const [first, second, third] = ['Alpha', 'Bravo', 'Charlie'].map((name) => `${name} ${tag}`);
  for (const name of [first, second, third]) {
    await actor.call(
      'POST',
      '/api/pets',
      { name, type: 'dog', weight: 10, vaccinationStatus: 'up_to_date' },
      201,
    );
  }
  await page.goto('/my-pets');
  await expect(main(page).getByRole('heading', { name: third! })).toBeVisible();
  const card = (name: string) => main(page).locator('[data-list-item]', { hasText: name });

  // Newest first: Charlie, Bravo, Alpha. Deleting Bravo leaves Alpha in its place.
  await tabTo(page, main(page).getByRole('button', { name: `Delete ${second}` }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Delete ${second}?` });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Delete', exact: true }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Pet deleted')).toBeVisible();
  await expect(main(page).getByRole('heading', { name: second! })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: `Delete ${first}` })).toBeFocused();
  await expectVisibleFocus(page);

  // The last card: focus goes to the one before it.
  await page.keyboard.press('Enter');
  const last = page.getByRole('dialog', { name: `Delete ${first}?` });
  await tabTo(page, last.getByRole('button', { name: 'Delete', exact: true }));
  await page.keyboard.press('Enter');
  await expect(card(first!)).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: `Delete ${third}` })).toBeFocused();

  // The only card: focus goes to the page's heading.
  await page.keyboard.press('Enter');
  const only = page.getByRole('dialog', { name: `Delete ${third}?` });
  await tabTo(page, only.getByRole('button', { name: 'Delete', exact: true }));
  await page.keyboard.press('Enter');
  await expect(card(third!)).toHaveCount(0);
  await expect(main(page).getByRole('heading', { level: 1, name: 'My Pets' })).toBeFocused();
});

test('keyboard: a provider finds a request on the board and responds with a price', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/');
  await expectReady(page);
  // The provider is this page's user; a pet parent of the same city posts a grooming request.
  const provider = await groomingProviderFor(ApiActor.forPage(page), 'Kochi');
  const parent = await ApiActor.standalone(playwright.request, baseURL!);
  const parentDetails = newUser();
  await registerViaApi(parent, 'pet_parent', parentDetails);
  await parent.call('PATCH', '/api/profile', {
    name: parentDetails.name,
    phone: `+91${parentDetails.phone}`,
    city: provider.city,
    country: 'India',
  });
  const petName = `Mango ${randomTag()}`;
  const { pet } = await parent.call<{ pet: { id: string } }>(
    'POST',
    '/api/pets',
    { name: petName, type: 'dog', weight: 9, vaccinationStatus: 'up_to_date' },
    201,
  );
  await parent.call(
    'POST',
    '/api/requests',
    {
      serviceName: 'Pet Grooming',
      petId: pet.id,
      description: `A bath and a brush for ${petName}, please.`,
      neededOn: tomorrowInIndia(),
      neededAt: '11:00',
    },
    201,
  );
  await parent.dispose();

  await page.goto('/provider-home');
  await expectReady(page);
  await activate(page, main(page).getByRole('link', { name: 'View all open requests' }), 'Enter');
  await expectArrivedAt(page, 'Open Service Requests', '/open-requests');
  await activate(
    page,
    main(page).getByRole('link', { name: `View Details: Pet Grooming for ${petName}` }),
    'Enter',
  );
  await expectArrivedAt(page, 'Pet Grooming', /\/request\/[0-9a-f-]{36}$/);

  const respond = main(page).getByRole('region', { name: 'Respond to this request' });
  await typeInto(page, respond.getByLabel('Message'), `Happy to groom ${petName} tomorrow.`);
  await typeInto(page, respond.getByLabel('Estimated Price (₹)'), '750');
  await activate(page, respond.getByRole('button', { name: 'Send Response' }));
  await expect(toast(page, 'Response sent successfully!')).toBeVisible();
  const yours = main(page).getByRole('region', { name: 'Your response' });
  await expect(yours).toContainText('Estimated price: ₹750');
  // The form gave way to the response, and focus to its heading (not to the top of the page).
  await expect(yours.getByRole('heading', { name: 'Your response' })).toBeFocused();
  await checkA11y(page, '/request/{id} (responded, keyboard)');
});
