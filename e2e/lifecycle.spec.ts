import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { checkA11y, expect, newUser, test, toast } from './fixtures';
import {
  ApiActor,
  groomingProviderFor,
  newGroomingProvider,
  registerViaApi,
} from './discovery-helpers';
import { activate, expectArrivedAt } from './keyboard';
import { randomTag, testClockAfter, tomorrowInIndia } from './marketplace-helpers';

/**
 * Issue 13, items 2 and 3 in the browser: a pet parent requests a groomer directly from their
 * profile; only that groomer sees it; the parent accepts with confirmation; before the service
 * completion waits (and withdrawing shows the FAQ's windows); after it (the test clock,
 * X-Test-Now) the groomer marks it done, the parent confirms, and reviews.
 */

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/**
 * Both journeys' cast: a groomer in Kochi in a browser of their own, another groomer there (API
 * only), and a pet parent signed up in `page`'s session with a dog.
 */
async function kochiGroomersAndParent(
  page: Page,
  {
    browser,
    playwright,
    baseURL,
  }: Pick<PlaywrightWorkerArgs, 'browser' | 'playwright'> & { baseURL: string | undefined },
  parent: { name: string; pet: string; weight: number },
) {
  const groomerContext = await browser.newContext();
  const groomerPage = await groomerContext.newPage();
  const groomer = await groomingProviderFor(ApiActor.forPage(groomerPage), 'Kochi');
  const other = await newGroomingProvider(playwright.request, baseURL!, 'Kochi');
  const parentActor = ApiActor.forPage(page);
  await registerViaApi(parentActor, 'pet_parent', { ...newUser(), name: parent.name });
  const petName = `${parent.pet} ${randomTag()}`;
  const { pet } = await parentActor.call<{ pet: { id: string } }>(
    'POST',
    '/api/pets',
    { name: petName, type: 'dog', weight: parent.weight, vaccinationStatus: 'up_to_date' },
    201,
  );
  return { groomerContext, groomerPage, groomer, other, parentActor, petName, pet };
}

