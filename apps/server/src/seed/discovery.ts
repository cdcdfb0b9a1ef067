import { sql } from 'drizzle-orm';
import { REQUEST_SERVICE_TYPES } from '@petmitra/core/marketplace/requests';
import { monthStart } from '@petmitra/core/marketplace/quota';
import type { ServiceCategory } from '@petmitra/core/marketplace/services';
import type { AppContext } from '../context';
import { rowsOf } from '../db/client';
import { lookupPlace } from '../modules/geo/gazetteer';
import type { DomainSeeder, SeededUsers } from './demo';

const DAY = 86_400_000;

/** Ratings lean good, as on real marketplaces; a few low ones keep the filters honest. */
const RATINGS = [5, 4, 5, 3, 5, 4, 4, 5, 2, 5, 4, 1, 5, 4, 3];
const COMMENTS = [
  'Very gentle with my dog and finished right on time. Will book again.',
  'Friendly, punctual and clearly loves animals. Highly recommended!',
  'Good service overall, though it took a little longer than promised.',
  'My cat is usually nervous with strangers but was calm the whole time.',
  'Excellent communication before and after the visit. Great value.',
  'Decent experience. The price was fair and the work was neat.',
  'They were late and rushed the job. Not what I expected.',
  'Outstanding care, sent photos and updates throughout the day.',
  'Knowledgeable and patient, answered all my questions clearly.',
  'Would not use again, my pet came back stressed and unwashed.',
];

/** A repeatable offset in km (north, east) from a seed number: 0.5-9 km in any direction. */
function spread(seed: number): { north: number; east: number } {
  const angle = ((seed * 137.508) % 360) * (Math.PI / 180);
  const km = 0.5 + ((seed * 7919) % 850) / 100;
  return { north: km * Math.cos(angle), east: km * Math.sin(angle) };
}

/**
 * Discovery demo data, after the marketplace seeder: every seeded user is placed from their
 * city (providers spread a few km around the centre so the map and distance sort show them
 * apart), a few past completed bookings per provider, and a review on every completed request
 * except the demo parent's own (the browser test writes that one).
 */
export const seedDiscovery: DomainSeeder = async (ctx: AppContext, seeded: SeededUsers) => {
  const people = rowsOf<{ id: string; city: string | null; country: string | null; role: string }>(
    await ctx.db.execute(sql`SELECT id, city, country, role FROM users`),
  );
  for (const [i, person] of people.entries()) {
    const place = lookupPlace(person.city, person.country);
    if (!place) continue;
    const offset = person.role === 'service_provider' ? spread(i + 1) : { north: 0, east: 0 };
    const lat = place.lat + offset.north / 111.195;
    const lng = place.lng + offset.east / (111.195 * Math.cos((place.lat * Math.PI) / 180));
    await ctx.db.execute(
      sql`UPDATE users SET latitude = ${lat}::double precision, longitude = ${lng}::double precision WHERE id = ${person.id}`,
    );
  }
  // The marketplace seeder's requests are needed where their parents live (migration 0022).
  await ctx.db.execute(sql`
    UPDATE service_requests r
       SET location_city = u.city, location_country = u.country,
           latitude = u.latitude, longitude = u.longitude
      FROM users u
     WHERE u.id = r.requester_id AND r.latitude IS NULL`);

  await seedPastBookings(ctx, seeded);

  // A review on each completed request (the demo parent's stays open for a review).
  const demoParentId = seeded.parents[0]?.id ?? null;
  const completed = rowsOf<{
    id: string;
    requester_id: string;
    provider_id: string;
    completed_at: Date | string;
  }>(
    await ctx.db.execute(sql`
      SELECT r.id, r.requester_id, r.selected_provider_id AS provider_id, r.completed_at
      FROM service_requests r
      WHERE r.status = 'completed' AND r.selected_provider_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM reviews v WHERE v.service_request_id = r.id)
      ORDER BY r.completed_at, r.id`),
  );
  for (const [i, request] of completed.entries()) {
    if (request.requester_id === demoParentId) continue;
    const at = new Date(new Date(request.completed_at).getTime() + DAY);
    await ctx.db.execute(sql`
      INSERT INTO reviews (reviewer_id, reviewee_id, service_request_id, rating, comment,
                           created_at, updated_at)
      VALUES (${request.requester_id}, ${request.provider_id}, ${request.id},
              ${RATINGS[i % RATINGS.length]!}, ${COMMENTS[i % COMMENTS.length]!},
              ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`);
  }
};

