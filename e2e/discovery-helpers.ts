import type { APIRequest, APIRequestContext, Cookie, Page, Route } from '@playwright/test';
import { CSRF_COOKIE, CSRF_HEADER } from '@petmitra/core/api/http';
import { emailedVerificationToken, expect, newUser, type NewUser } from './fixtures';
import { randomTag, testClockAfter, tomorrowInIndia } from './marketplace-helpers';

/**
 * One user talking to the real API: the requests carry that user's cookies and, on every
 * state-changing call, the CSRF header taken from their pm_csrf cookie, as the browser app does.
 */
export class ApiActor {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly cookies: () => Promise<Cookie[]>,
    private readonly owned: boolean,
  ) {}

  /** The signed-in user of a browser page: shares the page's cookies (its session). */
  static forPage(page: Page): ApiActor {
    return new ApiActor(page.request, () => page.context().cookies(), false);
  }

  /** A user of their own, in a request context apart from every browser page. */
  static async standalone(api: APIRequest, baseURL: string): Promise<ApiActor> {
    const request = await api.newContext({ baseURL });
    return new ApiActor(request, async () => (await request.storageState()).cookies, true);
  }

  async dispose(): Promise<void> {
    if (this.owned) await this.request.dispose();
  }

  /** The pm_csrf cookie's value; the session call sets the cookie when it is missing. */
  private async csrfToken(): Promise<string> {
    const find = async () =>
      (await this.cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value;
    let token = await find();
    if (!token) {
      const session = await this.request.get('/api/auth/session');
      expect(session.status()).toBe(200);
      token = await find();
    }
    expect(token, `the ${CSRF_COOKIE} cookie is set`).toBeTruthy();
    return token!;
  }

  /** Makes one call and checks its status (200 unless told); returns the JSON reply. */
  async call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    data?: unknown,
    status = 200,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const headers: Record<string, string> = { ...extraHeaders };
    if (method !== 'GET') headers[CSRF_HEADER] = await this.csrfToken();
    const response = await this.request.fetch(path, {
      method,
      headers,
      // State-changing calls always send a JSON body (the API refuses any other content type).
      data: method === 'GET' ? undefined : (data ?? {}),
    });
    const text = await response.text();
    expect(response.status(), `${method} ${path}: ${text.slice(0, 500)}`).toBe(status);
    return (text ? JSON.parse(text) : null) as T;
  }
}

interface SessionUserReply {
  user: { id: string; name: string; email: string; role: string };
}

/**
 * Registers a new user through the API, with what the registration form sends, in the actor's
 * context (which is then signed in).
 */
export async function registerViaApi(
  actor: ApiActor,
  role: 'pet_parent' | 'service_provider',
  user: NewUser = newUser(),
): Promise<SessionUserReply['user']> {
  const reply = await actor.call<SessionUserReply>(
    'POST',
    '/api/auth/register',
    {
      name: user.name,
      email: user.email,
      // What the form's phone input stores: the dial code, then the digits typed.
      phone: `+91${user.phone}`,
      role,
      password: user.password,
      confirmPassword: user.password,
    },
    201,
  );
  expect(reply.user.role).toBe(role);
  // The address confirmed from the emailed link, as a new user would (docs/decisions/0027).
  await actor.call('POST', '/api/auth/email-verification/verify', {
    token: await emailedVerificationToken(user.email),
  });
  return reply.user;
}

export interface GroomingProvider {
  actor: ApiActor;
  id: string;
  name: string;
  city: string;
  serviceName: string;
}

/**
 * A service provider of this test's own, registered through the API with one grooming service.
 * Each provider has one free response a month; the demo provider's is spent by the marketplace
 * journey, so the review journeys bring their own.
 */
export async function newGroomingProvider(
  api: APIRequest,
  baseURL: string,
  city = 'Kochi',
): Promise<GroomingProvider> {
  return groomingProviderFor(await ApiActor.standalone(api, baseURL), city);
}