test('a parent requests a groomer directly, accepts deliberately, and completes after the service', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const { groomerContext, groomerPage, groomer, other, petName } = await kochiGroomersAndParent(
    page,
    { browser, playwright, baseURL },
    { name: 'Divya Menon', pet: 'Mylo', weight: 9.5 },
  );

  // From the groomer's profile: Request Service sends it to them only, and says so.
  await page.goto(`/provider/${groomer.id}`);
  await expect(heading(page, groomer.name)).toBeVisible();
  await page.getByRole('link', { name: 'Request Service' }).click();
  await expect(page).toHaveURL(new RegExp(`/request-service\\?provider=${groomer.id}`));
  await expect(heading(page, 'Request a Service')).toBeVisible();
  const notice = page.getByText(`This request goes to ${groomer.name} only`);
  await expect(notice).toBeVisible();
  const widen = page.getByRole('switch', { name: 'Send it to all nearby providers instead' });
  await widen.check();
  await expect(page.getByText('This request goes to every provider nearby')).toBeVisible();
  await widen.uncheck();
  await expect(notice).toBeVisible();
  await checkA11y(page, '/request-service?provider= (direct)');

  await page.getByLabel('Pet', { exact: true }).selectOption({ label: `${petName} (Dog)` });
  await page.getByLabel('Service Type').selectOption({ label: 'Pet Grooming' });
  await page.getByLabel('Description').fill(`A bath and a gentle trim for ${petName}, please.`);
  await page.getByLabel('City').fill('Kochi');
  await page.getByRole('textbox', { name: 'Country' }).fill('India');
  await page.getByLabel('Date').fill(tomorrowInIndia());
  await page.getByLabel('Time').fill('10:30');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page).toHaveURL('/my-service-requests');
  const mine = page.getByRole('region', { name: 'Your requests' });
  const href = (await mine.getByRole('link', { name: 'Request details' }).getAttribute('href'))!;
  const requestId = href.split('/').pop()!;

  // Only the chosen groomer sees it: the other groomer nearby gets "not found".
  const board = await other.actor.call<{ requests: { id: string }[] }>('GET', '/api/open-requests');
  expect(board.requests.map((r) => r.id)).not.toContain(requestId);
  await other.actor.call('GET', `/api/requests/${requestId}`, undefined, 404);
  await other.actor.dispose();

  await groomerPage.goto('/open-requests');
  await expect(heading(groomerPage, 'Open Service Requests')).toBeVisible();
  await expect(groomerPage.getByText('Sent to you only').first()).toBeVisible();
  await groomerPage
    .getByRole('link', { name: `View Details: Pet Grooming for ${petName}` })
    .click();
  await expect(groomerPage).toHaveURL(`/request/${requestId}`);
  await expect(heading(groomerPage, 'Pet Grooming')).toBeVisible();
  // A direct request can be declined; this groomer takes it.
  await expect(groomerPage.getByRole('button', { name: 'Decline' })).toBeVisible();
  await checkA11y(groomerPage, '/request/{id} (direct, provider)');
  await groomer.actor.call(
    'POST',
    `/api/requests/${requestId}/responses`,
    { message: `Happy to groom ${petName} tomorrow at 10:30.`, estimatedPrice: 79_900 },
    201,
  );

  // The parent accepts, deliberately: provider, quote and price, then confirm.
  await page.goto(`/request/${requestId}`);
  await expect(heading(page, 'Pet Grooming')).toBeVisible();
  await expect(page.getByText(`Sent to ${groomer.name} only.`)).toBeVisible();
  const responses = page.getByRole('region', { name: 'Provider responses' });
  await responses.getByRole('button', { name: 'Accept' }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept this response?' });
  await expect(confirm).toContainText(`Provider: ${groomer.name}`);
  await expect(confirm).toContainText('Price: ₹799');
  await expect(confirm).toContainText(`Happy to groom ${petName} tomorrow at 10:30.`);
  await checkA11y(page, '/request/{id} (accept confirmation)');
  await confirm.getByRole('button', { name: 'Accept and notify' }).click();
  await expect(toast(page, `You chose ${groomer.name}.`)).toBeVisible();

  // Before the service: completion waits and says when; withdrawing shows the FAQ's windows.
  const complete = responses.getByRole('button', { name: 'Mark as Completed' });
  await expect(complete).toBeDisabled();
  await expect(responses.getByText(/You can mark it as completed from /)).toBeVisible();
  await responses.getByRole('button', { name: 'Withdraw Acceptance' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw your acceptance' });
  await expect(withdraw).toContainText('24 hours or more before the service: full refund');
  await expect(withdraw).toContainText('Between 2 and 24 hours before the service: 50% refund');
  await expect(withdraw).toContainText('Less than 2 hours before the service: no refund');
  await expect(withdraw.getByText('Applies now')).toHaveCount(1);
  await withdraw.getByRole('button', { name: 'Withdraw Acceptance' }).click();
  await expect(withdraw.getByText('Please give a reason for withdrawing')).toBeVisible();
  await checkA11y(page, '/request/{id} (withdraw)');
  await withdraw.getByRole('button', { name: 'Keep Acceptance' }).click();
  await expect(withdraw).toBeHidden();

  // The groomer's My Responses: Mark as Done waits for the service time too.
  await groomerPage.goto('/my-responses');
  const done = groomerPage.getByRole('button', { name: 'Mark as Done' });
  await expect(done).toBeDisabled();
  // Two days later (the test clock): the groomer marks it done.
  await groomerPage.setExtraHTTPHeaders(testClockAfter(2));
  await groomerPage.reload();
  await done.click();
  await groomerPage
    .getByRole('dialog', { name: 'Mark as Done?' })
    .getByRole('button', { name: 'Mark as Done' })
    .click();
  await expect(
    toast(groomerPage, 'Marked as done. The pet parent will be asked to confirm.'),
  ).toBeVisible();
  await expect(
    groomerPage.getByText(
      'You marked this service as done. Waiting for the pet parent to confirm.',
    ),
  ).toBeVisible();
  await checkA11y(groomerPage, '/my-responses (marked done)');
  await groomerContext.close();

  // The parent confirms, after the service.
  await page.setExtraHTTPHeaders(testClockAfter(2));
  await page.reload();
  await expect(page.getByText('Marked as done by the provider')).toBeVisible();
  await responses.getByRole('button', { name: 'Confirm Completion' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Completion?' })
    .getByRole('button', { name: 'Confirm Completion' })
    .click();
  await expect(toast(page, 'Service request marked as completed')).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await checkA11y(page, '/request/{id} (completed)');

  // Reviews are open now.
  await page.goto('/my-service-requests');
  await mine.getByRole('link', { name: 'Leave Review' }).click();
  const form = page.getByRole('dialog', { name: 'Write a Review' });
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form
    .getByLabel('Comment')
    .fill(`${petName} came home fluffy and calm. Gentle, on time and careful.`);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'Review submitted successfully!')).toBeVisible();
});

/**
 * Issue 13 item 2, the other way: the groomer a direct request went to declines it (by keyboard,
 * focus followed through the confirmation and on to the board); the parent is offered to widen
 * it, widens it, and then the other groomers nearby see it and can respond.
 */
test('a groomer declines a direct request; the parent widens it to every groomer nearby', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const { groomerContext, groomerPage, groomer, other, parentActor, petName, pet } =
    await kochiGroomersAndParent(
      page,
      { browser, playwright, baseURL },
      { name: 'Arjun Nair', pet: 'Biscuit', weight: 12 },
    );

  // The parent sends a direct request to the groomer (the form's part is the journey above).
  const { request } = await parentActor.call<{ request: { id: string } }>(
    'POST',
    '/api/requests',
    {
      serviceName: 'Pet Grooming',
      petId: pet.id,
      description: `A summer trim for ${petName}, who is calm with new people.`,
      neededOn: tomorrowInIndia(),
      neededAt: '11:00',
      place: { city: 'Kochi', country: 'India' },
      providerId: groomer.id,
    },
    201,
  );
  const onBoard = async () =>
    (
      await other.actor.call<{ requests: { id: string }[] }>('GET', '/api/open-requests')
    ).requests.some((r) => r.id === request.id);
  expect(await onBoard()).toBe(false);

  // The groomer declines, keyboard only: the confirmation takes focus, and after it the board's
  // heading has it.
  await groomerPage.goto(`/request/${request.id}`);
  await expect(heading(groomerPage, 'Pet Grooming')).toBeVisible();
  const chosen = groomerPage.getByRole('alert').filter({ hasText: 'Sent to you only' });
  await expect(chosen).toContainText('Arjun Nair chose you for this request.');
  await activate(groomerPage, chosen.getByRole('button', { name: 'Decline' }));
  const confirm = groomerPage.getByRole('dialog', { name: 'Decline this request?' });
  await expect(confirm).toContainText(
    'Arjun Nair will be offered to send it to other providers nearby.',
  );
  await expect
    .poll(() => confirm.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true);
  await checkA11y(groomerPage, '/request/{id} (decline confirmation)');
  await activate(groomerPage, confirm.getByRole('button', { name: 'Decline' }));
  await expect(toast(groomerPage, 'Request declined')).toBeVisible();
  await expectArrivedAt(groomerPage, 'Open Service Requests', '/open-requests');
  // Declined, it is off their board (once the board has loaded, so this is not vacuous).
  await expect(groomerPage.getByRole('region', { name: 'Summary' })).toBeVisible();
  await expect(
    groomerPage.getByRole('link', { name: `View Details: Pet Grooming for ${petName}` }),
  ).toHaveCount(0);
  await groomerContext.close();
  expect(await onBoard()).toBe(false);

  // The parent is offered to widen it, and widens it by keyboard.
  await page.goto(`/request/${request.id}`);
  await expect(heading(page, 'Pet Grooming')).toBeVisible();
  const offer = page.getByRole('alert').filter({ hasText: `${groomer.name} is not available` });
  await expect(offer).toContainText(
    `${groomer.name} declined or did not answer in time. You can send this request to every provider nearby.`,
  );
  await checkA11y(page, '/request/{id} (widen offer)');
  await activate(page, offer.getByRole('button', { name: 'Widen to nearby providers' }));
  await expect(toast(page, 'Your request now goes to every nearby provider')).toBeVisible();
  await expect(offer).toHaveCount(0);
  await expect(page.getByText(`Sent to ${groomer.name} only.`)).toHaveCount(0);
  // The offer's button went with it: focus is not lost to the body but on the page's heading.
  await expect(heading(page, 'Pet Grooming')).toBeFocused();

  // Every groomer nearby sees it now, and can respond.
  expect(await onBoard()).toBe(true);
  await other.actor.call(
    'POST',
    `/api/requests/${request.id}/responses`,
    { message: `I can trim ${petName} tomorrow at 11:00.`, estimatedPrice: 69_900 },
    201,
  );
  await other.actor.dispose();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Provider responses' })
      .getByText(`I can trim ${petName} tomorrow at 11:00.`),
  ).toBeVisible();
});
