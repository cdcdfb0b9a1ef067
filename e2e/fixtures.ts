import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo-accounts';

export { expect };
export { DEMO_ACCOUNTS };

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/**
 * Console errors and uncaught page errors fail the test, unless the test declared them
 * expected with `pageErrors.allow(pattern)` (e.g. the browser's own log line for a 401 reply
 * to a wrong password).
 */
export interface PageErrorGuard {
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ pageErrors: PageErrorGuard }>({
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const allowed: RegExp[] = [];
      const unexpected: string[] = [];
      const isAllowed = (text: string) => allowed.some((pattern) => pattern.test(text));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        const text = url ? `${message.text()} (${url})` : message.text();
        if (!isAllowed(text)) unexpected.push(`console error: ${text}`);
      });
      page.on('pageerror', (error) => {
        const text = `${error.name}: ${error.message}`;
        if (!isAllowed(text)) unexpected.push(`page error: ${text}\n${error.stack ?? ''}`);
      });

      await use({ allow: (pattern) => allowed.push(pattern) });

      if (unexpected.length > 0) {
        await testInfo.attach('unexpected-browser-errors', { body: unexpected.join('\n\n') });
      }
      expect(unexpected, 'unexpected console or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** The WCAG rules axe checks: 2.0, 2.1 and 2.2 at levels A and AA (docs/accessibility.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The widths every page state is checked at: a phone and a desktop. */
const CHECK_WIDTHS = [390, 1280];

async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const settled = Promise.allSettled(finite.map((animation) => animation.finished));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** The WCAG rules whose result depends on colours: the only ones a change of scheme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe run in the page itself ("legacy" frame mode): by default @axe-core/playwright opens a blank
 * page for every analysis to gather the results of cross-origin frames, which the app does not
 * have, and that more than doubled the time of each analysis (e2e was half axe).
 */
function axe(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA) on the page as it is now, at 390 px and 1280 px wide, in
 * its own colour scheme with every rule and in the other scheme with the colour rules (the
 * scheme changes colours and nothing else: the theme toggle's two icons, one shown per scheme,
 * are hidden from assistive technology), and fails on any violation, printing each one with the
 * elements it found. The page is put back as it was (scheme attribute and viewport) afterwards.
 */
export async function checkA11y(
  page: Page,
  label: string = new URL(page.url()).pathname,
  widths: readonly number[] = CHECK_WIDTHS,
) {
  // Let entrance transitions (Mantine fades, toasts) settle so colours are final.
  await page.waitForLoadState('networkidle');
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const scheme = await page.evaluate(() =>
    document.documentElement.getAttribute('data-mantine-color-scheme'),
  );
  const failures: string[] = [];
  let heldToast = false;
  try {
    const own = scheme === 'dark' ? 'dark' : 'light';
    const passes = [
      { colorScheme: own, rules: 'all' },
      { colorScheme: own === 'dark' ? 'light' : 'dark', rules: 'colour' },
    ] as const;
    for (const width of widths) {
      await page.setViewportSize({ width, height: viewport.height });
      // A toast closes itself after a few seconds, and one measured as it fades out fails the
      // contrast rule: the pointer over it holds every toast open (Mantine pauses them while one
      // is hovered) for the passes at this width. If it closes before the pointer gets there,
      // nothing is left to measure (the settling below waits for its exit): the hover gets a
      // second, never the test's time.
      const toast = page.locator('.mantine-Notification-root').first();
      if (await toast.isVisible()) {
        const held = await toast.hover({ timeout: 1_000 }).then(
          () => true,
          () => false,
        );
        heldToast ||= held;
      }
      for (const { colorScheme, rules } of passes) {
        await page.evaluate((value) => {
          document.documentElement.setAttribute('data-mantine-color-scheme', value);
        }, colorScheme);
        await settle(page);
        const builder = axe(page);
        const results = await (
          rules === 'all' ? builder.withTags(WCAG_TAGS) : builder.withRules(COLOUR_RULES)
        ).analyze();
        const state = `${label} (${colorScheme}, ${width} px)`;
        for (const violation of results.violations) {
          const nodes = violation.nodes
            .slice(0, 10)
            .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
            .join('\n');
          console.log(
            `Accessibility violation on ${state}:\n[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`,
          );
          failures.push(`${state}: ${violation.impact} ${violation.id}: ${violation.help}`);
        }
      }
    }
  } finally {
    // The pointer leaves the toast: its timer starts again.
    if (heldToast) await page.mouse.move(0, 0);
    await page.setViewportSize(viewport);
    await page.evaluate((value) => {
      if (value) document.documentElement.setAttribute('data-mantine-color-scheme', value);
    }, scheme);
  }
  expect(failures, `WCAG 2.2 AA violations on ${label}`).toEqual([]);
}

/** axe in the light theme, then in the dark one (the app follows the system scheme). */
export async function checkBothThemes(page: Page, label: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await checkA11y(page, `${label} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await checkA11y(page, `${label} (dark)`);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A toast with this text: successes are polite (status), errors and warnings alerts. */
export function toast(page: Page, text: string) {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
}

/** An address no other test (or earlier run on a reused server) has registered. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.com`;
}

/**
 * A password every rule of spec section 5 accepts: 14 characters, both cases, digits and a
 * symbol; letters and digits alternate in the random part, so it never holds a sequence.
 */
export function strongPassword(): string {
  const letters = 'bdfhkmpsvxz';
  const random = [...randomBytes(4)]
    .map((byte) => `${letters[byte % letters.length]}${byte % 10}`)
    .join('');
  return `Mitra#${random}`;
}

/**
 * Holds back the app's entry script (a slow network): a prerendered page shows its markup, and
 * the app takes it over only once the returned function is called.
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  let arrive = () => undefined as void;
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return arrive;
}

/** Opens /login and signs in with the form (no redirect is asserted here). */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in as one of the printed demo accounts and waits for its dashboard. */
export async function signInAs(page: Page, account: DemoAccount) {
  const { email, password } = DEMO_ACCOUNTS[account];
  await signIn(page, email, password);
  await expect(page).toHaveURL(DASHBOARDS[account]);
}

/**
 * Clicks Logout in the header and waits until the app shows the guest header on / (the sign-out
 * call has then settled; navigating away earlier would cancel it).
 */
export async function signOut(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

export const DASHBOARDS: Record<DemoAccount, string> = {
  petParent: '/owner-home',
  provider: '/provider-home',
  superAdmin: '/admin/analytics',
};

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export function newUser(): NewUser {
  // An Indian mobile: 6-9 then nine more digits, different every time.
  const digits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return { name: 'Asha Verma', email: uniqueEmail(), phone: digits, password: strongPassword() };
}

/** Fills and submits the registration form as the given role. */
/**
 * Registers through the form and, as a new user would, opens the link of the verification email
 * the app sent, then continues to the dashboard: the account ends verified and signed in. With
 * `verify: false` it stops after Create Account (the account stays unverified).
 */
export async function register(
  page: Page,
  user: NewUser,
  role: 'Pet Parent' | 'Service Provider' = 'Pet Parent',
  options: { verify?: boolean } = {},
) {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Phone Number').fill(user.phone);
  await page.getByLabel('Role').selectOption({ label: role });
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  if (options.verify === false) return;
  await expect(page).toHaveURL(role === 'Pet Parent' ? '/owner-home' : '/provider-home');
  await verifyEmailFromInbox(page, user.email);
}

/** The path and query of the newest verification link emailed to `email` (waits for it). */
export async function verificationLink(page: Page, email: string): Promise<string> {
  const baseURL = new URL(page.url()).origin;
  let link = '';
  await expect
    .poll(
      () => {
        const text = latestEmailText(baseURL, email, 'Verify your email');
        link = /https?:\/\/\S+\/verify-email\?token=[\w%-]+/.exec(text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * The token of the newest verification link emailed to `email` (waits for the email), for the
 * users a test registers through the API: they confirm their address with it as the
 * /verify-email page would (POST /api/auth/email-verification/verify).
 */
export async function emailedVerificationToken(email: string): Promise<string> {
  const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3210}`;
  let token = '';
  await expect
    .poll(
      () => {
        const text = latestEmailText(baseURL, email, 'Verify your email');
        token = /\/verify-email\?token=([\w%-]+)/.exec(text ?? '')?.[1] ?? '';
        return token;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return decodeURIComponent(token);
}

/** Opens the emailed verification link, then returns to the page the user was on. */
export async function verifyEmailFromInbox(page: Page, email: string) {
  const back = new URL(page.url()).pathname;
  await page.goto(await verificationLink(page, email));
  await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
  // Continue leads to the dashboard; from there, back where the user was.
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/(owner-home|provider-home)$/);
  if (new URL(page.url()).pathname !== back) await page.goto(back);
}

const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The text of the newest email to `to` whose subject has `subject` (e2e/serve.mjs writes them). */
export function latestEmailText(baseURL: string, to: string, subject: string): string | null {
  const dir = path.join(E2E_DIR, '.data', `mail-${new URL(baseURL).port}`);
  if (!existsSync(dir)) return null;
  for (const file of readdirSync(dir).sort().reverse()) {
    if (!file.endsWith('.json')) continue;
    const mail = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      to: string[];
      subject?: string;
      text?: string;
    };
    if (mail.to.includes(to) && mail.subject?.includes(subject)) return mail.text ?? null;
  }
  return null;
}
