import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://localhost:${PORT}`;
const CI = Boolean(process.env.CI);

/**
 * Debian's chromium (scripts/ensure-chromium.mjs installs it), or PLAYWRIGHT_CHROMIUM_PATH;
 * the same search as that script. Playwright downloads no browser.
 */
function chromiumPath(): string {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (configured) return configured;
  const fixed = [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ];
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .flatMap((dir) =>
      ['chromium', 'chromium-browser', 'google-chrome'].map((name) => path.join(dir, name)),
    );
  return [...fixed, ...onPath].find((file) => existsSync(file)) ?? '/usr/bin/chromium';
}

/** Specs that change the whole site for everyone (maintenance mode). */
const SITE_WIDE = /site-wide\.spec\.ts$/;

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: e2eDir,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(e2eDir, '..', 'test-results'),
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  // Generous for 2 shared cores (every checkA11y runs axe four times: two schemes, two widths);
  // the slowest journeys also call test.slow().
  timeout: 180_000,
  // On a loaded 2-core machine (load average ~10) a first page's boot has taken 11 s (an unknown
  // provider's profile, a provider's first /open-requests), past a 10 s wait.
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app follows the system scheme until the user picks one: pin it for stable runs.
    colorScheme: 'light',
    // A first visit's service worker precaches the whole app while the page boots, in every
    // test's fresh context: that doubled the work of a journey's first page on 2 cores. The
    // journeys that are about the worker (pwa.spec.ts) allow it.
    serviceWorkers: 'block',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  },
  projects: [
    { name: 'chromium', testIgnore: SITE_WIDE, use: chromium },
    // Journeys that change the whole site (maintenance mode) run alone, after every other.
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['chromium'], use: chromium },
  ],
  webServer: {
    // The built server (npm run test:e2e builds it first) on a fresh embedded PGlite database
    // with the demo data; serve.mjs empties e2e/.data, sets DATA_DIR and drops DATABASE_URL.
    command: 'node e2e/serve.mjs',
    cwd: path.join(e2eDir, '..'),
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: {
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      // Every test user signs up and in from this one address, two workers at a time: the
      // per-address limit (60 a minute by default, tested by the API suite) would refuse
      // them. The per-email sign-in limit stays as it is.
      AUTH_RATE_LIMIT_PER_MINUTE: '600',
      // The lifecycle's test clock: a request's X-Test-Now header is "now" for completing and
      // withdrawing (apps/server/src/http/clock.ts), so journeys can act after a service.
      TEST_CLOCK: 'true',
    },
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
