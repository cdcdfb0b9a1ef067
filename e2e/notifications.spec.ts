import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';

type Playwright = PlaywrightWorkerArgs['playwright'];
import {
  emailedVerificationToken,
  DEMO_ACCOUNTS,
  checkA11y,
  expect,
  newUser,
  signIn,
  test,
  toast,
  type NewUser,
} from './fixtures';
import { tomorrowInIndia } from './marketplace-helpers';

/**
 * Notifications that reach people: a provider with a page open sees a new request's
 * notification arrive live (badge, list, toast) without reloading; turning email off in
 * Settings (which survives a reload) means the next request sends no email; the bell's tabs
 * and clear all; the page's search, filter and bulk actions; the email pages.
 */

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const badge = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .first();

interface ApiUser extends NewUser {
  api: APIRequestContext;
  id: string;
  send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<unknown>;
}

/** A new account signed in on its own API context (the other party of the journey). */
async function apiUser(
  playwright: Playwright,
  baseURL: string,
  role: 'pet_parent' | 'service_provider',
  existing?: { email: string; password: string },
): Promise<ApiUser> {
  const api = await playwright.request.newContext({ baseURL });
  const { csrfToken } = (await (await api.get('/api/auth/session')).json()) as {
    csrfToken: string;
  };
  const headers = { 'x-csrf-token': csrfToken };
  const user = existing ? { ...newUser(), ...existing } : newUser();
  const reply = existing
    ? await api.post('/api/auth/login', { headers, data: existing })
    : await api.post('/api/auth/register', {
        headers,
        // Everyone in Bengaluru: requests reach providers within their service radius.
        data: {
          ...user,
          phone: `+91${user.phone}`,
          confirmPassword: user.password,
          role,
          city: 'Bengaluru',
          country: 'India',
        },
      });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { user: me } = (await reply.json()) as { user: { id: string } };
  // Signing in issues a new CSRF token (docs/security.md): read it again.
  const fresh = (await (await api.get('/api/auth/session')).json()) as { csrfToken: string };
  headers['x-csrf-token'] = fresh.csrfToken;
  if (!existing) {
    // The address confirmed from the emailed link, as a new user would (docs/decisions/0027).
    const verified = await api.post('/api/auth/email-verification/verify', {
      headers,
      data: { token: await emailedVerificationToken(user.email) },
    });
    expect(verified.ok(), await verified.text()).toBe(true);
  }
  return {
    ...user,
    api,
    id: me.id,
    async send(method, path, data) {
      const res = await api.fetch(path, {
        method,
        headers,
        ...(method === 'GET' ? {} : { data: data ?? {} }),
      });
      expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
      return res.status() === 204 ? null : res.json();
    },
  };
}

/** A parent who posts one request for `serviceName` (their free request this month). */
async function parentRequests(playwright: Playwright, baseURL: string, serviceName: string) {
  const parent = await apiUser(playwright, baseURL, 'pet_parent');
  const { pet } = (await parent.send('POST', '/api/pets', {
    name: 'Motu',
    type: 'dog',
    weight: 9,
    vaccinationStatus: 'up_to_date',
  })) as { pet: { id: string } };
  await parent.send('POST', '/api/requests', {
    serviceName,
    petId: pet.id,
    description: 'Ride to the vet and back, please',
    neededOn: tomorrowInIndia(),
    neededAt: '11:00',
  });
  await parent.api.dispose();
}

/** Emails to `email` of `template` in the outbox, as the super admin reads them. */
async function emailsTo(playwright: Playwright, baseURL: string, email: string, template: string) {
  const admin = await apiUser(playwright, baseURL, 'pet_parent', {
    email: DEMO_ACCOUNTS.superAdmin.email,
    password: DEMO_ACCOUNTS.superAdmin.password,
  });
  try {
    const { emails } = (await admin.send('GET', '/api/admin/email-outbox?pageSize=100')) as {
      emails: { to: string; template: string }[];
    };
    return emails.filter((e) => e.to === email.toLowerCase() && e.template === template).length;
  } finally {
    await admin.api.dispose();
  }
}

