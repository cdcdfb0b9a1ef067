import { randomBytes } from 'node:crypto';
import type { Role } from '@petmitra/core/auth/roles';
import { hashPassword } from '../src/auth/password-hash';
import type { AppContext } from '../src/context';
import { createUserRepository } from '../src/modules/users/repository';
import type { TestClient } from './app';

export const TEST_PASSWORD = 'Kestrel#Ridge42';

let seq = 0;
export function uniqueEmail(prefix = 'user'): string {
  seq += 1;
  return `${prefix}.${seq}.${randomBytes(3).toString('hex')}@example.com`;
}

export function registrationInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test User',
    email: uniqueEmail(),
    phone: '+919876543210',
    role: 'pet_parent',
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    // Providers work somewhere: Bengaluru, where requestInput() needs the service by default.
    ...(overrides.role === 'service_provider' ? { city: 'Bengaluru', country: 'India' } : {}),
    ...overrides,
  };
}

/**
 * Registers through the API and leaves the client signed in, with its email address verified by
 * following the link in the verification email the app sent (as a new user would). With
 * `verify: false` the account stays unverified.
 */
export async function signUp(
  client: TestClient,
  overrides: Record<string, unknown> = {},
  options: { verify?: boolean } = {},
) {
  const input = registrationInput(overrides);
  const res = await client.post('/api/auth/register', input);
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  if (options.verify !== false) await verifyEmail(client, input.email as string);
  return { ...input, user: res.json().user as { id: string; email: string; role: Role } };
}

