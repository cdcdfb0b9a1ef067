import type { Locator, Page } from '@playwright/test';
import {
  checkA11y,
  toast,
  DEMO_ACCOUNTS,
  expect,
  holdAppScript,
  newUser,
  register,
  signOut,
  test,
} from './fixtures';
import { failedResource, randomTag } from './marketplace-helpers';
import {
  ApiActor,
  completedGroomingRequest,
  newGroomingProvider,
  providerIdOf,
  registerViaApi,
  stubMapTiles,
} from './discovery-helpers';

/**
 * Discovery and trust (issue 4) in the browser: a guest finds the demo grooming provider with a
 * misspelt search near Bengaluru, on the list and the map, and opens the profile; a pet parent
 * with a completed request reviews the provider and sees it in the summary (and a script in a
 * comment stays harmless text); a pet parent keeps the provider in their favourites.
 */
// Each test visits several pages and checks every one with axe.
test.describe.configure({ timeout: 240_000 });

/** The demo provider (Bengaluru) and their grooming service, from the demo data. */
const PROVIDER = DEMO_ACCOUNTS.provider;
const DEMO_GROOMING = 'Full Grooming at Home';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A service card in the results list, by the service's name. */
const serviceCard = (page: Page, serviceName: string) =>
  page
    .getByRole('region', { name: 'Services found' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: serviceName, exact: true }) });

/** The card's distance badge in km ('850 m' or '6.2 km'; badges are drawn in capitals). */
async function distanceKm(card: Locator): Promise<number> {
  const text = await card.innerText();
  const km = /^(\d+(?:\.\d+)?) km$/im.exec(text);
  if (km) return Number(km[1]);
  const metres = /^(\d+) m$/im.exec(text);
  if (metres) return Number(metres[1]) / 1000;
  throw new Error(`no distance on the card: ${text}`);
}

/** Where the guest's search ends up: 'groming' in Bengaluru within 10 km, as a shareable URL. */
const GUEST_SEARCH = '/search?q=groming&city=Bengaluru';

test('a guest finds the grooming provider near Bengaluru despite a typo, and the filters stay in the URL', async ({
  page,
}) => {
  await page.goto('/search');
  await expect(heading(page, 'All Pet Services')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await checkA11y(page);

  // Misspelt on purpose: the search tolerates typos, and so do the suggestions.
  const searchForm = page.getByRole('search', { name: 'Search pet services' });
  await searchForm.getByLabel('Search services').fill('groming');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option', { name: DEMO_GROOMING })).toBeVisible();
  await searchForm.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/search?q=groming');

  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Search Filters' });
  await filters.getByLabel('City').fill('Bengaluru');
  // The offline gazetteer offers the place as the user types.
  await page
    .getByRole('listbox', { name: 'Places' })
    .getByRole('option', { name: /^Bengaluru\b/ })
    .click();
  await expect(filters.getByLabel('City')).toHaveValue('Bengaluru');
  await filters.getByLabel('Radius').selectOption({ label: '10 km' });
  await checkA11y(page, '/search (Filters dialog)');
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(filters).toBeHidden();

  // The filters are in the URL (10 km is the default radius, so the URL leaves it out).
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ q: 'groming', city: 'Bengaluru' });
  const url = page.url();
  expect(url.slice(url.indexOf('/search'))).toBe(GUEST_SEARCH);
  const applied = page.getByText('Showing results for “groming” · within 10 km of Bengaluru');
  await expect(applied).toBeVisible();

  const card = serviceCard(page, DEMO_GROOMING);
  await expect(card).toContainText(PROVIDER.name);
  await expect(card).toContainText('Bengaluru, India');
  // Every result is grooming, within the radius.
  const cards = page.getByRole('region', { name: 'Services found' }).getByRole('article');
  for (const each of await cards.all()) {
    await expect(each).toContainText('Pet Grooming');
    expect(await distanceKm(each)).toBeLessThanOrEqual(10);
  }
  await checkA11y(page, '/search?q=groming&city=Bengaluru');

  // A reload gives the same search (and so does the link: the next test starts from it).
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(applied).toBeVisible();
  await expect(card).toContainText(PROVIDER.name);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(filters.getByLabel('City')).toHaveValue('Bengaluru');
  await expect(filters.getByLabel('Radius')).toHaveValue('10');
  await filters.getByRole('button', { name: 'Cancel' }).click();
  await expect(filters).toBeHidden();
});

