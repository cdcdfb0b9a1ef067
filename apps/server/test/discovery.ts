// Test data helpers for the discovery modules' API tests (not used by the app).
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../src/context';
import type { TestClient } from './app';
import { addService, signUp } from './factories';

/** A point `km` from `from` towards a bearing (degrees, 0 = north); fine for tens of km. */
export function pointFrom(from: { lat: number; lng: number }, km: number, bearing: number) {
  const rad = (bearing * Math.PI) / 180;
  const dLat = (km * Math.cos(rad)) / 111.195;
  const dLng = (km * Math.sin(rad)) / (111.195 * Math.cos((from.lat * Math.PI) / 180));
  return { lat: from.lat + dLat, lng: from.lng + dLng };
}

export const BENGALURU = { lat: 12.9716, lng: 77.5946 };

/** Puts a user at exact coordinates (profiles only ever get city centres). */
export async function placeAt(ctx: AppContext, userId: string, at: { lat: number; lng: number }) {
  await ctx.database.exec(
    `UPDATE users SET latitude = ${at.lat}, longitude = ${at.lng} WHERE id = '${userId}'`,
  );
}

/** A provider signed up through the API with the given services; the client stays signed in. */
export async function providerWithServices(
  client: TestClient,
  profile: { name: string; city?: string; country?: string },
  services: Record<string, unknown>[],
) {
  const { user, email } = await signUp(client, {
    role: 'service_provider',
    name: profile.name,
    city: profile.city ?? null,
    country: profile.country ?? null,
  });
  const added = [];
  for (const service of services) added.push(await addService(client, service));
  return { user, email, client, services: added };
}

/**
 * Reviews of a provider as fixture rows: one completed request (with a pet) per rating, from
 * `reviewerId`. The reviews triggers keep the provider's aggregates as they would for the API.
 */
export async function addReviews(
  ctx: AppContext,
  providerId: string,
  reviewerId: string,
  ratings: readonly number[],
  options: { startDaysAgo?: number } = {},
) {
  const petId = randomUUID();
  await ctx.database.exec(
    `INSERT INTO pets (id, owner_id, name, type, weight) VALUES ('${petId}', '${reviewerId}', 'Fixture', 'dog', 10)`,
  );
  let daysAgo = options.startDaysAgo ?? ratings.length;
  for (const rating of ratings) {
    const requestId = randomUUID();
    const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    await ctx.database.exec(`
      INSERT INTO service_requests (id, requester_id, pet_id, service_name, category, description,
        needed_on, needed_at, status, selected_provider_id, completed_at, created_at)
      VALUES ('${requestId}', '${reviewerId}', '${petId}', 'Pet Grooming', 'grooming',
        'Fixture request', current_date, '10:00', 'completed', '${providerId}', '${at}', '${at}');
      INSERT INTO reviews (reviewer_id, reviewee_id, service_request_id, rating, comment, created_at)
      VALUES ('${reviewerId}', '${providerId}', '${requestId}', ${rating},
        'Fixture review with enough words', '${at}');`);
    daysAgo -= 1;
  }
}
