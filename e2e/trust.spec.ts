import type { Page } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  checkA11y,
  expect,
  newUser,
  register,
  signIn,
  test,
  toast,
} from './fixtures';
import { ApiActor, registerViaApi } from './discovery-helpers';
import { failedResource, petPhotoPng, randomTag } from './marketplace-helpers';

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

  // The request form says what Emergency Care does: urgent, to 24×7 vets and hospitals nearby.
  await page.goto('/request-service');
  await page.getByLabel('Service Type').selectOption('Emergency Care');
  const notice = page.getByRole('alert').filter({ hasText: 'Sent at once, as urgent' });
  await expect(notice).toContainText('24×7 vets and pet hospitals');
  await expect(notice.getByRole('link', { name: 'Emergency Care list' })).toHaveAttribute(
    'href',
    '/search/emergency',
  );
  await checkA11y(page, '/request-service (Emergency Care)');
});

test('Emergency Care lists 24×7 vets nearest first with a call button; an unknown category is not found', async ({
  page,
  pageErrors,
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

  // Never a silent fallback to every service: the page answers 404 (the browser logs it).
  pageErrors.allow(failedResource(404));
  await page.goto('/search/foo');
  await expect(heading(page, 'Category not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'All Pet Services' })).toBeVisible();
  await checkA11y(page);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** A Kochi groomer registered in the browser (signed in on the page), with one service. */
async function groomerOnPage(page: Page, tag: string) {
  const details = { ...newUser(), name: `Lakshmi Nair ${tag}` };
  await register(page, details, 'Service Provider');
  await expect(page).toHaveURL('/provider-home');
  const actor = ApiActor.forPage(page);
  await actor.call('PATCH', '/api/profile', {
    name: details.name,
    phone: `+91${details.phone}`,
    city: 'Kochi',
    country: 'India',
  });
  const serviceName = `Careful Grooming ${tag}`;
  await actor.call(
    'POST',
    '/api/services',
    {
      category: 'grooming',
      name: serviceName,
      petTypesAccepted: ['dog', 'cat'],
      charges: [{ description: 'Bath and trim', amount: 89_900 }],
    },
    201,
  );
  return { ...details, serviceName };
}

const resultCard = (page: Page, serviceName: string) =>
  page
    .getByRole('region', { name: 'Services found' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: serviceName, exact: true }) });

test('a provider sends documents, a super admin verifies them, and the Verified badge shows in search and filters it', async ({
  browser,
  page,
  playwright,
  baseURL,
}) => {
  const tag = randomTag(6);
  const provider = await groomerOnPage(page, tag);
  // Another groomer of this run, never verified.
  const otherActor = await ApiActor.standalone(playwright.request, baseURL!);
  const otherDetails = { ...newUser(), name: `Kabir Menon ${tag}` };
  await registerViaApi(otherActor, 'service_provider', otherDetails);
  await otherActor.call('PATCH', '/api/profile', {
    name: otherDetails.name,
    phone: `+91${otherDetails.phone}`,
    city: 'Kochi',
    country: 'India',
  });
  const other = { serviceName: `Quick Grooming ${tag}` };
  await otherActor.call(
    'POST',
    '/api/services',
    {
      category: 'grooming',
      name: other.serviceName,
      petTypesAccepted: ['dog'],
      charges: [{ description: 'Bath', amount: 59_900 }],
    },
    201,
  );
  await otherActor.dispose();

  // The provider home says how to get verified and links to it.
  await page.goto('/provider-home');
  await page.getByRole('link', { name: 'Get verified' }).click();
  await expect(page).toHaveURL('/verification');
  await expect(heading(page, 'Verification')).toBeVisible();
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status).toContainText('Not submitted');
  await checkA11y(page);

  // Nothing is sent without both documents; a file that is neither an image nor a PDF is refused.
  await page.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(page.getByText('Please add your id document')).toBeVisible();
  await expect(page.getByText('Please add your address proof')).toBeVisible();
  await page.getByLabel('ID document').setInputFiles({
    name: 'id.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a document'),
  });
  await expect(
    page.getByText('Only JPEG, PNG, WebP images or PDF files are allowed'),
  ).toBeVisible();

  await page.getByLabel('ID document').setInputFiles({
    name: 'aadhaar.png',
    mimeType: 'image/png',
    buffer: petPhotoPng(),
  });
  await page.getByLabel('Address proof').setInputFiles({
    name: 'electricity-bill.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(
    toast(page, 'Documents sent. A PetMitra admin will review them soon.'),
  ).toBeVisible();
  await expect(status).toContainText('Pending review');
  await expect(page.getByRole('heading', { name: 'Status' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Submit for Verification' })).toHaveCount(0);
  await checkA11y(page, '/verification (pending)');

  // A super admin reviews it from the admin navigation: sees the documents, approves.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_ACCOUNTS.superAdmin.email, DEMO_ACCOUNTS.superAdmin.password);
  await expect(admin).toHaveURL('/admin/analytics');
  await admin
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Provider Verification' })
    .click();
  await expect(heading(admin, 'Provider Verification')).toBeVisible();
  const submission = admin.getByRole('article').filter({ hasText: provider.name });
  await expect(submission).toContainText(provider.email);
  const idImage = submission.getByRole('img', { name: `ID document from ${provider.name}` });
  await expect(idImage).toBeVisible();
  await expect
    .poll(() => idImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(
    submission.getByRole('link', { name: 'Download address proof (PDF)' }),
  ).toBeVisible();
  await checkA11y(admin);
  await submission.getByRole('button', { name: `Approve ${provider.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Verify ${provider.name}?` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(admin, 'Provider verified')).toBeVisible();
  await expect(admin.getByRole('article').filter({ hasText: provider.name })).toHaveCount(0);
  await adminContext.close();

  // The provider reads the verified date on the page and on their home.
  await page.reload();
  await expect(status).toContainText('Verified on');
  await checkA11y(page, '/verification (verified)');
  await page.goto('/provider-home');
  await expect(page.getByText('You are verified')).toBeVisible();

  // In search, the badge shows on their card and not on the other groomer's.
  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  await guest.goto(`/search?q=${tag}&city=Kochi`);
  const mine = resultCard(guest, provider.serviceName);
  const theirs = resultCard(guest, other.serviceName);
  await expect(mine.getByText('Verified', { exact: true })).toBeVisible();
  await expect(theirs).toBeVisible();
  await expect(theirs.getByText('Verified', { exact: true })).toHaveCount(0);

  // 'Verified only' (in the Filters dialog) keeps the verified one and drops the other.
  await guest.getByRole('button', { name: /Filters/ }).click();
  const filters = guest.getByRole('dialog', { name: 'Search Filters' });
  await filters.getByRole('checkbox', { name: 'Verified only' }).check();
  await checkA11y(guest, '/search filters dialog');
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(guest).toHaveURL(/verifiedOnly=true/);
  await expect(guest.getByText(/verified only/)).toBeVisible();
  await expect(mine).toBeVisible();
  await expect(theirs).toHaveCount(0);
  await checkA11y(guest, '/search?verifiedOnly=true');
  await guestContext.close();
});
