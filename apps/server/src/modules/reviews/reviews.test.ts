import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import {
  addPet,
  moveToLastMonth,
  notificationsOf,
  postRequest,
  respond,
  signUp,
  afterAnyService,
} from '../../../test/factories';
import { addReviews, providerWithServices } from '../../../test/discovery';

let t: TestApp;
let provider: { client: TestClient; id: string };
let parent: { client: TestClient; id: string; petId: string };

beforeAll(async () => {
  t = await createTestApp();
  const p = await providerWithServices(t.client(), { name: 'Asha Groomers', city: 'Pune' }, [
    { name: 'Paws Spa', category: 'grooming' },
  ]);
  provider = { client: p.client, id: p.user.id };
  const parentClient = t.client();
  const { user } = await signUp(parentClient, { name: 'Priya Nair' });
  const pet = await addPet(parentClient, { name: 'Bruno' });
  parent = { client: parentClient, id: user.id, petId: pet.id };
});

afterAll(async () => {
  await t.close();
});

/** A request the parent posts, the provider answers and the parent accepts (and completes). */
async function bookedRequest(complete = true) {
  await moveToLastMonth(t.ctx, parent.id);
  await moveToLastMonth(t.ctx, provider.id);
  // Needed in Pune, where the provider works.
  const request = await postRequest(parent.client, parent.petId, {
    place: { city: 'Pune', country: 'India' },
  });
  const response = await respond(provider.client, request.id);
  const accepted = await parent.client.post(`/api/requests/${request.id}/accept`, {
    responseId: response.id,
  });
  expect(accepted.statusCode).toBe(200);
  if (complete) {
    const done = await parent.client
      .at(afterAnyService())
      .post(`/api/requests/${request.id}/complete`, {});
    parent.client.at(null);
    expect(done.statusCode).toBe(200);
  }
  return request.id;
}

const review = (serviceRequestId: string, overrides: Record<string, unknown> = {}) => ({
  serviceRequestId,
  rating: 4,
  comment: 'Gentle with Bruno and finished on time.',
  ...overrides,
});

async function providerRating() {
  const profile = (await t.client().get(`/api/providers/${provider.id}`)).json().provider;
  const search = (await t.client().get('/api/search/services?q=paws')).json().services[0];
  return {
    profile: [profile.averageRating, profile.totalReviews],
    search: [search.averageRating, search.totalReviews],
  };
}

describe('writing a review', () => {
  it('a parent reviews a completed request: the modal details, the row, the notification and the aggregates', async () => {
    const requestId = await bookedRequest();
    const eligibility = await parent.client.get(
      `/api/reviews/eligibility?serviceRequestId=${requestId}`,
    );
    expect(eligibility.json()).toMatchObject({
      canReview: true,
      reason: null,
      reviewId: null,
      request: {
        id: requestId,
        serviceName: 'Pet Grooming',
        status: 'completed',
        provider: { id: provider.id, name: 'Asha Groomers' },
        pet: { name: 'Bruno', type: 'dog' },
      },
    });

    const before = await providerRating();
    const res = await parent.client.post('/api/reviews', review(requestId, { rating: 5 }));
    expect(res.statusCode).toBe(201);
    const written = res.json().review;
    expect(written).toMatchObject({
      rating: 5,
      comment: 'Gentle with Bruno and finished on time.',
      reviewer: { id: parent.id, name: 'Priya Nair' },
      reviewee: { id: provider.id, name: 'Asha Groomers' },
      serviceRequest: { id: requestId, serviceName: 'Pet Grooming', petName: 'Bruno' },
      isOwn: true,
    });

    const after = await providerRating();
    expect(after.profile).toEqual([5, Number(before.profile[1]) + 1]);
    expect(after.search).toEqual(after.profile);

    const notes = await notificationsOf(t.ctx, provider.id);
    const note = notes.find((n) => n.type === 'review_received');
    expect(note).toBeDefined();
    expect(note!.message).toContain('Priya Nair');
    expect(note!.data).toMatchObject({ reviewId: written.id, requestId });

    const again = await parent.client.get(`/api/reviews/eligibility?serviceRequestId=${requestId}`);
    expect(again.json()).toMatchObject({
      canReview: false,
      reason: 'already_reviewed',
      reviewId: written.id,
    });
    // My Requests marks it reviewed (its Leave Review gives way).
    const mine = (await parent.client.get('/api/my/requests')).json().requests;
    expect(mine.find((r: { id: string }) => r.id === requestId)).toMatchObject({ hasReview: true });
  });
});

