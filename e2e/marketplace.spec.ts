import type { Cookie, Page } from '@playwright/test';
import {
  checkA11y,
  toast,
  DEMO_ACCOUNTS,
  expect,
  newUser,
  register,
  signInAs,
  test,
} from './fixtures';
import {
  imageLoaded,
  petPhotoPng,
  randomTag,
  readFigure,
  resumeSession,
  saveSession,
  testClockAfter,
  tomorrowInIndia,
} from './marketplace-helpers';

/**
 * The marketplace loop of issue 3 in the browser: a new pet parent adds a pet with a photo and
 * requests grooming; the demo provider (grooming and walking, Bengaluru) finds it on the board
 * and responds with a price; the parent accepts and marks it completed; both home pages count
 * it. The steps share one parent and one request, so they run in order.
 */
// Each step visits several pages and checks every one with axe: allow more than the default.
// No retries: the journey uses the demo provider's one free response this month, so a retry
// on the same server could not respond again.
test.describe.configure({ mode: 'serial', timeout: 240_000, retries: 0 });

const PROVIDER = DEMO_ACCOUNTS.provider;

const parent = { ...newUser(), name: 'Kavya Nair' };
const petName = `Biscuit ${randomTag()}`;
const petLabel = `${petName} (Dog)`;
const description = `Full bath, nail trim and ear cleaning for ${petName}, at home please.`;
const responseMessage = `Hello! I can groom ${petName} at your home tomorrow morning; shampoo and towels included.`;
const price = { typed: '1250', shown: '₹1,250' };

let parentSession: Cookie[] = [];
let requestId = '';
/** The demo provider's figures before responding (another run may have used the server). */
let providerBefore = { used: 0, limit: 1, total: 0 };

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const figures = (page: Page) => page.getByRole('region', { name: 'Your figures' });

async function asParent(page: Page) {
  expect(parentSession.length, 'the parent registered in the first step').toBeGreaterThan(0);
  await resumeSession(page, parentSession);
}