/** A provider offering `category`, signed in on `page`, with quiet hours off (email at once). */
async function providerOn(page: Page, playwright: Playwright, baseURL: string, category: string) {
  const provider = await apiUser(playwright, baseURL, 'service_provider');
  await provider.send('POST', '/api/services', {
    category,
    name: `${category} service`,
    petTypesAccepted: ['dog', 'cat'],
    homeServiceAvailable: true,
    charges: [{ description: 'Visit', amount: 50_000 }],
  });
  const settings = (await provider.send('GET', '/api/notifications/settings')) as Record<
    string,
    unknown
  >;
  await provider.send('PUT', '/api/notifications/settings', {
    ...settings,
    quietHours: { enabled: false, start: '22:00', end: '08:00' },
  });
  await signIn(page, provider.email, provider.password);
  await expect(page).toHaveURL('/provider-home');
  return provider;
}

test('a new request reaches the provider live; email off means no email next time', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const provider = await providerOn(page, playwright, baseURL!, 'taxi');
  await page.goto('/notifications');
  await expect(heading(page, 'Notifications')).toBeVisible();
  await expect(page.getByText('No notifications found')).toBeVisible();
  await checkA11y(page);

  // A parent posts a taxi request: the open page updates without a reload.
  await parentRequests(playwright, baseURL!, 'Pet Taxi');
  await expect(badge(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await expect(page.getByTestId('notification-badge').first()).toContainText('1');
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('link', { name: 'New Service Request' })).toBeVisible();
  // A high-priority notification raises an info toast.
  await expect(toast(page, 'Pet Taxi').first()).toBeVisible();
  await expect.poll(() => emailsTo(playwright, baseURL!, provider.email, 'serviceRequest')).toBe(1);

  // Settings: email off, saved on the server, still off after a reload.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('tab', { name: 'General' })).toBeVisible();
  await checkA11y(page, '/notifications?tab=settings');
  await page.getByRole('switch', { name: /Email notifications/ }).click({ force: true });
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: /Email notifications/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /In-app notifications/ })).toBeChecked();

  // The next request: a notification in the app, no email.
  await parentRequests(playwright, baseURL!, 'Pet Taxi');
  await expect(badge(page)).toHaveAccessibleName('Notifications, 2 unread', { timeout: 15_000 });
  await page.waitForTimeout(1500); // the email job would have run by now
  expect(await emailsTo(playwright, baseURL!, provider.email, 'serviceRequest')).toBe(1);
  await provider.api.dispose();
});

test('the bell lists the latest with All and Unread tabs, marks read and clears all', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const provider = await providerOn(page, playwright, baseURL!, 'pharmacy');
  await parentRequests(playwright, baseURL!, 'Pet Pharmacy');
  await parentRequests(playwright, baseURL!, 'Pet Pharmacy');
  await expect(badge(page)).toHaveAccessibleName('Notifications, 2 unread', { timeout: 15_000 });

  await badge(page).click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  const latest = dropdown.getByRole('list', { name: 'Latest notifications' });
  await expect(latest.getByRole('listitem')).toHaveCount(2);
  await checkA11y(page, 'bell dropdown');
  await latest.getByRole('button', { name: 'Mark New Service Request as read' }).first().click();
  await expect(badge(page)).toHaveAccessibleName('Notifications, 1 unread');
  await dropdown.getByText('Unread (1)').click();
  await expect(latest.getByRole('listitem')).toHaveCount(1);
  await dropdown.getByText('All', { exact: true }).click();
  await expect(latest.getByRole('listitem')).toHaveCount(2);
  await dropdown.getByRole('button', { name: 'Mark all read' }).click();
  await expect(badge(page)).toHaveAccessibleName('Notifications');

  await dropdown.getByRole('button', { name: 'Clear all' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear all notifications?' });
  await expect(
    confirm.getByText('Are you sure you want to clear all notifications?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Clear All' }).click();
  await badge(page).click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByText('No notifications found'),
  ).toBeVisible();
  await provider.api.dispose();
});

