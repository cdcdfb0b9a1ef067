import { readFileSync } from 'node:fs';
import { scoreColor } from '@petmitra/core/admin/security';
import { checkA11y, expect, signInAs, test, uniqueEmail } from './fixtures';
import { ApiActor } from './discovery-helpers';

/** Signs in with a wrong password until the per-email limit refuses (a rate_limit event). */
async function tripLoginLimit(actor: ApiActor, email: string) {
  for (let i = 0; i < 5; i += 1)
    await actor.call('POST', '/api/auth/login', { email, password: 'Wrong#pass1x' }, 401);
  await actor.call('POST', '/api/auth/login', { email, password: 'Wrong#pass1x' }, 429);
}

test('the security dashboard shows the server checks, threats and events; the report downloads; the compliance view refreshes', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const actor = await ApiActor.standalone(playwright.request, baseURL!);
  const attacker = uniqueEmail('attacker');
  await tripLoginLimit(actor, attacker);

  await signInAs(page, 'superAdmin');
  // The spec's /security-dashboard leads to the admin page.
  await page.goto('/security-dashboard');
  await expect(page).toHaveURL('/admin/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Security Dashboard' })).toBeVisible();

  const api = (await (await page.request.get('/api/admin/security')).json()) as {
    score: number;
    activeThreats: number;
    issues: { message: string }[];
  };
  expect(api.activeThreats).toBeGreaterThanOrEqual(1);
  const score = page.getByTestId('security-score');
  await expect(score).toContainText(`${api.score}/100`);
  await expect(score).toHaveAttribute('data-score-color', scoreColor(api.score));
  await expect(page.getByText('Active Threats (last hour)')).toBeVisible();
  for (const issue of api.issues) await expect(page.getByText(issue.message)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Security features' })).toBeVisible();
  await expect(page.getByText('Two-factor sign-in for admins')).toBeVisible();
  const recent = page.getByRole('table', { name: 'The 10 latest security events' });
  const limited = (table: typeof recent, email: string) =>
    table.getByRole('row').filter({ hasText: email }).filter({ hasText: 'rate_limit' });
  await expect(limited(recent, attacker)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Data protection' })).toBeVisible();
  await checkA11y(page);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Report' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^security-report-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toContain(`Security score: ${api.score}/100`);
  expect(text).toContain(attacker);

  // The compliance view reads the log again every 30 s: a new event shows up without a reload.
  const compliance = page.getByRole('table', {
    name: 'Compliance view: latest security log entries',
  });
  await expect(limited(compliance, attacker)).toHaveCount(1);
  const second = uniqueEmail('attacker2');
  await tripLoginLimit(actor, second);
  await expect(limited(compliance, second)).toHaveCount(1, {
    timeout: 40_000,
  });
  await actor.dispose();
});
