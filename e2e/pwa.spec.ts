import type { Page } from '@playwright/test';
import { checkA11y, expect, signOut, test } from './fixtures';
import { ApiActor, registerViaApi } from './discovery-helpers';
import { randomTag, tomorrowInIndia } from './marketplace-helpers';

// The installable, offline-capable app (issue 14 item 7, docs/site.md): the manifest, the
// service worker's offline reading of the signed-in user's data, and the install prompt.

const USER_DATA_CACHE = 'petmitra-user-data-v1';

/** Waits until the service worker controls the page (the first one claims it once active). */
async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 30_000,
    })
    .toBe(true);
}

test('the web app manifest names the app and its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const reply = await request.get(href!);
  expect(reply.status()).toBe(200);
  const manifest = (await reply.json()) as {
    name: string;
    short_name: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest.short_name).toBe('PetMitra');
  expect(manifest.display).toBe('standalone');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === 'any');
    expect(icon, `a ${size} icon`).toBeDefined();
    const image = await request.get(icon!.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
});

test('a pet parent reads their pets and request offline; signing out forgets them', async ({
  page,
  context,
  pageErrors,
}) => {
  // Offline, the browser logs the requests the service worker could not answer from its cache.
  pageErrors.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  await page.goto('/');
  await controlledByServiceWorker(page);
  const actor = ApiActor.forPage(page);
  await registerViaApi(actor, 'pet_parent');
  const petName = `Pepper ${randomTag()}`;
  const { pet } = await actor.call<{ pet: { id: string } }>(
    'POST',
    '/api/pets',
    { name: petName, type: 'cat', weight: 4.2, vaccinationStatus: 'up_to_date' },
    201,
  );
  const description = `Nail trim for ${petName}, she is shy with strangers.`;
  const { request } = await actor.call<{ request: { id: string } }>(
    'POST',
    '/api/requests',
    {
      serviceName: 'Pet Grooming',
      petId: pet.id,
      description,
      neededOn: tomorrowInIndia(),
      neededAt: '09:30',
      place: { city: 'Kochi', country: 'India' },
    },
    201,
  );

  // The last visit, online.
  await page.goto('/my-pets');
  await expect(page.getByRole('heading', { name: petName })).toBeVisible();
  await page.goto(`/request/${request.id}`);
  await expect(page.getByText(description)).toBeVisible();

  await context.setOffline(true);
  await page.goto('/my-pets');
  await expect(page.getByText("You're offline. Some features may be limited.")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My Pets' })).toBeVisible();
  await expect(page.getByRole('heading', { name: petName })).toBeVisible();
  await checkA11y(page, '/my-pets (offline)');
  await page.goto(`/request/${request.id}`);
  await expect(page.getByText(description)).toBeVisible();
  await context.setOffline(false);

  await page.goto('/my-pets');
  await expect(page.getByRole('heading', { name: petName })).toBeVisible();
  expect(await page.evaluate((name) => caches.has(name), USER_DATA_CACHE)).toBe(true);
  await signOut(page);
  await expect.poll(() => page.evaluate((name) => caches.has(name), USER_DATA_CACHE)).toBe(false);
});

/** Plays the browser's install offer (Chromium's beforeinstallprompt) with the given answer. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = () => Promise.resolve();
    event.userChoice = Promise.resolve({ outcome: answer });
    window.dispatchEvent(event);
  }, outcome);
}

test('the install prompt: shown when the browser offers it, Not now for an hour, Install for good', async ({
  page,
}) => {
  await page.goto('/about');
  const prompt = page.getByRole('region', { name: 'Install PetMitra' });
  await offerInstall(page, 'dismissed');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('your pets and requests stay readable offline');
  await checkA11y(page, '/about (install prompt)');
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);

  // Within the hour it stays away, even when the browser offers again.
  await page.reload();
  await offerInstall(page, 'dismissed');
  await page.waitForTimeout(2_500);
  await expect(prompt).toHaveCount(0);

  // An hour later it is back; declining the browser's dialog is another 'not now'.
  await page.evaluate(() =>
    localStorage.setItem('petmitra_install_dismissed_at', String(Date.now() - 61 * 60 * 1000)),
  );
  await page.reload();
  await offerInstall(page, 'accepted');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Install' }).click();
  await expect(prompt).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('petmitra_app_installed'))).toBe('1');

  // Installed: never again.
  await page.evaluate(() => localStorage.removeItem('petmitra_install_dismissed_at'));
  await page.reload();
  await offerInstall(page, 'accepted');
  await page.waitForTimeout(2_500);
  await expect(prompt).toHaveCount(0);
});
