import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import {
  checkBothThemes,
  expect,
  latestEmailText,
  newUser,
  register,
  signIn,
  signInAs,
  signOut,
  test,
  toast,
} from './fixtures';

/** The first entry of a zip written by the server (deflated, sizes in the local header). */
function firstZipEntry(file: string): string {
  const zip = readFileSync(file);
  const size = zip.readUInt32LE(18);
  const start = 30 + zip.readUInt16LE(26) + zip.readUInt16LE(28);
  return inflateRawSync(zip.subarray(start, start + size)).toString('utf8');
}

test.describe('account management', () => {
  test('a parent downloads their data, requests deletion, the admin approves, and the parent cannot sign in', async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    // A long journey (two accounts, six axe runs at two widths): three times the usual time.
    test.slow();
    // The last sign-in is refused: the browser logs the 401 of the login call.
    pageErrors.allow(/status of 401 \(Unauthorized\) \(.*\/api\/auth\/login\)/);
    const user = newUser();
    await register(page, user);
    await expect(page).toHaveURL('/owner-home');

    await page.goto('/account-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Management' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByText('pet parent', { exact: true })).toBeVisible();
    await checkBothThemes(page, '/account-management');

    // Download my data: a zip holding this account's JSON.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^petmitra-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const data = JSON.parse(firstZipEntry(await download.path())) as {
      account: { email: string; password_hash?: string };
    };
    expect(data.account.email).toBe(user.email);
    expect(data.account.password_hash).toBeUndefined();
    await expect(toast(page, 'Your data has been downloaded.')).toBeVisible();

    // The form: submit waits for a type and a reason; the acknowledgement is required.
    const submit = page.getByRole('button', { name: 'Submit Request' });
    await expect(submit).toBeDisabled();
    await page.getByRole('radio', { name: 'Delete Account' }).check();
    await expect(page.getByLabel('Reason')).toBeEnabled();
    await page.getByLabel('Reason').selectOption('No longer own pets');
    await submit.click();
    await expect(
      page.getByText('Please confirm that you understand what this request does'),
    ).toBeVisible();
    await page.getByLabel('Additional Comments (optional)').fill('Thank you for everything.');
    await page.getByRole('checkbox', { name: /cannot be undone/ }).check();
    await submit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Request Submitted' })).toBeFocused();
    await expect(page.getByText('reviewed within 24-48 hours')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'You already have a pending request' }),
    ).toBeVisible();
    await checkBothThemes(page, '/account-management (request pending)');
    await signOut(page);

    await signInAs(page, 'superAdmin');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Account Requests' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Requests' })).toBeVisible();
    const card = page.getByRole('article', { name: `Delete Account — ${user.name}` }).filter({
      hasText: user.email,
    });
    await expect(card).toContainText('No longer own pets');
    await expect(card).toContainText('Thank you for everything.');
    await checkBothThemes(page, '/admin/account-requests');
    await card.getByRole('button', { name: /^Approve/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Request approved. The user has been emailed.')).toBeVisible();
    await page
      .locator('label')
      .filter({ hasText: /^Approved$/ })
      .click();
    await expect(
      page.getByRole('article', { name: 'Delete Account — Deleted account' }).first(),
    ).toContainText('Approved');
    await expect
      .poll(() => latestEmailText(baseURL!, user.email, 'Your account has been deleted'), {
        timeout: 20_000,
      })
      .toContain('Your personal data has been erased');
    await signOut(page);

    // The old address and password open nothing.
    await signIn(page, user.email, user.password);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });
});
