import { checkBothThemes, expect, latestEmailText, signInAs, test, uniqueEmail } from './fixtures';
import { newGroomingProvider } from './discovery-helpers';

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

  test('on a phone the chat button steps aside while a field is being filled', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    const toggle = page.getByRole('button', { name: 'Open help chat' });
    await expect(toggle).toBeVisible();
    await page.getByLabel('Email').focus();
    await expect(toggle).toBeHidden();
    // Leaving the fields brings the button back.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(toggle).toBeVisible();
    // At desktop width it stays where it is.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Email').focus();
    await expect(toggle).toBeVisible();
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

test.describe('policy and information pages', () => {
  const PAGES: [string, string, string[]][] = [
    [
      '/terms-conditions',
      'Terms and Conditions',
      ['acceptance', 'services', 'user-accounts', 'payments', 'responsibilities', 'liability'],
    ],
    [
      '/privacy-policy',
      'Privacy Policy',
      [
        'information-collection',
        'how-we-use',
        'information-sharing',
        'data-security',
        'payment-data',
        'your-rights',
      ],
    ],
    [
      '/refund-policy',
      'Subscription Refund Policy',
      ['window', 'processing', 'direct-payments', 'how-to-request'],
    ],
    [
      '/shipping-policy',
      'Shipping and Delivery Policy',
      ['tiers', 'cities', 'special-handling', 'process', 'returns'],
    ],
    [
      '/about',
      'About PetMitra',
      ['mission', 'stats', 'story', 'values', 'team', 'why-choose', 'company', 'certifications'],
    ],
    [
      '/payment-security',
      'Payment Security',
      [
        'encryption',
        'partners',
        'methods',
        'not-stored',
        'dos-donts',
        'disputes',
        'certifications',
        'security-contact',
      ],
    ],
  ];
  for (const [url, title, anchors] of PAGES) {
    test(`${url} has its content and linkable sections`, async ({ page }) => {
      await page.goto(`${url}#${anchors.at(-1)}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      for (const id of anchors) await expect(page.locator(`section#${id}`)).toHaveCount(1);
      await expect(page.locator(`section#${anchors.at(-1)}`)).toBeInViewport();
      await expect(page.getByText('Coming soon')).toHaveCount(0);
      await checkBothThemes(page, url);
    });
  }

  test('the pages state the real rules and company details from the settings', async ({ page }) => {
    await page.goto('/terms-conditions');
    const today = new Date().toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
    await expect(page.getByText('costs ₹45')).toBeVisible();
    await page.goto('/privacy-policy');
    await expect(page.getByText('within 30 days')).toBeVisible();
    await page.goto('/about');
    await expect(page.getByText('10,000+')).toBeVisible();
    await expect(page.getByText('Legal name: PetMitra Technologies Private Limited')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join as Pet Parent' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByRole('link', { name: 'Become a Provider' })).toHaveAttribute(
      'href',
      '/register',
    );
    // Readable on a phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/shipping-policy');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Printable: the site chrome and the chat are hidden in print.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Open help chat' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
  });
});

test.describe('contact and feedback', () => {
  test('a contact message reaches the admin inbox and the reply reaches the sender', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('contact');
    const subject = `Photo upload ${Date.now()}`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText('Monday - Friday: 9:00 AM - 7:00 PM')).toBeVisible();
    await checkBothThemes(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByLabel('Full Name').fill('Meera Nair');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Category').selectOption({ label: 'Technical Support' });
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('<script>alert(1)</script>');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please check your input and try again.')).toBeVisible();
    await page.getByLabel('Message').fill('The upload spins forever on my phone.');
    await expect(page.getByText('37/1000 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByText('Thank you for contacting us! We will respond within 24 hours.'),
    ).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('');

    await signInAs(page, 'superAdmin');
    await page.goto('/admin/contact-messages');
    const card = page.getByRole('article', { name: subject });
    await expect(card).toContainText('Meera Nair');
    await expect(card).toContainText('New');
    await checkBothThemes(page, '/admin/contact-messages');
    await card.getByLabel('Reply to Meera Nair').fill('Please update the app and try again.');
    await card.getByRole('button', { name: 'Send Reply' }).click();
    await expect(card.getByLabel(`Status of ${subject}`)).toHaveValue('answered');
    await expect
      .poll(() => latestEmailText(baseURL!, email, `Re: ${subject}`), { timeout: 20_000 })
      .toContain('Please update the app and try again.');
  });

  test('a guest sends feedback and the admin sees it', async ({ page }) => {
    const subject = `Lovely app ${Date.now()}`;
    await page.goto('/feedback');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Share Your Feedback' }),
    ).toBeVisible();
    await checkBothThemes(page, '/feedback');
    await page.getByLabel('Feedback Type').selectOption({ label: 'Compliment' });
    // The stars are radio buttons: keyboard users move between them with the arrow keys.
    await page.getByRole('radio', { name: '4 stars: Very Good' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Very Good')).toBeVisible();
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Found a great walker in a day.');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeFocused();

    await signInAs(page, 'superAdmin');
    await page.goto('/admin/feedback');
    await page.getByLabel('Filter by type').selectOption({ label: 'Compliment' });
    const card = page.getByRole('article', { name: subject });
    await expect(card).toContainText('Guest');
    await expect(card).toContainText('4/5 — Very Good');
    await checkBothThemes(page, '/admin/feedback');
  });
});

test.describe('All Pet Services (/services)', () => {
  test('searches real services by provider and service name, by category, with help links', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const provider = await newGroomingProvider(playwright.request, baseURL!);
    await provider.actor.dispose();
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'All Pet Services' })).toBeVisible();
    const search = page.getByLabel('Search services');
    const cards = page.getByRole('article');

    // The provider's name finds their service.
    await search.fill(provider.name);
    await expect(page).toHaveURL(/q=Meera/);
    await expect(cards.filter({ hasText: provider.serviceName })).toHaveCount(1);
    await expect(page.locator('#pm-live-region')).toHaveText(/^\d+ services? found$/);

    // The category narrows: grooming keeps it, veterinary does not.
    await page.getByLabel('Category').selectOption({ label: 'Pet Grooming' });
    await expect(page).toHaveURL(/category=grooming/);
    await expect(cards.filter({ hasText: provider.serviceName })).toHaveCount(1);
    await page.getByLabel('Category').selectOption({ label: 'Veterinary Care' });
    await expect(page.getByRole('heading', { name: 'No services found' })).toBeVisible();
    await checkBothThemes(page, '/services (no results)');

    // The service's own name, in any category.
    await page.getByLabel('Category').selectOption({ label: 'All Categories' });
    await search.fill(provider.serviceName);
    await expect(cards.filter({ hasText: provider.name })).toHaveCount(1);
    await checkBothThemes(page, '/services');

    const help = page.getByRole('region', { name: 'Can’t find what you need?' });
    await expect(help.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      /^mailto:.+@.+/,
    );
    await expect(help.getByRole('link', { name: 'Call Us' })).toHaveAttribute(
      'href',
      /^tel:\+?\d+/,
    );
  });
});