/** Registers the actor as a grooming provider in the city (see newGroomingProvider). */
export async function groomingProviderFor(
  actor: ApiActor,
  city = 'Kochi',
): Promise<GroomingProvider> {
  const tag = randomTag();
  const details = { ...newUser(), name: `Meera Pillai ${tag}` };
  const user = await registerViaApi(actor, 'service_provider', details);
  // As on the Profile page: saving the city and country places the provider on the map.
  await actor.call('PATCH', '/api/profile', {
    name: details.name,
    phone: `+91${details.phone}`,
    city,
    country: 'India',
  });
  const serviceName = `Gentle Grooming ${tag}`;
  await actor.call(
    'POST',
    '/api/services',
    {
      category: 'grooming',
      name: serviceName,
      petTypesAccepted: ['dog', 'cat'],
      homeServiceAvailable: true,
      charges: [{ description: 'Bath and trim', amount: 89_900 }],
    },
    201,
  );
  return { actor, id: user.id, name: user.name, city, serviceName };
}

export interface CompletedRequest {
  requestId: string;
  petName: string;
}

/**
 * A grooming request of the parent's, answered by the provider, accepted and completed, all
 * through the real API: the parent in their own browser context (its cookies), the provider
 * in theirs.
 */
export async function completedGroomingRequest(
  parent: ApiActor,
  provider: GroomingProvider,
): Promise<CompletedRequest> {
  const petName = `Bubbles ${randomTag()}`;
  const { pet } = await parent.call<{ pet: { id: string } }>(
    'POST',
    '/api/pets',
    { name: petName, type: 'dog', weight: 11.5, vaccinationStatus: 'up_to_date' },
    201,
  );
  const { request } = await parent.call<{ request: { id: string; status: string } }>(
    'POST',
    '/api/requests',
    {
      serviceName: 'Pet Grooming',
      petId: pet.id,
      description: `Bath, nail trim and a tidy-up for ${petName}, at home please.`,
      neededOn: tomorrowInIndia(),
      neededAt: '10:30',
      budgetAmount: 100_000,
      // Where the provider works: a request reaches providers within their service radius.
      place: { city: provider.city, country: 'India' },
    },
    201,
  );
  const { response } = await provider.actor.call<{ response: { id: string } }>(
    'POST',
    `/api/requests/${request.id}/responses`,
    { message: `Happy to groom ${petName} at home tomorrow morning.`, estimatedPrice: 89_900 },
    201,
  );
  const accepted = await parent.call<{ request: { status: string } }>(
    'POST',
    `/api/requests/${request.id}/accept`,
    { responseId: response.id },
  );
  expect(accepted.request.status).toBe('responded');
  // Completion opens at the scheduled time: the test clock (X-Test-Now) puts this call after it.
  const completed = await parent.call<{ request: { status: string } }>(
    'POST',
    `/api/requests/${request.id}/complete`,
    {},
    200,
    testClockAfter(2),
  );
  expect(completed.request.status).toBe('completed');
  return { requestId: request.id, petName };
}

interface SearchReply {
  services: { name: string; provider: { id: string; name: string } }[];
}

/** The id of the provider offering this service, found through the public search API. */
export async function providerIdOf(
  request: APIRequestContext,
  providerName: string,
  serviceName: string,
): Promise<string> {
  const params = new URLSearchParams({ q: serviceName });
  const response = await request.get(`/api/search/services?${params.toString()}`);
  expect(response.status()).toBe(200);
  const { services } = (await response.json()) as SearchReply;
  const match = services.find(
    (service) => service.name === serviceName && service.provider.name === providerName,
  );
  expect(match, `${providerName} offers '${serviceName}'`).toBeDefined();
  return match!.provider.id;
}

/** A 1×1 transparent PNG. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The test machine has no internet: answer the configured tile server's requests with a blank
 * tile, so the map draws without network errors (the tiles themselves are not under test).
 * Returns a counter of the tile requests the map made.
 */
export async function stubMapTiles(page: Page): Promise<() => number> {
  const config = await page.request.get('/api/config');
  expect(config.status()).toBe(200);
  const { mapTileUrl } = (await config.json()) as { mapTileUrl: string };
  // 'https://{s}.tile.example.org/{z}/{x}/{y}.png' -> 'https://*.tile.example.org/**'
  const origin = mapTileUrl.slice(0, mapTileUrl.indexOf('/', mapTileUrl.indexOf('//') + 2));
  const pattern = `${origin.replace('{s}', '*')}/**`;
  let requests = 0;
  await page.route(pattern, async (route: Route) => {
    requests += 1;
    await route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE });
  });
  return () => requests;
}