/**
 * Completed bookings from before this month (so nobody's free monthly quota is touched):
 * 0-3 per provider, each a request with the accepted, completed response that chose them.
 */
async function seedPastBookings(ctx: AppContext, seeded: SeededUsers) {
  const parents = seeded.parents.slice(1);
  if (parents.length === 0) return;
  const pets = rowsOf<{ id: string; owner_id: string }>(
    await ctx.db.execute(sql`SELECT id, owner_id FROM pets ORDER BY created_at, id`),
  );
  const petOf = new Map<string, string>();
  for (const pet of pets) if (!petOf.has(pet.owner_id)) petOf.set(pet.owner_id, pet.id);
  const before = monthStart(new Date()).getTime() - DAY;

  let booking = 0;
  for (const [i, provider] of seeded.providers.entries()) {
    const categories = rowsOf<{ id: string; category: ServiceCategory }>(
      await ctx.db.execute(sql`
        SELECT id, category FROM services WHERE provider_id = ${provider.id} AND is_active
        ORDER BY created_at, id`),
    );
    const service = categories.find((s) =>
      REQUEST_SERVICE_TYPES.some((t) =>
        (t.categories as readonly ServiceCategory[]).includes(s.category),
      ),
    );
    if (!service) continue;
    const type = REQUEST_SERVICE_TYPES.find((t) =>
      (t.categories as readonly ServiceCategory[]).includes(service.category),
    )!;
    for (let k = 0; k < i % 4; k += 1) {
      booking += 1;
      const parent = parents[booking % parents.length]!;
      const petId = petOf.get(parent.id);
      if (!petId) continue;
      const created = new Date(before - (20 + ((booking * 11) % 60)) * DAY);
      const neededOn = new Date(created.getTime() + 3 * DAY).toISOString().slice(0, 10);
      const completedAt = new Date(created.getTime() + 4 * DAY);
      const [request] = rowsOf<{ id: string }>(
        await ctx.db.execute(sql`
          INSERT INTO service_requests (requester_id, pet_id, service_name, category, description,
            needed_on, needed_at, status, budget_amount, selected_provider_id, service_id,
            completed_at, created_at, updated_at)
          VALUES (${parent.id}, ${petId}, ${type.name}, ${service.category},
            ${`${type.name} for my pet, please bring your own supplies.`},
            ${neededOn}::date, '10:00', 'completed', 150000, ${provider.id}, ${service.id},
            ${completedAt.toISOString()}::timestamptz, ${created.toISOString()}::timestamptz,
            ${completedAt.toISOString()}::timestamptz)
          RETURNING id`),
      );
      const respondedAt = new Date(created.getTime() + 0.5 * DAY).toISOString();
      const [response] = rowsOf<{ id: string }>(
        await ctx.db.execute(sql`
          INSERT INTO service_responses (request_id, provider_id, message, estimated_price, status,
            completed_at, created_at, updated_at)
          VALUES (${request!.id}, ${provider.id}, 'Happy to help, I have done this many times.',
            140000, 'completed', ${completedAt.toISOString()}::timestamptz,
            ${respondedAt}::timestamptz, ${completedAt.toISOString()}::timestamptz)
          RETURNING id`),
      );
      await ctx.db.execute(
        sql`UPDATE service_requests SET selected_response_id = ${response!.id} WHERE id = ${request!.id}`,
      );
    }
  }
}
