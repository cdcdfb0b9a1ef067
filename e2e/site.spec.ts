import type { Page } from '@playwright/test';
import { checkA11y, expect, signInAs, test } from './fixtures';

/** axe in the light theme, then in the dark one (the app follows the system scheme). */
async function checkBothThemes(page: Page, label: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await checkA11y(page, `${label} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await checkA11y(page, `${label} (dark)`);
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('help: chatbot and FAQ', () => {
  test('the chatbot answers a question about plans, by keyboard', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open help chat' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const chat = page.getByRole('dialog', { name: 'PetMitra Help' });
    await expect(chat).toBeVisible();
    const input = chat.getByRole('textbox', { name: 'Ask a question' });
    await expect(input).toBeFocused();
    await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
    await input.fill('Which plans do you have?');
    await page.keyboard.press('Enter');
    const log = chat.getByRole('log');
    await expect(log).toContainText('You: Which plans do you have?');
    await expect(chat.getByText('PetMitra Help is typing…')).toBeVisible();
    await expect(log).toContainText('₹1,250 a year');
    await expect(chat.getByText('PetMitra Help is typing…')).toHaveCount(0);
    await checkBothThemes(page, 'help chat');

    // Too short, and outside the documentation.
    await input.fill('hi');
    await page.keyboard.press('Enter');
    await expect(log).toContainText('at least 3 characters');
    await input.fill('what is the weather in Paris');
    await page.keyboard.press('Enter');
    await expect(log).toContainText('I can only help with information in the PetMitra help');

    // A suggestion, then Escape closes and returns focus to the toggle.
    await chat.getByRole('button', { name: 'How do I add a pet?' }).click();
    await expect(log).toContainText('Add Pet');
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open help chat' })).toBeFocused();
  });

  test('a guest reads the pet parent FAQ, searches it and resets', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Pet Parent FAQs' })).toBeVisible();
    await expect(page.getByText('Booking & Services')).toBeVisible();
    await expect(page.getByText('Business & Earnings')).toHaveCount(0);

    // Several items open at once.
    await page.getByRole('button', { name: 'What plans are available?' }).click();
    await page.getByRole('button', { name: 'What is the cancellation policy?' }).click();
    await expect(page.getByText('Annual: ₹1,250 per year')).toBeVisible();
    await expect(page.getByText('Between 2 and 24 hours: 50% refund')).toBeVisible();
    await checkBothThemes(page, '/faq');

    const search = page.getByPlaceholder('Search frequently asked questions...');
    await search.fill('commission');
    await expect(page.getByRole('button', { name: 'How do I pay the provider?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'What plans are available?' })).toHaveCount(0);

    await search.fill('no such words here');
    await expect(page.getByRole('heading', { name: 'No questions found' })).toBeVisible();
    await expect(
      page.getByText('Try adjusting your search terms or browse different categories.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Show All Questions' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('button', { name: 'What plans are available?' })).toBeVisible();
  });

  test('a provider reads the provider FAQ with their name', async ({ page }) => {
    await signInAs(page, 'provider');
    await page.goto('/faq');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Service Provider FAQs' }),
    ).toBeVisible();
    await expect(page.getByText('Logged in as')).toContainText('service provider');
    await page.getByText('Business & Earnings').click();
    await expect(
      page.getByRole('button', { name: 'How much of my service fee do I keep?' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'What is PetMitra?' })).toHaveCount(0);
  });
});