/** The token of the newest verification link emailed to `email` (null: no such email). */
export async function verificationToken(client: TestClient, email: string) {
  if (!client.mailbox) throw new Error('this client has no mailbox to read the email from');
  const text = await client.mailbox(email, 'email_verification');
  const match = /\/verify-email\?token=([\w%-]+)/.exec(text ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

/** Follows the link of the newest verification email to `email`, as its recipient would. */
export async function verifyEmail(client: TestClient, email: string) {
  const token = await verificationToken(client, email);
  if (!token) throw new Error(`no verification email with a link reached ${email}`);
  const res = await client.post('/api/auth/email-verification/verify', { token });
  if (res.statusCode !== 200) {
    throw new Error(`email verification failed: ${res.statusCode} ${res.body}`);
  }
}

/** Creates a user directly (the only way to make a super admin, as in production's CLI). */
export async function createUser(
  ctx: AppContext,
  role: Role,
  overrides: { email?: string; name?: string } = {},
) {
  const email = overrides.email ?? uniqueEmail(role);
  const user = await createUserRepository(ctx.db).insert({
    email,
    name: overrides.name ?? `Test ${role}`,
    role,
    phone: '+919812345678',
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  return { ...user!, password: TEST_PASSWORD };
}

export async function signIn(client: TestClient, email: string, password = TEST_PASSWORD) {
  const res = await client.post('/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json().user as { id: string; role: Role };
}

// ---- Marketplace (issue 3) ----

/** A date `days` from today in India, 'YYYY-MM-DD' (the request form's date). */
export function indiaDateIn(days: number, now = new Date()): string {
  const shifted = new Date(now.getTime() + 330 * 60_000 + days * 86_400_000);
  return shifted.toISOString().slice(0, 10);
}

export function petInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Bruno',
    type: 'dog',
    weight: 12.5,
    medicalHistory: 'Allergic to chicken',
    vaccinationStatus: 'up_to_date',
    ...overrides,
  };
}

/** Adds a pet through the API as the signed-in parent; returns the pet. */
export async function addPet(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/pets', petInput(overrides));
  if (res.statusCode !== 201) throw new Error(`add pet failed: ${res.statusCode} ${res.body}`);
  return res.json().pet as { id: string; name: string; type: string };
}

export function serviceInput(overrides: Record<string, unknown> = {}) {
  return {
    category: 'grooming',
    name: 'Full Grooming',
    petTypesAccepted: ['dog', 'cat'],
    homeServiceAvailable: true,
    charges: [{ description: 'Bath and brush', amount: 79_900 }],
    ...overrides,
  };
}

/** Adds a service through the API as the signed-in provider; returns the service. */
export async function addService(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/services', serviceInput(overrides));
  if (res.statusCode !== 201) throw new Error(`add service failed: ${res.statusCode} ${res.body}`);
  return res.json().service as { id: string; category: string; providerId: string };
}

export function requestInput(petId: string, overrides: Record<string, unknown> = {}) {
  return {
    serviceName: 'Pet Grooming',
    petId,
    description: 'Full grooming for a friendly Labrador',
    neededOn: indiaDateIn(5),
    neededAt: '10:30',
    budgetAmount: 150_000,
    place: { city: 'Bengaluru', country: 'India' },
    ...overrides,
  };
}

/**
 * An instant after the service of any request a test posts (they are needed within the year):
 * a client `.at(afterAnyService())` may complete them (the lifecycle's test clock).
 */
export const afterAnyService = () => new Date(Date.now() + 400 * 86_400_000);

/** Posts a service request through the API as the signed-in parent; returns the request. */
export async function postRequest(
  client: TestClient,
  petId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await client.post('/api/requests', requestInput(petId, overrides));
  if (res.statusCode !== 201) throw new Error(`post request failed: ${res.statusCode} ${res.body}`);
  return res.json().request as { id: string; status: string };
}

/** Sends a response through the API as the signed-in provider; returns the response. */
export async function respond(
  client: TestClient,
  requestId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await client.post(`/api/requests/${requestId}/responses`, {
    message: 'I can do this at your home, all equipment included.',
    estimatedPrice: 120_000,
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`respond failed: ${res.statusCode} ${res.body}`);
  return res.json().response as { id: string; status: string };
}

/**
 * Moves a user's marketplace rows into last month, so this month's free request or response
 * is available again (the quota counts rows created since the month began, India time).
 */
export async function moveToLastMonth(ctx: AppContext, userId: string) {
  await ctx.database.exec(`
    UPDATE service_requests SET created_at = created_at - interval '40 days'
      WHERE requester_id = '${userId}';
    UPDATE service_responses SET created_at = created_at - interval '40 days'
      WHERE provider_id = '${userId}';`);
}

/** Sets when a marketplace row was created (frees this month's quota, orders lists). */
export async function setCreatedAt(
  ctx: AppContext,
  table: 'service_requests' | 'service_responses' | 'pets' | 'services',
  id: string,
  at: Date,
) {
  await ctx.database.exec(
    `UPDATE ${table} SET created_at = '${at.toISOString()}' WHERE id = '${id}'`,
  );
}

/** The notification rows a user has, newest first. */
/**
 * A user's notification rows, after every due background job ran (consumers write them, as the
 * workers would a moment after the request).
 */
export async function notificationsOf(ctx: AppContext, userId: string) {
  await ctx.jobs.drain();
  return ctx.database.exclusive((s) =>
    s.rows<{
      type: string;
      title: string;
      message: string;
      priority: string;
      read: boolean;
      data: Record<string, unknown>;
      created_at: Date;
      expires_at: Date;
    }>(
      `SELECT type, title, message, priority, read, data, created_at, expires_at
         FROM notifications WHERE user_id = '${userId}' ORDER BY created_at DESC`,
    ),
  );
}

// ---- Files (issue 18) ----

/** A multipart/form-data body with one file in the field `file`, as the browser sends it. */
export function multipartFile(filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----petmitra' + randomBytes(8).toString('hex');
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POSTs a file to an upload route (pet photo, profile photo). */
export function uploadFile(
  client: TestClient,
  url: string,
  file: { filename: string; contentType: string; bytes: Buffer },
) {
  const body = multipartFile(file.filename, file.contentType, file.bytes);
  return client.request({
    method: 'POST',
    url,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}
