import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '@petmitra/core/auth/email-verification';
import { emailOutbox } from '../../db/schema/foundation';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import {
  addPet,
  addService,
  createUser,
  postRequest,
  requestInput,
  signIn,
  signUp,
  verificationToken,
  verifyEmail,
} from '../../../test/factories';

/**
 * Email verification (docs/decisions/0027-email-verification.md): the link emailed at sign-up,
 * the guard on the blocked actions, and the setting that turns the rule off.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Checkout calls the sandbox gateway over real HTTP, as a remote gateway would be.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

async function setRequired(on: boolean) {
  await t.ctx.settings.write({ require_email_verification: on });
  await t.ctx.settings.changed();
}

const unverified = async (overrides: Record<string, unknown> = {}) => {
  const client = t.client();
  const account = await signUp(client, overrides, { verify: false });
  return { client, ...account };
};

function expectBlocked(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({
    error: { code: 'email_unverified', message: EMAIL_VERIFICATION_MESSAGES.required },
  });
}

const key = () => `key-${randomUUID()}`;

/** Every blocked action, as `client` would try it; each answers. */
function blockedActions(client: TestClient, ids: { petId: string; providerId: string }) {
  return {
    postRequest: () => client.post('/api/requests', requestInput(ids.petId)),
    startConversation: () => client.post('/api/conversations', { providerId: ids.providerId }),
    sendMessage: (conversationId: string = randomUUID()) =>
      client.post(`/api/conversations/${conversationId}/messages`, {
        body: 'Hello there',
        clientKey: randomUUID(),
      }),
    subscribe: () =>
      client.post('/api/payments/checkout', { product: 'plan_monthly', idempotencyKey: key() }),
    review: () =>
      client.post('/api/reviews', {
        serviceRequestId: randomUUID(),
        rating: 5,
        comment: 'Lovely, careful and on time with Bruno.',
      }),
  };
}

describe('the verification email', () => {
  it('is queued with the account: its link works once, and the outbox keeps it redacted', async () => {
    const { client, email, user } = await unverified();
    expect(user).toMatchObject({ emailVerified: false });
    expect((await client.get('/api/auth/email-verification')).json()).toEqual({
      verified: false,
      required: true,
    });
    const [stored] = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'email_verification')));
    expect(stored!.subject).toBe('Verify your email for PetMitra');
    expect(stored!.textBody).toContain('/verify-email?token=[redacted]');
    // Only the token's hash is stored.
    const token = await verificationToken(client, email);
    expect(token).toMatch(/^[\w-]{40,}$/);
    const tokens = await t.ctx.db.execute(
      sql`SELECT id FROM email_verification_tokens WHERE user_id = ${user.id}`,
    );
    expect(JSON.stringify(tokens)).not.toContain(token!);

    // Opened in another browser, signed out: the token alone confirms the address.
    const elsewhere = t.client();
    expect(
      (await elsewhere.post('/api/auth/email-verification/verify', { token })).statusCode,
    ).toBe(200);
    expect((await client.get('/api/auth/session')).json().user.emailVerified).toBe(true);
    expect((await client.get('/api/auth/email-verification')).json()).toEqual({
      verified: true,
      required: false,
    });
    // Single use.
    const again = await elsewhere.post('/api/auth/email-verification/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This link has expired or was already used');
    // Nothing to resend once verified.
    expect((await client.post('/api/auth/email-verification/resend')).statusCode).toBe(409);
  });

  it('expires', async () => {
    const { client, email, user } = await unverified();
    const token = await verificationToken(client, email);
    await t.ctx.db.execute(
      sql`UPDATE email_verification_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`,
    );
    const res = await client.post('/api/auth/email-verification/verify', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(EMAIL_VERIFICATION_MESSAGES.linkInvalid);
    expect((await client.get('/api/auth/session')).json().user.emailVerified).toBe(false);
  });

  it('refuses a made-up token and an empty one', async () => {
    const client = t.client();
    expect(
      (await client.post('/api/auth/email-verification/verify', { token: 'x'.repeat(43) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await client.post('/api/auth/email-verification/verify', { token: '' })).statusCode,
    ).toBe(400);
  });

  it('is resent on request, at most 3 times an hour; the newest link works and the others die', async () => {
    const { client, email } = await unverified();
    const first = await verificationToken(client, email);
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/auth/email-verification/resend')).statusCode).toBe(200);
    }
    const limited = await client.post('/api/auth/email-verification/resend');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(EMAIL_VERIFICATION_MESSAGES.tooManyResends);
    const mails = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'email_verification')))
      .orderBy(desc(emailOutbox.createdAt));
    expect(mails).toHaveLength(4);
    const newest = await verificationToken(client, email);
    expect(newest).not.toBe(first);
    expect(
      (await client.post('/api/auth/email-verification/verify', { token: newest })).statusCode,
    ).toBe(200);
    expect(
      (await client.post('/api/auth/email-verification/verify', { token: first })).statusCode,
    ).toBe(400);
    // Guests cannot ask.
    expect((await t.client().post('/api/auth/email-verification/resend')).statusCode).toBe(401);
  });

  it('confirms only the address it was sent to (an account whose address changed is not verified by it)', async () => {
    const { client, email, user } = await unverified();
    const token = await verificationToken(client, email);
    await t.ctx.db.execute(
      sql`UPDATE users SET email = ${`changed.${email}`} WHERE id = ${user.id}`,
    );
    const res = await client.post('/api/auth/email-verification/verify', { token });
    expect(res.statusCode).toBe(400);
    expect((await client.get('/api/auth/session')).json().user.emailVerified).toBe(false);
  });
});