test('a new pet parent registers and adds a pet with a photo', async ({ page }) => {
  await register(page, parent, 'Pet Parent');
  await expect(page).toHaveURL('/owner-home');
  await expect(heading(page, 'Welcome, Kavya!')).toBeVisible();
  // A brand-new parent: no pets, this month's free request still available.
  await expect.poll(() => readFigure(figures(page), 'Pets')).toEqual({ value: '0', next: '0/1' });
  await expect
    .poll(() => readFigure(figures(page), 'Requests this month'))
    .toEqual({ value: '0/1', next: '1 free request left' });
  await checkA11y(page);
  parentSession = await saveSession(page);

  await page.goto('/add-pet');
  await expect(heading(page, 'Add a Pet')).toBeVisible();
  await checkA11y(page);
  await page.getByLabel('Pet Name').fill(petName);
  await page.getByLabel('Pet Type').selectOption({ label: 'Dog' });
  await page.getByLabel('Weight (kg)').fill('12.5');
  await page.getByLabel('Photo').setInputFiles({
    name: 'biscuit.png',
    mimeType: 'image/png',
    buffer: petPhotoPng(),
  });
  await expect(page.getByRole('img', { name: 'Preview of the new photo' })).toBeVisible();
  await page.getByLabel('Vaccination Status').selectOption({ label: 'Up to Date' });
  await page.getByRole('button', { name: 'Add Pet', exact: true }).click();

  await expect(toast(page, 'Pet added successfully! 🎉')).toBeVisible();
  await expect(page).toHaveURL('/my-pets');
  await expect(heading(page, 'My Pets')).toBeVisible();
  await expect(page.getByRole('heading', { name: petName })).toBeVisible();
  const photo = page.getByRole('img', { name: `Photo of ${petName}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => imageLoaded(photo), 'the stored photo loads').toBe(true);
  await expect(page.getByText('12.5 kg')).toBeVisible();
  await expect(page.getByText('Up to Date', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Dog: 1' })).toBeVisible();
  await expect(page.getByText('The photo was not saved')).toHaveCount(0);
  await checkA11y(page);
});

test('the parent requests grooming for the pet', async ({ page }) => {
  await asParent(page);
  await page.goto('/request-service');
  await expect(heading(page, 'Request a Service')).toBeVisible();
  await expect(
    page.getByText('You have 1 free request left this month (0 of 1 used).'),
  ).toBeVisible();
  await checkA11y(page);

  await page.getByLabel('Service Type').selectOption({ label: 'Pet Grooming' });
  await page.getByLabel('Pet', { exact: true }).selectOption({ label: petLabel });
  await page.getByLabel('Description').fill(description);
  // A new account has no saved city: the parent says where (the demo provider is in Bengaluru).
  await expect(page.getByLabel('City')).toHaveValue('');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByRole('textbox', { name: 'Country' }).fill('India');
  await page.getByLabel('Date').fill(tomorrowInIndia());
  await page.getByLabel('Time').fill('10:30');
  await page.getByRole('button', { name: 'Submit Request' }).click();

  await expect(toast(page, 'Request Submitted! 🎉')).toContainText(
    'You have used your free request for this month.',
  );
  await expect(page).toHaveURL('/my-service-requests');
  await expect(heading(page, 'My Service Requests')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect.poll(() => readFigure(summary, 'Total requests')).toEqual({ value: '1', next: '1' });
  const mine = page.getByRole('region', { name: 'Your requests' });
  await expect(mine.getByRole('heading', { name: 'Pet Grooming' })).toHaveCount(1);
  await expect(mine.getByText(petLabel)).toBeVisible();
  await expect(mine.getByText(description)).toBeVisible();
  await expect(mine.getByText('Open', { exact: true })).toBeVisible();
  const details = mine.getByRole('link', { name: 'Request details' });
  const href = (await details.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/request\/[0-9a-f-]{36}$/);
  requestId = href.split('/').pop()!;
  await checkA11y(page);
});

test('the demo provider finds the request on the board and responds with a price', async ({
  page,
}) => {
  // This test's page is its own browser context: the parent's session is not in it.
  await signInAs(page, 'provider');
  await expect(heading(page, `Welcome back, ${PROVIDER.name.split(' ')[0]}!`)).toBeVisible();
  await expect(figures(page)).toContainText('Responses this month');
  const responses = await readFigure(figures(page), 'Responses this month');
  const [used, limit] = responses.value.split('/').map(Number) as [number, number];
  const total = Number(/^(\d+) sent in total$/.exec(responses.next)?.[1] ?? Number.NaN);
  expect(total, `'${responses.next}' gives the total`).not.toBeNaN();
  expect(used, 'the demo provider still has a free response this month').toBeLessThan(limit);
  providerBefore = { used, limit, total };
  await checkA11y(page);

  await page.goto('/open-requests');
  await expect(heading(page, 'Open Service Requests')).toBeVisible();
  const viewDetails = page.getByRole('link', { name: `View Details: Pet Grooming for ${petName}` });
  await expect(viewDetails).toBeVisible();
  await checkA11y(page);
  await viewDetails.click();

  await expect(page).toHaveURL(`/request/${requestId}`);
  await expect(heading(page, 'Pet Grooming')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Description' })).toContainText(description);
  const pet = page.getByRole('region', { name: 'Pet information' });
  await expect(pet.getByText(petName, { exact: true })).toBeVisible();
  await expect(pet.getByText('12.5 kg')).toBeVisible();
  await expect(pet.getByRole('img', { name: `Photo of ${petName}` })).toBeVisible();
  // Contact details stay hidden until the parent accepts this provider.
  await expect(
    page.getByText(
      "The pet parent's phone number and email appear here once they accept your response.",
    ),
  ).toBeVisible();
  await expect(page.getByText(parent.email)).toHaveCount(0);
  const respond = page.getByRole('region', { name: 'Respond to this request' });
  await expect(
    respond.getByText(
      `You have ${limit - used} free ${limit - used === 1 ? 'response' : 'responses'} left this month (${used} of ${limit} used).`,
    ),
  ).toBeVisible();
  await checkA11y(page);

  await respond.getByLabel('Message').fill(responseMessage);
  await respond.getByLabel('Estimated Price (₹)').fill(price.typed);
  await respond.getByRole('button', { name: 'Send Response' }).click();

  await expect(toast(page, 'Response sent successfully!')).toBeVisible();
  const yours = page.getByRole('region', { name: 'Your response' });
  await expect(yours.getByText(responseMessage)).toBeVisible();
  await expect(yours).toContainText(`Estimated price: ${price.shown}`);
  await expect(yours.getByText('Pending', { exact: true })).toBeVisible();
  await expect(yours.getByRole('button', { name: 'Edit Response' })).toBeVisible();
  await checkA11y(page, '/request/{id} (responded)');
});

test('the parent accepts the response and marks the request completed', async ({ page }) => {
  await asParent(page);
  await page.goto('/my-service-requests');
  await expect(heading(page, 'My Service Requests')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your requests' });
  await expect(mine.getByText('In Progress', { exact: true })).toBeVisible();
  await checkA11y(page);

  await mine.getByRole('button', { name: 'View Responses' }).click();
  const dialog = page.getByRole('dialog', { name: 'Responses to your Pet Grooming request' });
  await expect(dialog.getByRole('link', { name: PROVIDER.name })).toBeVisible();
  await expect(dialog.getByText(responseMessage)).toBeVisible();
  await expect(dialog).toContainText(`Quoted price: ${price.shown}`);
  await expect(dialog.getByText('Pending', { exact: true })).toBeVisible();
  await checkA11y(page, '/my-service-requests (View Responses)');

  await dialog.getByRole('button', { name: 'Accept' }).click();
  // Deliberate: the provider, their quote and the price, then confirm.
  const confirm = page.getByRole('dialog', { name: 'Accept this response?' });
  await expect(confirm).toContainText(`Provider: ${PROVIDER.name}`);
  await expect(confirm).toContainText(`Price: ${price.shown}`);
  await expect(confirm).toContainText(responseMessage);
  await checkA11y(page, '/my-service-requests (accept confirmation)');
  await confirm.getByRole('button', { name: 'Accept and notify' }).click();
  await expect(toast(page, 'Response accepted')).toContainText(`You chose ${PROVIDER.name}.`);
  await expect(dialog.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await expect(mine).toContainText(`Provider: ${PROVIDER.name}`);
  // The service is tomorrow: Mark as Completed waits for its time, and says so.
  await expect(mine.getByRole('button', { name: 'Mark as Completed' })).toBeDisabled();
  await expect(mine.getByText(/You can mark it as completed from /)).toBeVisible();
  // The test clock moves this page's "now" two days ahead for the server's lifecycle rules.
  await page.setExtraHTTPHeaders(testClockAfter(2));
  await page.reload();
  await mine.getByRole('button', { name: 'Mark as Completed' }).click();
  await page
    .getByRole('dialog', { name: 'Mark as Completed?' })
    .getByRole('button', { name: 'Mark as Completed' })
    .click();
  await expect(toast(page, 'Service request marked as completed')).toBeVisible();
  await expect(mine.getByText('Completed', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await checkA11y(page, '/my-service-requests (completed)');

  await mine.getByRole('link', { name: 'Request details' }).click();
  await expect(page).toHaveURL(`/request/${requestId}`);
  await expect(heading(page, 'Pet Grooming')).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  const details = page.getByRole('region', { name: 'Request details' });
  await expect(details.getByRole('link', { name: PROVIDER.name })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Provider responses' }).getByText(responseMessage),
  ).toBeVisible();
  await checkA11y(page);
});

test("the parent's home page shows the pet, the request and the month's free request used", async ({
  page,
}) => {
  await asParent(page);
  await page.goto('/owner-home');
  await expect(heading(page, 'Welcome back, Kavya!')).toBeVisible();
  const region = figures(page);
  await expect.poll(() => readFigure(region, 'Pet')).toEqual({ value: '1', next: '1/1' });
  await expect
    .poll(() => readFigure(region, 'Requests this month'))
    .toEqual({ value: '1/1', next: '0 free requests left' });
  await expect
    .poll(() => readFigure(region, 'Active requests'))
    .toEqual({ value: '0', next: '1 in total' });
  expect((await readFigure(region, 'Completed services')).value).toBe('1');
  await expect(page.getByText('1 of 1 free request used this month.')).toBeVisible();
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(activity.getByText(`Added ${petLabel}`)).toBeVisible();
  await expect(activity.getByText(`Pet Grooming completed by ${PROVIDER.name}`)).toBeVisible();
  await checkA11y(page);
});

test("the provider's home page counts the response this month", async ({ page }) => {
  await signInAs(page, 'provider');
  const { used, limit, total } = providerBefore;
  await expect
    .poll(() => readFigure(figures(page), 'Responses this month'))
    .toEqual({ value: `${used + 1}/${limit}`, next: `${total + 1} sent in total` });
  await expect(
    page.getByText(`${used + 1} of ${limit} free ${limit === 1 ? 'response' : 'responses'} used`),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Recent activity' })
      .getByText(`Responded to Pet Grooming for ${parent.name} (${price.shown})`),
  ).toBeVisible();
  await checkA11y(page);

  // Accepted: the parent's contact details now show on the request for this provider.
  await page.goto(`/request/${requestId}`);
  await expect(heading(page, 'Pet Grooming')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Pet parent contact' }).getByRole('link', {
      name: parent.email,
    }),
  ).toBeVisible();
  await checkA11y(page);
});

test("the parent's second request this month asks for the per-use fee", async ({ page }) => {
  // Paying it is the payments journey (payments.spec.ts); here the form only changes its step.
  await asParent(page);
  await page.goto('/request-service');
  await expect(heading(page, 'Request a Service')).toBeVisible();
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'Your free request this month is used' });
  await expect(notice).toContainText('Each extra request costs ₹45');
  await expect(
    notice.getByRole('link', { name: 'choose a monthly or annual plan' }),
  ).toHaveAttribute('href', '/subscription');
  await expect(page.getByRole('button', { name: 'Pay ₹45 and Submit' })).toBeVisible();
  await checkA11y(page);
});
