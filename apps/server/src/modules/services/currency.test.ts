import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { providerWithServices } from '../../../test/discovery';
import {
  addPet,
  postRequest,
  requestInput,
  respond,
  serviceInput,
  signUp,
} from '../../../test/factories';

/** Prices in the currency of the provider's country, budgets and quotes in that of the place (decision 0026). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const WORD = `zorblax${Date.now().toString(36)}`;

describe('service prices in the currency of the provider’s country', () => {
  it('stores and shows a London provider’s prices in pounds and refuses another currency', async () => {
    const london = t.client();
    const {
      user,
      services: [service],
    } = await providerWithServices(
      london,
      { name: 'Mayfair Grooming', city: 'London', country: 'United Kingdom' },
      [{ charges: [{ description: 'Full groom', amount: 4_500 }] }],
    );
    expect(service).toMatchObject({ currency: 'GBP' });

    const mine = await london.get('/api/my/services');
    expect(mine.json().currency).toBe('GBP');
    expect(mine.json().services[0].currency).toBe('GBP');

    const wrong = await london.post('/api/services', serviceInput({ currency: 'INR' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Prices must be in GBP, the currency of your country');
    expect(wrong.json().error.details.fieldErrors.currency).toHaveLength(1);
    const edited = await london.patch(`/api/services/${service!.id}`, {
      charges: [{ description: 'Full groom', amount: 5_000 }],
      currency: 'USD',
    });
    expect(edited.statusCode).toBe(400);
    expect((await london.post('/api/services', serviceInput({ currency: 'GBP' }))).statusCode).toBe(
      201,
    );

    const profile = await t.client().get(`/api/providers/${user.id}`);
    expect(profile.json().provider.services[0].currency).toBe('GBP');
  });

  it('a blank country with a city abroad: the currency My Services gives the form is the one taken', async () => {
    // Registered with the city only: the gazetteer puts them in London, among London requests.
    const soho = t.client();
    await signUp(soho, {
      role: 'service_provider',
      name: 'Soho Paws',
      city: 'London',
      country: null,
    });
    const mine = (await soho.get('/api/my/services')).json();
    expect(mine.currency).toBe('GBP');
    // The form sends the currency My Services gave it, and it is taken: add, then edit.
    const added = await soho.post('/api/services', serviceInput({ currency: mine.currency }));
    expect(added.statusCode).toBe(201);
    expect(added.json().service.currency).toBe('GBP');
    const edited = await soho.patch(`/api/services/${added.json().service.id}`, {
      charges: [{ description: 'Walk', amount: 1_500 }],
      currency: mine.currency,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().service.currency).toBe('GBP');
    const rupees = await soho.post('/api/services', serviceInput({ currency: 'INR' }));
    expect(rupees.statusCode).toBe(400);
    expect(rupees.json().error.message).toBe('Prices must be in GBP, the currency of your country');

    // A blank country with an Indian city, or a city the gazetteer does not know: rupees.
    for (const city of ['Pune', 'Atlantis-on-Sea']) {
      const client = t.client();
      await signUp(client, { role: 'service_provider', name: 'Blank Pets', city, country: null });
      expect((await client.get('/api/my/services')).json().currency).toBe('INR');
      const made = await client.post('/api/services', serviceInput({ currency: 'INR' }));
      expect(made.json().service.currency).toBe('INR');
    }
  });

  it('an Indian provider and one without a country price in rupees; new charges follow a move', async () => {
    const mumbai = t.client();
    const {
      services: [inr],
    } = await providerWithServices(
      mumbai,
      { name: 'Bandra Pets', city: 'Mumbai', country: 'India' },
      [{}],
    );
    expect(inr).toMatchObject({ currency: 'INR' });

    const nowhere = t.client();
    const {
      user,
      services: [none],
    } = await providerWithServices(nowhere, { name: 'Nomad Pets' }, [{}]);
    expect(none).toMatchObject({ currency: 'INR' });

    // The provider moves to New York: a toggle keeps the stored currency, new charges are in dollars.
    await t.ctx.database.exec(`UPDATE users SET country = 'United States' WHERE id = '${user.id}'`);
    const toggled = await nowhere.patch(`/api/services/${none!.id}`, { isActive: false });
    expect(toggled.json().service.currency).toBe('INR');
    const repriced = await nowhere.patch(`/api/services/${none!.id}`, {
      charges: [{ description: 'Walk', amount: 2_500 }],
    });
    expect(repriced.json().service).toMatchObject({
      currency: 'USD',
      charges: [{ amount: 2_500 }],
    });
  });
});

describe('search compares prices across currencies at the fixed rates', () => {
  it('filters and sorts a dollar price against rupee prices by value, not by digits', async () => {
    const ny = await providerWithServices(
      t.client(),
      { name: 'Hudson Walkers', city: 'New York', country: 'United States' },
      [
        {
          category: 'walking',
          name: `${WORD} walk`,
          charges: [{ description: 'Walk', amount: 2_500 }],
        },
      ],
    );
    const cheap = await providerWithServices(
      t.client(),
      { name: 'Indiranagar Walkers', city: 'Bengaluru', country: 'India' },
      [
        {
          category: 'walking',
          name: `${WORD} walk`,
          charges: [{ description: 'Walk', amount: 2_500 }],
        },
      ],
    );
    const dear = await providerWithServices(
      t.client(),
      { name: 'Koramangala Walkers', city: 'Bengaluru', country: 'India' },
      [
        {
          category: 'walking',
          name: `${WORD} walk`,
          charges: [{ description: 'Walk', amount: 50_000 }],
        },
      ],
    );
    const search = async (query: string) => {
      const res = await t.client().get(`/api/search/services?q=${WORD}&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().services as { id: string; priceMin: number; currency: string }[];
    };
    const ids = (cards: { id: string }[]) => cards.map((c) => c.id);
    const usd = ny.services[0]!.id;
    const inr25 = cheap.services[0]!.id;
    const inr500 = dear.services[0]!.id;

    // The card shows the service's own price and currency.
    const all = await search('sort=price_low');
    expect(all.find((c) => c.id === usd)).toMatchObject({ priceMin: 2_500, currency: 'USD' });
    // $25 ≈ ₹2,083: dearer than ₹500, although 2,500 cents < 50,000 paise.
    expect(ids(all)).toEqual([inr25, inr500, usd]);
    expect(ids(await search('sort=price_high'))).toEqual([usd, inr500, inr25]);

    // $20–$30 finds the $25 walk, not the ₹25 one (2,500 paise).
    expect(ids(await search('currency=USD&priceMin=20&priceMax=30'))).toEqual([usd]);
    // ₹1,500–₹2,500 finds the $25 walk too (≈ ₹2,083).
    expect(ids(await search('priceMin=1500&priceMax=2500'))).toEqual([usd]);
    expect(ids(await search('currency=INR&priceMin=0&priceMax=100'))).toEqual([inr25]);
  });
});

describe('a request’s budget and its quotes are in the currency of where the service is needed', () => {
  it('a New York request is in dollars; another currency is refused for the budget and the quote', async () => {
    const provider = t.client();
    await providerWithServices(
      provider,
      { name: 'Brooklyn Grooming', city: 'New York', country: 'United States' },
      [{}],
    );

    const parent = t.client();
    await signUp(parent, { city: 'Bengaluru', country: 'India' });
    const pet = await addPet(parent);
    const place = { city: 'New York', country: 'United States' };

    const refused = await parent.post(
      '/api/requests',
      requestInput(pet.id, { place, budgetAmount: 3_000, currency: 'INR' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'The budget must be in USD, the currency where the service is needed',
    );

    const request = await postRequest(parent, pet.id, {
      place,
      budgetAmount: 3_000,
      currency: 'USD',
    });
    expect(request).toMatchObject({ currency: 'USD', budgetAmount: 3_000 });

    const board = await provider.get('/api/open-requests');
    expect(board.json().requests.find((r: { id: string }) => r.id === request.id)).toMatchObject({
      currency: 'USD',
      budgetAmount: 3_000,
    });

    const wrongQuote = await provider.post(`/api/requests/${request.id}/responses`, {
      message: 'Happy to groom your dog this week.',
      estimatedPrice: 2_800,
      currency: 'INR',
    });
    expect(wrongQuote.statusCode).toBe(400);
    expect(wrongQuote.json().error.message).toBe(
      'Your quote must be in USD, the currency of this request',
    );
    const response = await respond(provider, request.id, { estimatedPrice: 2_800 });
    expect(response).toMatchObject({ currency: 'USD' });
    const edit = await provider.patch(`/api/responses/${response.id}`, {
      estimatedPrice: 2_900,
      currency: 'GBP',
    });
    expect(edit.statusCode).toBe(400);

    const detail = await parent.get(`/api/requests/${request.id}`);
    expect(detail.json().request ?? detail.json()).toMatchObject({ currency: 'USD' });
    const mine = await provider.get('/api/my/responses');
    expect(mine.json().responses[0]).toMatchObject({ estimatedPrice: 2_800, currency: 'USD' });
  });

  it('a request in India is in rupees; moving it to London makes it pounds', async () => {
    const parent = t.client();
    await signUp(parent, { city: 'Bengaluru', country: 'India' });
    const pet = await addPet(parent);
    const request = await postRequest(parent, pet.id);
    expect(request).toMatchObject({ currency: 'INR' });
    const moved = await parent.patch(`/api/requests/${request.id}`, {
      place: { city: 'London', country: 'United Kingdom' },
      budgetAmount: 4_000,
      currency: 'INR',
    });
    expect(moved.statusCode).toBe(400);
    const ok = await parent.patch(`/api/requests/${request.id}`, {
      place: { city: 'London', country: 'United Kingdom' },
      budgetAmount: 4_000,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().request).toMatchObject({ currency: 'GBP', budgetAmount: 4_000 });
  });
});