test('the notifications page searches, filters and acts in bulk', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const provider = await providerOn(page, playwright, baseURL!, 'stores');
  // Notifications come from events: two training requests the provider serves.
  await provider.send('POST', '/api/services', {
    category: 'training',
    name: 'Obedience classes',
    petTypesAccepted: ['dog'],
    homeServiceAvailable: false,
    charges: [{ description: 'Class', amount: 40_000 }],
  });
  await parentRequests(playwright, baseURL!, 'Pet Training');
  await parentRequests(playwright, baseURL!, 'Pet Training');
  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });

  await page.getByLabel('Search notifications').fill('zebra crossing');
  await expect(page.getByText('No notifications found')).toBeVisible();
  await page.getByLabel('Search notifications').fill('Pet Training');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Filter').selectOption({ label: 'Reviews received' });
  await expect(page.getByText('No notifications found')).toBeVisible();
  await page.getByLabel('Filter').selectOption({ label: 'Unread' });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('No notifications found')).toBeVisible();
  await page.getByLabel('Filter').selectOption({ label: 'All notifications' });
  await list.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete notifications?' });
  await expect(confirm.getByText('Are you sure you want to delete 1 notification?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await checkA11y(page);

  await page.goto('/email-notifications');
  await expect(heading(page, 'Email Notifications')).toBeVisible();
  await expect(page.getByRole('switch', { name: /Marketing emails/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /Weekly digest/ })).toBeChecked();
  await checkA11y(page);
  await page.getByRole('tab', { name: 'Test Emails' }).click();
  await page.getByLabel('Name').fill('');
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter both email and name' }),
  ).toBeVisible();
  await provider.api.dispose();
});

test('the super admin reads the email outbox with reset links redacted', async ({
  page,
  playwright,
  baseURL,
}) => {
  const guest = await playwright.request.newContext({ baseURL: baseURL! });
  const { csrfToken } = (await (await guest.get('/api/auth/session')).json()) as {
    csrfToken: string;
  };
  const forgot = await guest.post('/api/auth/forgot-password', {
    headers: { 'x-csrf-token': csrfToken },
    data: { email: DEMO_ACCOUNTS.petParent.email },
  });
  expect(forgot.ok()).toBe(true);
  await guest.dispose();

  await signIn(page, DEMO_ACCOUNTS.superAdmin.email, DEMO_ACCOUNTS.superAdmin.password);
  await expect(page).toHaveURL('/admin/analytics');
  await page.getByRole('link', { name: 'Email Outbox' }).click();
  await expect(heading(page, 'Email Outbox')).toBeVisible();
  await page.getByLabel('Recipient').fill(DEMO_ACCOUNTS.petParent.email);
  const row = page
    .getByRole('row')
    .filter({ hasText: DEMO_ACCOUNTS.petParent.email })
    .filter({ hasText: 'password_reset' })
    .first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Show text' }).click();
  await expect(row.getByText(/reset-password\?token=\[redacted\]/)).toBeVisible();
  await checkA11y(page);
});

test('My Service Requests refreshes live when a provider responds', async ({
  page,
  playwright,
  baseURL,
}) => {
  const parent = await apiUser(playwright, baseURL!, 'pet_parent');
  const { pet } = (await parent.send('POST', '/api/pets', {
    name: 'Gola',
    type: 'dog',
    weight: 12,
    vaccinationStatus: 'up_to_date',
  })) as { pet: { id: string } };
  const { request } = (await parent.send('POST', '/api/requests', {
    serviceName: 'Pet Grooming',
    petId: pet.id,
    description: 'A bath and a brush for Gola, please',
    neededOn: tomorrowInIndia(),
    neededAt: '12:00',
  })) as { request: { id: string } };
  await parent.api.dispose();
  await signIn(page, parent.email, parent.password);
  await expect(page).toHaveURL('/owner-home');
  await page.goto('/my-service-requests');
  const mine = page.getByRole('region', { name: 'Your requests' });
  await expect(mine.getByText('A bath and a brush for Gola, please')).toBeVisible();
  await expect(mine.getByText('In Progress', { exact: true })).toHaveCount(0);

  // A groomer nearby responds; the open page follows without a reload.
  const provider = await apiUser(playwright, baseURL!, 'service_provider');
  await provider.send('POST', '/api/services', {
    category: 'grooming',
    name: 'Gola grooming',
    petTypesAccepted: ['dog'],
    homeServiceAvailable: true,
    charges: [{ description: 'Bath', amount: 60_000 }],
  });
  await provider.send('POST', `/api/requests/${request.id}/responses`, {
    message: 'I can bathe and brush Gola tomorrow at noon.',
    estimatedPrice: 60_000,
  });
  await provider.api.dispose();
  await expect(mine.getByText('In Progress', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(mine.getByRole('button', { name: 'View Responses' })).toBeVisible();
});