test("a guest switches the search to the map and back, then opens the provider's profile", async ({
  page,
}) => {
  const tileRequests = await stubMapTiles(page);
  // The search the previous journey built, opened from its link.
  await page.goto(GUEST_SEARCH);
  const card = serviceCard(page, DEMO_GROOMING);
  await expect(card).toContainText(PROVIDER.name);

  // The map: a Leaflet map with the provider's marker, which opens the provider.
  const listView = page.getByRole('button', { name: 'List', exact: true });
  const mapView = page.getByRole('button', { name: 'Map', exact: true });
  await expect(listView).toHaveAttribute('aria-pressed', 'true');
  await expect(mapView).toHaveAttribute('aria-pressed', 'false');
  await mapView.click();
  await expect(mapView).toHaveAttribute('aria-pressed', 'true');
  await expect(listView).toHaveAttribute('aria-pressed', 'false');
  const map = page.getByRole('region', { name: 'Map of providers' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  const marker = map.locator('.leaflet-marker-icon').and(map.getByTitle(PROVIDER.name));
  await expect(marker).toBeVisible();
  await expect(page.getByRole('region', { name: 'Services found' })).toHaveCount(0);
  // The map asks the configured tile server for its tiles (answered with blanks here).
  await expect.poll(tileRequests).toBeGreaterThan(0);
  await marker.click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toContainText(PROVIDER.name);
  await expect(popup).toContainText(DEMO_GROOMING);
  await expect(popup.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
    'href',
    /^\/provider\/[0-9a-f-]{36}$/,
  );
  await checkA11y(page, '/search (map)');

  await listView.click();
  await expect(listView).toHaveAttribute('aria-pressed', 'true');
  await expect(map).toHaveCount(0);
  await expect(card).toBeVisible();

  await card.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/^.*\/provider\/[0-9a-f-]{36}$/);
  await expect(heading(page, PROVIDER.name)).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Bengaluru, India');
  const offered = page.getByRole('region', { name: 'Services Offered' });
  await expect(offered.getByRole('heading', { name: DEMO_GROOMING })).toBeVisible();
  await expect(offered).toContainText('Pet Grooming');
  const reviews = page.getByRole('region', { name: 'Reviews', exact: true });
  await expect(reviews.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(reviews.getByRole('article').first()).toContainText(/[1-5] out of 5 stars/);
  // A guest is offered the sign-in page to keep favourites.
  await expect(page.getByRole('link', { name: 'Add to Favorites' })).toHaveAttribute(
    'href',
    '/login',
  );
  await checkA11y(page);
});

test('an unknown provider id shows Provider Not Found with a way back to the search', async ({
  page,
  pageErrors,
}) => {
  // The browser logs the page's own 404; that line is the expected one.
  pageErrors.allow(failedResource(404));
  // The server renders the not-found state too (not a loader that waits for the app), answering
  // 404, and the app takes it over without asking again.
  const release = await holdAppScript(page);
  const answer = await page.goto('/provider/00000000-0000-4000-8000-000000000000', {
    waitUntil: 'domcontentloaded',
  });
  expect(answer?.status()).toBe(404);
  await expect(heading(page, 'Provider Not Found')).toBeVisible();
  await expect(page).toHaveTitle('Provider Not Found | PetMitra');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  await expect(heading(page, 'Provider Not Found')).toBeVisible();
  await checkA11y(page);
  await page.getByRole('link', { name: 'Browse Other Providers' }).click();
  await expect(page).toHaveURL('/search');
  await expect(heading(page, 'All Pet Services')).toBeVisible();
});

test('search results and a profile are in the page before the app has loaded, and it takes them over in place', async ({
  page,
}) => {
  // The server renders these pages with their data (decision 0032): on a slow network they are
  // readable before the app's script arrives, and hydrating keeps the same elements.
  let release = await holdAppScript(page);
  await page.goto(`/search/grooming?q=${encodeURIComponent(DEMO_GROOMING)}`, {
    waitUntil: 'domcontentloaded',
  });
  await expect(heading(page, 'Pet Grooming')).toBeVisible();
  await expect(page).toHaveTitle('Pet Grooming | PetMitra');
  const card = serviceCard(page, DEMO_GROOMING).filter({ hasText: PROVIDER.name });
  await expect(card).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await card.evaluate((element) => Object.assign(element, { kept: true }));
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  // Hydration adopted the server's markup: a failed one renders the page again from scratch.
  expect(await card.evaluate((element) => 'kept' in element)).toBe(true);
  await card.getByRole('link', { name: 'View Profile' }).click();
  await expect(heading(page, PROVIDER.name)).toBeVisible();
  const profile = page.url();

  release = await holdAppScript(page);
  await page.goto(profile, { waitUntil: 'domcontentloaded' });
  await expect(heading(page, PROVIDER.name)).toBeVisible();
  await expect(page).toHaveTitle(`${PROVIDER.name} | PetMitra`);
  const offered = page.getByRole('region', { name: 'Services Offered' });
  await expect(offered.getByRole('heading', { name: DEMO_GROOMING })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await offered.evaluate((element) => Object.assign(element, { kept: true }));
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  expect(await offered.evaluate((element) => 'kept' in element)).toBe(true);
  await checkA11y(page);
});

test('a press made while the app takes over a server-rendered profile is not lost', async ({
  page,
}) => {
  // React hydrates at once when the page is pressed mid-takeover. The router must have matched
  // the page by then: its fallback in place of the server's page made React render everything
  // again (a hydration error) and the press went nowhere (11 runs of 12 before the fix).
  const release = await holdAppScript(page);
  await page.goto(`/search/grooming?q=${encodeURIComponent(DEMO_GROOMING)}`, {
    waitUntil: 'domcontentloaded',
  });
  const profile = await serviceCard(page, DEMO_GROOMING)
    .filter({ hasText: PROVIDER.name })
    .getByRole('link', { name: 'View Profile' })
    .getAttribute('href');
  await page.goto(profile!, { waitUntil: 'domcontentloaded' });
  await expect(heading(page, PROVIDER.name)).toBeVisible();
  const link = page.getByRole('link', { name: 'Request Service' });
  await expect(link).toBeVisible();
  release();
  // As soon as React's root listens, the hydration has begun.
  await page.waitForFunction(
    () =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer'),
      ),
    undefined,
    { polling: 'raf' },
  );
  await link.click();
  // Requesting a service takes an account: the guest's press goes on to sign in.
  await expect(page).toHaveURL('/login');
  await expect(heading(page, 'Welcome back')).toBeVisible();
});

test('a pet parent with a completed request reviews the provider and sees it in the summary', async ({
  page,
  playwright,
  baseURL,
}) => {
  const parent = { ...newUser(), name: 'Rohan Iyer' };
  await register(page, parent, 'Pet Parent');
  await expect(page).toHaveURL('/owner-home');
  await expect(heading(page, 'Welcome, Rohan!')).toBeVisible();
  await checkA11y(page);

  // The completed request, through the real API: the parent's pet and request in the browser's
  // session, a provider of the test's own answers it, the parent accepts and completes it.
  const provider = await newGroomingProvider(playwright.request, baseURL!);
  const { requestId, petName } = await completedGroomingRequest(ApiActor.forPage(page), provider);
  await provider.actor.dispose();

  await page.goto('/my-service-requests');
  await expect(heading(page, 'My Service Requests')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your requests' });
  await expect(mine.getByText('Completed', { exact: true })).toBeVisible();
  await checkA11y(page);
  await mine.getByRole('link', { name: 'Leave Review' }).click();

  await expect(page).toHaveURL(`/reviews/${provider.id}?serviceRequestId=${requestId}`);
  // Reached through Leave Review, the form opens by itself, naming the real request.
  const form = page.getByRole('dialog', { name: 'Write a Review' });
  await expect(form).toContainText('Pet Grooming');
  await expect(form).toContainText(`Provider: ${provider.name}`);
  await expect(form).toContainText(`Pet: ${petName} (Dog)`);
  // No reviews yet for this provider.
  await expect(page.getByText('No Reviews Yet')).toBeVisible();

  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Please select a rating')).toBeVisible();
  await expect(form.getByText('Please add a comment about your experience')).toBeVisible();
  const comment = form.getByLabel('Comment');
  await comment.fill('Too short');
  await expect(form.getByText('9/500 characters')).toBeVisible();
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Comment must be at least 10 characters long')).toBeVisible();

  await form.getByRole('radio', { name: '5 stars' }).check();
  await expect(form.getByText('Excellent - Outstanding service')).toBeVisible();
  const text = `${provider.name.split(' ')[0]} was so patient with ${petName}: silky coat, neat nails and no fuss. Would book again.`;
  await comment.fill(text);
  await expect(form.getByText(`${text.length}/500 characters`)).toBeVisible();
  await expect(form.getByText('Please select a rating')).toHaveCount(0);
  await checkA11y(page, '/reviews/{providerId} (Write a Review)');
  await form.getByRole('button', { name: 'Submit Review' }).click();

  await expect(toast(page, 'Review submitted successfully!')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(heading(page, `${provider.name} Reviews`)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Rating Summary' });
  await expect(summary).toContainText('5.0');
  await expect(summary).toContainText('1 review');
  const bar = (name: string) => summary.getByRole('progressbar', { name, exact: true });
  await expect(bar('5 stars: 1 review (100%)')).toHaveAttribute('aria-valuenow', '100');
  await expect(bar('4 stars: 0 reviews (0%)')).toHaveAttribute('aria-valuenow', '0');
  const list = page.getByRole('region', { name: 'What pet parents say' });
  await expect(list.getByText('Showing 1 of 1 reviews')).toBeVisible();
  const mineReview = list.getByRole('article').filter({ hasText: text });
  await expect(mineReview).toContainText(parent.name);
  await expect(mineReview).toContainText('Your review');
  await expect(mineReview).toContainText(`Pet Grooming for ${petName}`);
  // Reviewed once: no second review of this request.
  await expect(page.getByRole('button', { name: 'Write Review' })).toHaveCount(0);
  await expect(page.getByText('You have already reviewed this service request')).toBeVisible();
  await checkA11y(page, '/reviews/{providerId} (reviewed)');

  // My Service Requests now offers View Review instead of Leave Review.
  await page.goto('/my-service-requests');
  await expect(mine.getByRole('link', { name: 'View Review' })).toHaveAttribute(
    'href',
    `/reviews/${provider.id}`,
  );
  await expect(mine.getByRole('link', { name: 'Leave Review' })).toHaveCount(0);

  // The provider's profile and the search both show the new average and count.
  await page.goto(`/provider/${provider.id}`);
  await expect(heading(page, provider.name)).toBeVisible();
  await expect(page.getByRole('link', { name: '(1 review)' })).toBeVisible();
  const profileReviews = page.getByRole('region', { name: 'Reviews', exact: true });
  await expect(profileReviews.getByRole('article')).toHaveCount(1);
  await expect(profileReviews.getByRole('article')).toContainText(text);
  await expect(profileReviews.getByRole('article')).toContainText('5 out of 5 stars');
  await checkA11y(page, '/provider/{id} (reviewed)');

  const search = new URLSearchParams({ q: provider.serviceName, city: provider.city });
  await page.goto(`/search?${search.toString()}`);
  const card = serviceCard(page, provider.serviceName);
  await expect(card).toContainText(provider.name);
  await expect(card).toContainText('5.0');
  await expect(card.getByRole('link', { name: '(1 review)' })).toHaveAttribute(
    'href',
    `/reviews/${provider.id}`,
  );
  await checkA11y(page, '/search (reviewed provider)');
});

test('a script in a review comment is shown as harmless text', async ({
  page,
  playwright,
  baseURL,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // A parent registered through the API, in the browser's context (so the page is signed in).
  const parent = ApiActor.forPage(page);
  await registerViaApi(parent, 'pet_parent');
  const provider = await newGroomingProvider(playwright.request, baseURL!);
  const { requestId } = await completedGroomingRequest(parent, provider);
  await provider.actor.dispose();

  await page.goto(`/reviews/${provider.id}?serviceRequestId=${requestId}`);
  const form = page.getByRole('dialog', { name: 'Write a Review' });
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form
    .getByLabel('Comment')
    .fill('Came back fluffy <script>alert(1)</script> and calm, thank you!');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'Review submitted successfully!')).toBeVisible();

  // Stored without the script (the server cleans the comment) and shown as plain text.
  const list = page.getByRole('region', { name: 'What pet parents say' });
  const review = list.getByRole('article');
  await expect(review).toHaveCount(1);
  await expect(review.getByText(/^Came back fluffy\s+and calm, thank you!$/)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('alert(1)');
  await expect(page.getByRole('main')).not.toContainText('<script');
  await expect(page.locator('main script')).toHaveCount(0);
  const stored = await parent.call<{ reviews: { comment: string }[] }>(
    'GET',
    `/api/reviews?providerId=${provider.id}`,
  );
  expect(stored.reviews.map((r) => r.comment)).toEqual([
    expect.stringMatching(/^Came back fluffy\s+and calm, thank you!$/),
  ]);
  await checkA11y(page, '/reviews/{providerId} (sanitised comment)');

  // Seen again after a reload (from the database, not the form's state): still no dialog.
  await page.reload();
  await expect(review.getByText(/^Came back fluffy\s+and calm, thank you!$/)).toBeVisible();
  expect(dialogs, 'no script ran').toEqual([]);
});

test('a pet parent adds the provider to favourites and finds them on /favorites', async ({
  page,
}) => {
  // A new parent (registered through the API in the browser's context), so no favourites yet.
  await registerViaApi(ApiActor.forPage(page), 'pet_parent');
  const providerId = await providerIdOf(page.request, PROVIDER.name, DEMO_GROOMING);

  await page.goto(`/provider/${providerId}`);
  await expect(heading(page, PROVIDER.name)).toBeVisible();
  await page.getByRole('button', { name: 'Add to Favorites' }).click();
  await expect(toast(page, 'Added to your favorites')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Favorites' })).toHaveCount(0);

  // Saved on the server: the profile still shows it after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();
  await checkA11y(page, '/provider/{id} (favourite)');

  // Reachable from the header.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Favorites' })
    .click();
  await expect(page).toHaveURL('/favorites');
  await expect(heading(page, 'My Favorite Providers')).toBeVisible();
  const saved = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: PROVIDER.name }) });
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Bengaluru, India');
  await expect(saved).toContainText('Pet Grooming');
  await expect(saved.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
    'href',
    `/provider/${providerId}`,
  );
  await checkA11y(page);

  await saved.getByRole('button', { name: `Remove ${PROVIDER.name} from favorites` }).click();
  await expect(toast(page, 'Removed from your favorites')).toBeVisible();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText('You have not saved any providers yet')).toBeVisible();
  await checkA11y(page, '/favorites (empty)');
});

test('a provider in London who left the country blank is asked in pounds, and the service saves', async ({
  page,
}) => {
  const provider = { ...newUser(), name: `Ada Blank ${randomTag()}` };
  await register(page, provider, 'Service Provider');
  await expect(page).toHaveURL('/provider-home');
  // The city only: the server places them in London (decision 0026, a blank country).
  await ApiActor.forPage(page).call('PATCH', '/api/profile', {
    name: provider.name,
    phone: `+91${provider.phone}`,
    city: 'London',
  });

  // The form shows the currency the server takes (My Services), not ₹ from the blank country.
  await page.goto('/add-service');
  await page.getByLabel('Category').selectOption({ label: 'Dog Walking' });
  await page.getByLabel('Service Name').fill(`Soho Strolls ${randomTag()}`);
  await page.getByRole('checkbox', { name: 'Dog' }).check();
  await page.getByLabel('Charge 1 description').fill('Half-hour walk');
  await expect(page.getByLabel('Charge 1 amount (₹)')).toHaveCount(0);
  await page.getByLabel('Charge 1 amount (£)').fill('12');
  await page.getByRole('button', { name: 'Add Service' }).click();
  await expect(page).toHaveURL('/provider-home');
  await page.goto('/my-services');
  await expect(page.getByText('£12.00').first()).toBeVisible();
});

test('a London provider prices a service in pounds; a guest finds it in pounds and filters by price in pounds', async ({
  page,
}) => {
  const provider = { ...newUser(), name: `Oliver Hart ${randomTag()}` };
  await register(page, provider, 'Service Provider');
  await expect(page).toHaveURL('/provider-home');
  // As on the Profile page: the provider works in London.
  await ApiActor.forPage(page).call('PATCH', '/api/profile', {
    name: provider.name,
    phone: `+91${provider.phone}`,
    city: 'London',
    country: 'United Kingdom',
  });

  // Prices are in the currency of the provider's country (decision 0026): the form asks in £.
  await page.goto('/add-service');
  const serviceName = `Thames Dog Walks ${randomTag()}`;
  await page.getByLabel('Category').selectOption({ label: 'Dog Walking' });
  await page.getByLabel('Service Name').fill(serviceName);
  await page.getByRole('checkbox', { name: 'Dog' }).check();
  await page.getByLabel('Charge 1 description').fill('One-hour walk');
  await expect(page.getByLabel('Charge 1 amount (₹)')).toHaveCount(0);
  await page.getByLabel('Charge 1 amount (£)').fill('18');
  await checkA11y(page, '/add-service (London)');
  await page.getByRole('button', { name: 'Add Service' }).click();
  await expect(page).toHaveURL('/provider-home');
  await page.goto('/my-services');
  await expect(page.getByText('£18.00').first()).toBeVisible();

  // A guest in the same city: the card shows pounds. (Signing out, not dropping the cookies:
  // the signed-in page's unread-count polls would meet 401s.)
  await signOut(page);
  await page.goto('/search?q=thames&city=London');
  const card = serviceCard(page, serviceName);
  await expect(card).toContainText('£18.00');
  await expect(card).not.toContainText('₹');

  // A price range in pounds finds it; one in rupees of the same figures (₹15–₹20) does not.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Search Filters' });
  await filters.getByLabel('Price currency').selectOption('GBP');
  await filters.getByLabel('Minimum price (£)').fill('15');
  await filters.getByLabel('Maximum price (£)').fill('20');
  await checkA11y(page, '/search (Filters dialog, pounds)');
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByText(/£15–£20/)).toBeVisible();
  await expect(card).toContainText('£18.00');
  await page.goto('/search?q=thames&city=London&priceMin=15&priceMax=20');
  await expect(page.getByText(/₹15–₹20/)).toBeVisible();
  await expect(card).toBeHidden();
});
