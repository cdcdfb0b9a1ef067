import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { checkA11y, expect, signOut, test } from './fixtures';
import { ApiActor, registerViaApi } from './discovery-helpers';
import { randomTag, tomorrowInIndia } from './marketplace-helpers';

// The installable, offline-capable app (issue 14 item 7, docs/site.md): the manifest, the
// service worker's offline reading of the signed-in user's data, and the install prompt.

const USER_DATA_CACHE = 'petmitra-user-data-v1';

// The other journeys run without the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

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

/**
 * Plays the browser's install offer (Chromium's beforeinstallprompt) with the given answer. A
 * browser offers once the app is running (its service worker registered by the app's scripts),
 * so the offer waits for that: on a prerendered page (decision 0029) the markup comes first.
 */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
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

/** The version of the worker that controls the page (the worker answers GET_VERSION). */
function controllerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return reject(new Error('no controlling service worker'));
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data as string);
        controller.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );
}

/**
 * The app as a deploy would change it, for one browser: a proxy on its own origin (so its
 * service worker is this test's alone) in front of the e2e server, passing every request
 * through untouched except /sw.js, which answers `worker()`. Playwright's routing does not
 * see the browser's update check of a worker script, so a route cannot stand in for it.
 */
async function deployProxy(target: string, worker: () => string) {
  const upstream = new URL(target);
  const server = createServer((request, response) => {
    if (request.url?.split('?')[0] === '/sw.js') {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      });
      response.end(worker());
      return;
    }
    const forward = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: upstream.host },
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

test('a new version: the update banner, Update Now onto it, a dismissed version not offered again', async ({
  page,
  request,
  baseURL,
}) => {
  // The built worker, and the same worker as a later build makes it: a worker's version is
  // the revision of its build's index.html in its precache list (src/sw/sw.ts), so the built
  // worker with another revision there is a new build's worker, byte for byte otherwise.
  const built = await (await request.get('/sw.js')).text();
  const indexEntry = /\{"revision":"([0-9a-f]+)","url":"index\.html"\}/;
  const first = indexEntry.exec(built)?.[1];
  expect(first, 'the built worker lists index.html with its revision').toBeTruthy();
  let served = built;
  const deploy = (version: string) => {
    served = built.replace(indexEntry, `{"revision":"${version}","url":"index.html"}`);
  };
  const site = await deployProxy(baseURL!, () => served);
  try {
    await page.goto(`${site.url}/faq`);
    await controlledByServiceWorker(page);
    expect(await controllerVersion(page)).toBe(first);

    // The next visit finds the new worker installed and waiting: the banner offers it.
    deploy('second-build');
    await page.reload();
    const banner = page.getByRole('region', { name: 'Update available' });
    await expect(banner).toContainText('A new version of PetMitra is available.', {
      timeout: 30_000,
    });
    expect(await controllerVersion(page)).toBe(first);
    await checkA11y(page, '/faq (update banner)');

    // Update Now: 'Updating...', the new worker takes over and the page reloads onto it.
    const updating = expect(banner.getByRole('button', { name: 'Updating...' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Update Now' }).click();
    await updating;
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await controllerVersion(page)).toBe('second-build');
    await expect(banner).toHaveCount(0);

    // Another deploy, dismissed: that version is not offered again, though it still waits.
    deploy('third-build');
    await page.reload();
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration('/'))?.waiting?.state,
        ),
      )
      .toBe('installed');
    await page.waitForTimeout(1_000);
    await expect(banner).toHaveCount(0);
    expect(await controllerVersion(page)).toBe('second-build');

    // A later version is offered again.
    deploy('fourth-build');
    await page.reload();
    await expect(banner).toBeVisible({ timeout: 30_000 });
  } finally {
    await site.close();
  }
});
