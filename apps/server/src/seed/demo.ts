import { count } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema/foundation';
import { hashPassword } from '../auth/password-hash';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_CITIES, demoPeople, type DemoPerson } from './people';

export interface SeededUsers {
  parents: { id: string; person: DemoPerson }[];
  providers: { id: string; person: DemoPerson }[];
  admin: { id: string };
}

/**
 * Extra seeders run after the users, each adding its own domain's demo rows
 * (pets, services, requests, reviews). Registered by src/seed/seeders.ts.
 */
export type DomainSeeder = (ctx: AppContext, seeded: SeededUsers) => Promise<void>;

/** Seeds the demo marketplace once, into an empty database. Returns false if it had data. */
export async function seedDemo(ctx: AppContext, seeders: DomainSeeder[]): Promise<boolean> {
  const [existing] = await ctx.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  // One hash per password: hashing each of ~100 demo users separately would add seconds.
  const [parentHash, providerHash, adminHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.petParent.password),
    hashPassword(DEMO_ACCOUNTS.provider.password),
    hashPassword(DEMO_ACCOUNTS.superAdmin.password),
  ]);
  const people = demoPeople();
  const insert = async (
    person: DemoPerson,
    role: 'pet_parent' | 'service_provider',
    passwordHash: string,
  ) => {
    const [row] = await ctx.db
      .insert(users)
      .values({
        name: person.name,
        email: person.email,
        phone: person.phone,
        role,
        city: person.city,
        country: person.country,
        gender: person.gender,
        passwordHash,
        createdAt: person.joinedAt,
        // Demo accounts confirmed their address when they joined (docs/decisions/0027).
        emailVerifiedAt: person.joinedAt,
      })
      .returning({ id: users.id });
    return { id: row!.id, person };
  };

  const parents = [];
  for (const person of people.parents) parents.push(await insert(person, 'pet_parent', parentHash));
  const providers = [];
  for (const person of people.providers)
    providers.push(await insert(person, 'service_provider', providerHash));
  const [admin] = await ctx.db
    .insert(users)
    .values({
      name: DEMO_ACCOUNTS.superAdmin.name,
      email: DEMO_ACCOUNTS.superAdmin.email,
      phone: '+919900000001',
      role: 'super_admin',
      city: 'Bengaluru',
      country: 'India',
      passwordHash: adminHash,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });

  const seeded: SeededUsers = { parents, providers, admin: { id: admin!.id } };
  for (const seeder of seeders) await seeder(ctx, seeded);
  return true;
}

export function demoSignInBanner(): string {
  const line = (label: string, a: { email: string; password: string }) =>
    `  ${label.padEnd(14)} ${a.email.padEnd(24)} ${a.password}`;
  return [
    '',
    'Demo sign-ins (development data):',
    line('Pet parent', DEMO_ACCOUNTS.petParent),
    line('Provider', DEMO_ACCOUNTS.provider),
    line('Super admin', DEMO_ACCOUNTS.superAdmin),
    `  (${DEMO_CITIES.length} cities; other demo users share their role's password)`,
    '',
  ].join('\n');
}