describe('the can-review rule, each condition on its own', () => {
  it('refuses a guest', async () => {
    const requestId = await bookedRequest();
    const res = await t.client().post('/api/reviews', review(requestId));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please sign in to leave a review');
    const eligibility = await t
      .client()
      .get(`/api/reviews/eligibility?serviceRequestId=${requestId}`);
    expect(eligibility.json()).toMatchObject({ canReview: false, reason: 'not_signed_in' });
  });

  it('refuses someone who is not the requester (and shows them nothing of the request)', async () => {
    const requestId = await bookedRequest();
    const stranger = t.client();
    await signUp(stranger);
    const res = await stranger.post('/api/reviews', review(requestId));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Only the pet parent who made this request can review it',
    );
    const eligibility = await stranger.get(
      `/api/reviews/eligibility?serviceRequestId=${requestId}`,
    );
    expect(eligibility.json()).toMatchObject({
      canReview: false,
      reason: 'not_requester',
      request: null,
    });
    // The provider cannot review their own work either.
    expect((await provider.client.post('/api/reviews', review(requestId))).statusCode).toBe(403);
  });

  it('refuses a request that is not completed', async () => {
    const requestId = await bookedRequest(false);
    const res = await parent.client.post('/api/reviews', review(requestId));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('You can review a service once the request is completed');
  });

  it('refuses a second review of the same request', async () => {
    const requestId = await bookedRequest();
    expect((await parent.client.post('/api/reviews', review(requestId))).statusCode).toBe(201);
    const res = await parent.client.post('/api/reviews', review(requestId, { rating: 1 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('You have already reviewed this service request');
  });

  it('answers 404 for a request that does not exist', async () => {
    const res = await parent.client.post(
      '/api/reviews',
      review('00000000-0000-4000-8000-000000000000'),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Service request not found');
  });
});

describe('review limits and sanitising', () => {
  const someId = '00000000-0000-4000-8000-000000000001';
  const message = async (body: Record<string, unknown>) =>
    (await parent.client.post('/api/reviews', body)).json().error.message;

  it('rating 1-5 is required', async () => {
    for (const rating of [0, 6, 2.5, 'five', undefined]) {
      expect(await message(review(someId, { rating }))).toBe('Please select a rating');
    }
  });

  it('comment required, 10-500 characters once trimmed', async () => {
    expect(await message(review(someId, { comment: undefined }))).toBe(
      'Please add a comment about your experience',
    );
    expect(await message(review(someId, { comment: '   ' }))).toBe(
      'Please add a comment about your experience',
    );
    expect(await message(review(someId, { comment: '  too short  ' }))).toBe(
      'Comment must be at least 10 characters long',
    );
    expect(await message(review(someId, { comment: 'x'.repeat(501) }))).toBe(
      'Comment must be at most 500 characters',
    );
    // 500 passes validation (and reaches the rule: no such request).
    expect(await message(review(someId, { comment: 'x'.repeat(500) }))).toBe(
      'Service request not found',
    );
  });

  it('stores a comment with a script tag harmless, and refuses one that was only a script', async () => {
    const requestId = await bookedRequest();
    const res = await parent.client.post(
      '/api/reviews',
      review(requestId, {
        comment:
          'Lovely groomer <script>alert("owned")</script> and <b onclick=x()>very</b> gentle',
      }),
    );
    expect(res.statusCode).toBe(201);
    const stored = res.json().review.comment as string;
    expect(stored).not.toMatch(/<|>|script|alert|onclick/i);
    expect(stored).toContain('Lovely groomer');
    expect(stored).toContain('gentle');
    const rows = await t.ctx.database.exclusive((s) =>
      s.rows<{ comment: string }>(
        `SELECT comment FROM reviews WHERE id = '${res.json().review.id}'`,
      ),
    );
    expect(rows[0]!.comment).toBe(stored);

    const onlyScript = await bookedRequest();
    const refused = await parent.client.post(
      '/api/reviews',
      review(onlyScript, { comment: '<script>alert("owned by a script")</script>' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Comment must be at least 10 characters long');
  });
});

describe('editing and deleting', () => {
  it("only one's own review; the provider's aggregates follow", async () => {
    const requestId = await bookedRequest();
    const created = (
      await parent.client.post('/api/reviews', review(requestId, { rating: 1 }))
    ).json().review;
    const stranger = t.client();
    await signUp(stranger);
    expect((await stranger.patch(`/api/reviews/${created.id}`, { rating: 5 })).statusCode).toBe(
      404,
    );
    expect((await stranger.delete(`/api/reviews/${created.id}`)).statusCode).toBe(404);
    expect((await provider.client.delete(`/api/reviews/${created.id}`)).statusCode).toBe(404);

    const before = await providerRating();
    const edited = await parent.client.patch(`/api/reviews/${created.id}`, {
      rating: 5,
      comment: 'Changed my mind, they were great in the end.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().review).toMatchObject({
      rating: 5,
      comment: 'Changed my mind, they were great in the end.',
    });
    const afterEdit = await providerRating();
    expect(afterEdit.profile[1]).toBe(before.profile[1]);
    expect(Number(afterEdit.profile[0])).toBeGreaterThan(Number(before.profile[0]));
    expect(afterEdit.search).toEqual(afterEdit.profile);

    const nothing = await parent.client.patch(`/api/reviews/${created.id}`, {});
    expect(nothing.json().error.message).toBe('Please change the rating or the comment');

    expect((await parent.client.delete(`/api/reviews/${created.id}`)).statusCode).toBe(204);
    const afterDelete = await providerRating();
    expect(afterDelete.profile[1]).toBe(Number(before.profile[1]) - 1);
    expect(afterDelete.search).toEqual(afterDelete.profile);
    const eligibility = await parent.client.get(
      `/api/reviews/eligibility?serviceRequestId=${requestId}`,
    );
    expect(eligibility.json().canReview).toBe(true);
  });
});

describe('reading reviews', () => {
  let listed: { client: TestClient; id: string };
  beforeAll(async () => {
    const p = await providerWithServices(t.client(), { name: 'Kabir Stays', city: 'Delhi' }, [
      { name: 'Cosy Boarding', category: 'accommodation' },
      { name: 'Cosy Grooming', category: 'grooming' },
      { name: 'Cosy Boarding Plus', category: 'accommodation' },
    ]);
    listed = { client: p.client, id: p.user.id };
    // 15 reviews, oldest first: ten older ones, then the latest five.
    await addReviews(t.ctx, listed.id, parent.id, [5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 1, 2, 3, 2, 1]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.client().get(`/api/reviews?providerId=${listed.id}`)).statusCode).toBe(401);
  });

  it("a provider's reviews with the summary: average, distribution and trend", async () => {
    const body = (await parent.client.get(`/api/reviews?providerId=${listed.id}`)).json();
    expect(body.total).toBe(15);
    expect(body.reviews).toHaveLength(15);
    expect(body.summary).toEqual({
      averageRating: 3.6,
      totalReviews: 15,
      distribution: { 1: 2, 2: 2, 3: 1, 4: 5, 5: 5 },
      // The latest ten (1,2,3,2,1,4,4,4,4,4) against the five before them (all 5s).
      trend: { recentAverage: 2.9, previousAverage: 5, change: -2.1, direction: 'down' },
    });
    expect(body.provider).toMatchObject({
      id: listed.id,
      name: 'Kabir Stays',
      city: 'Delhi',
      specializations: ['accommodation', 'grooming'],
    });
    expect(body.reviews[0].isOwn).toBe(true);
  });

  it('filters by rating and sorts four ways, in pages', async () => {
    const get = async (query: string) =>
      (await parent.client.get(`/api/reviews?providerId=${listed.id}&${query}`)).json();
    const fives = await get('rating=5');
    expect(fives.total).toBe(5);
    expect(fives.reviews.every((r: { rating: number }) => r.rating === 5)).toBe(true);
    expect(fives.summary.totalReviews).toBe(15);
    expect((await get('rating=all')).total).toBe(15);
    const ratings = async (sort: string) =>
      (await get(`sort=${sort}`)).reviews.map((r: { rating: number }) => r.rating);
    expect(await ratings('newest')).toEqual([1, 2, 3, 2, 1, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5]);
    expect(await ratings('oldest')).toEqual([5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 1, 2, 3, 2, 1]);
    expect(await ratings('highest')).toEqual([5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 3, 2, 2, 1, 1]);
    expect(await ratings('lowest')).toEqual([1, 1, 2, 2, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5]);
    const page = await get('sort=oldest&pageSize=10&page=2');
    expect(page.reviews).toHaveLength(5);
    expect(page.hasMore).toBe(false);
    expect((await get('sort=oldest&pageSize=10')).hasMore).toBe(true);
  });

  it('no reviews: zero average, no trend; an unknown provider is 404', async () => {
    const fresh = await providerWithServices(t.client(), { name: 'New Provider' }, []);
    const body = (await parent.client.get(`/api/reviews?providerId=${fresh.user.id}`)).json();
    expect(body).toMatchObject({ total: 0, reviews: [] });
    expect(body.summary).toEqual({
      averageRating: 0,
      totalReviews: 0,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      trend: null,
    });
    const missing = await parent.client.get(
      '/api/reviews?providerId=00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Provider not found');
    const parentAsProvider = await parent.client.get(`/api/reviews?providerId=${parent.id}`);
    expect(parentAsProvider.statusCode).toBe(404);
  });
});

describe('deleting accounts', () => {
  it("a reviewer's account going takes their reviews out of the aggregates; a provider's goes cleanly", async () => {
    const gone = await providerWithServices(t.client(), { name: 'Soon Gone' }, [
      { name: 'Soon Gone Spa', category: 'grooming' },
    ]);
    const stays = await providerWithServices(t.client(), { name: 'Wombat Keeper' }, [
      { name: 'Wombat Spa', category: 'grooming' },
    ]);
    const reviewer = await signUp(t.client());
    const other = await signUp(t.client());
    await addReviews(t.ctx, gone.user.id, reviewer.user.id, [5, 3]);
    await addReviews(t.ctx, stays.user.id, reviewer.user.id, [1]);
    await addReviews(t.ctx, stays.user.id, other.user.id, [5]);
    await t.ctx.database.exec(`DELETE FROM users WHERE id = '${gone.user.id}'`);
    await t.ctx.database.exec(`DELETE FROM users WHERE id = '${reviewer.user.id}'`);
    const profile = (await t.client().get(`/api/providers/${stays.user.id}`)).json().provider;
    expect([profile.averageRating, profile.totalReviews]).toEqual([5, 1]);
    const card = (await t.client().get('/api/search/services?q=wombat')).json().services[0];
    expect([card.averageRating, card.totalReviews]).toEqual([5, 1]);
  });
});