describe('what an unverified account may not do', () => {
  it('may browse, search and keep its profile, pets and services', async () => {
    const parent = await unverified();
    expect((await parent.client.get('/api/search/services?q=grooming')).statusCode).toBe(200);
    expect(
      (
        await parent.client.request({
          method: 'PATCH',
          url: '/api/profile',
          json: { name: 'Asha Rao', phone: '+919876543210' },
        })
      ).statusCode,
    ).toBe(200);
    await addPet(parent.client);
    const provider = await unverified({ role: 'service_provider' });
    await addService(provider.client);
  });

  it('is refused each blocked action with 403 email_unverified, and allowed after verifying', async () => {
    const provider = await unverified({ role: 'service_provider' });
    await addService(provider.client);
    const parent = await unverified();
    const pet = await addPet(parent.client);
    const actions = blockedActions(parent.client, { petId: pet.id, providerId: provider.user.id });

    for (const action of Object.values(actions)) expectBlocked(await action());
    // The provider's side: responding to a request.
    const verifiedParent = t.client();
    await signUp(verifiedParent);
    const open = await postRequest(verifiedParent, (await addPet(verifiedParent)).id);
    const respond = () =>
      provider.client.post(`/api/requests/${open.id}/responses`, {
        message: 'I can do this at your home, all equipment included.',
        estimatedPrice: 120_000,
      });
    expectBlocked(await respond());
    expectBlocked(await provider.client.post('/api/conversations', { requestId: open.id }));
    // Nothing was written.
    expect((await parent.client.get('/api/my/requests')).json().requests ?? []).toHaveLength(0);

    await verifyEmail(parent.client, parent.email);
    await verifyEmail(provider.client, provider.email);
    expect((await actions.postRequest()).statusCode).toBe(201);
    const started = await actions.startConversation();
    expect(started.statusCode).toBe(201);
    expect((await actions.sendMessage(started.json().conversation.id)).statusCode).toBe(201);
    // The others now reach their own rules (the plan; a request that is not theirs).
    expect((await actions.subscribe()).statusCode).toBe(201);
    const review = await actions.review();
    expect(review.statusCode).not.toBe(403);
    expect(review.json().error.code).not.toBe('email_unverified');
    expect((await respond()).statusCode).toBe(201);
  });

  it('is refused nothing when an admin turns the setting off', async () => {
    const provider = await unverified({ role: 'service_provider' });
    const parent = await unverified();
    const pet = await addPet(parent.client);
    await setRequired(false);
    try {
      expect((await parent.client.get('/api/auth/email-verification')).json()).toEqual({
        verified: false,
        required: false,
      });
      const actions = blockedActions(parent.client, {
        petId: pet.id,
        providerId: provider.user.id,
      });
      expect((await actions.postRequest()).statusCode).toBe(201);
      expect((await actions.startConversation()).statusCode).toBe(201);
      expect((await actions.subscribe()).statusCode).toBe(201);
    } finally {
      await setRequired(true);
    }
    // On again: refused again.
    expectBlocked(
      await blockedActions(parent.client, {
        petId: pet.id,
        providerId: provider.user.id,
      }).postRequest(),
    );
  });

  it('never stops a super admin', async () => {
    const admin = await createUser(t.ctx, 'super_admin');
    const client = t.client();
    await signIn(client, admin.email);
    expect((await client.get('/api/auth/session')).json().user.emailVerified).toBe(false);
    expect((await client.get('/api/auth/email-verification')).json()).toEqual({
      verified: false,
      required: false,
    });
    const res = await client.post('/api/payments/checkout', {
      product: 'plan_monthly',
      idempotencyKey: key(),
    });
    expect(res.json().error?.code).not.toBe('email_unverified');
  });
});
