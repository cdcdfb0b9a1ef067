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
    ...overrides,
  };
}

/** Registers through the API and leaves the client signed in. */
export async function signUp(client: TestClient, overrides: Record<string, unknown> = {}) {
  const input = registrationInput(overrides);
  const res = await client.post('/api/auth/register', input);
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { ...input, user: res.json().user as { id: string; email: string; role: Role } };
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
