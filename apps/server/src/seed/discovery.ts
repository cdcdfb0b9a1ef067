import { sql } from 'drizzle-orm';
import { REQUEST_SERVICE_TYPES } from '@petmitra/core/marketplace/requests';
import { indiaDate, indiaInstant } from '@petmitra/core/marketplace/india-time';
import type { PetType } from '@petmitra/core/marketplace/pets';
import { monthStart } from '@petmitra/core/marketplace/quota';
import type { ServiceCategory } from '@petmitra/core/marketplace/services';
import type { AppContext } from '../context';
import { rowsOf } from '../db/client';
import { lookupPlace } from '../modules/geo/gazetteer';
import type { DomainSeeder, SeededUsers } from './demo';
import { REQUEST_TYPES_FOR_PET } from './marketplace';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Ratings lean good, as on real marketplaces; a few low ones keep the filters honest. */
const RATINGS = [5, 4, 5, 3, 5, 4, 4, 5, 2, 5, 4, 1, 5, 4, 3];

/**
 * What a parent writes, by the stars they give: praise for 4-5, mixed for 3, complaints for
 * 1-2. '{pet}' is the pet's name. src/seed/believable.test.ts checks the text agrees.
 */
export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Very gentle with {pet} and finished right on time. Will book again.',
    'Friendly, punctual and clearly loves animals. Highly recommended!',
    'Outstanding care, sent photos and updates of {pet} throughout the day.',
  ],
  4: [
    'Knowledgeable and patient, answered all my questions clearly.',
    '{pet} is usually nervous with strangers but was calm the whole time.',
    'Good communication before and after the visit, and a fair price.',
  ],
  3: [
    'Good service overall, though it took a little longer than promised.',
    'Decent experience. The price was fair, the work was okay.',
  ],
  2: ['They were late and rushed the job. Not what I expected.'],
  1: ['Would not use again: they came an hour late and {pet} came back stressed.'],
};

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
  await seedPastBookings(ctx, seeded);
  // Every seeded request is needed where their parents live (migration 0022).
  await ctx.db.execute(sql`
    UPDATE service_requests r
       SET location_city = u.city, location_country = u.country,
           latitude = u.latitude, longitude = u.longitude
      FROM users u
     WHERE u.id = r.requester_id AND r.latitude IS NULL`);

  // A review on each completed request (the demo parent's stays open for a review).
  const demoParentId = seeded.parents[0]?.id ?? null;
  const completed = rowsOf<{
    id: string;
    requester_id: string;
    provider_id: string;
    completed_at: Date | string;
    pet_name: string | null;
  }>(
    await ctx.db.execute(sql`
      SELECT r.id, r.requester_id, r.selected_provider_id AS provider_id, r.completed_at,
             p.name AS pet_name
      FROM service_requests r
      LEFT JOIN pets p ON p.id = r.pet_id
      WHERE r.status = 'completed' AND r.selected_provider_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM reviews v WHERE v.service_request_id = r.id)
      ORDER BY r.completed_at, r.id`),
  );
  for (const [i, request] of completed.entries()) {
    if (request.requester_id === demoParentId) continue;
    // Written the day after the service was confirmed.
    const at = new Date(new Date(request.completed_at).getTime() + DAY);
    const rating = RATINGS[i % RATINGS.length]! as keyof typeof REVIEW_TEXTS;
    const texts = REVIEW_TEXTS[rating];
    const comment = texts[i % texts.length]!.replaceAll('{pet}', request.pet_name ?? 'my pet');
    await ctx.db.execute(sql`
      INSERT INTO reviews (reviewer_id, reviewee_id, service_request_id, rating, comment,
                           created_at, updated_at)
      VALUES (${request.requester_id}, ${request.provider_id}, ${request.id},
              ${rating}, ${comment},
              ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`);
  }
};

/**
 * Completed bookings from before this month (so nobody's free monthly quota is touched):
 * 0-3 per provider, each from a parent in the provider's city whose pet the service takes,
 * with the accepted, completed response that chose them, every step after the one before.
 */
async function seedPastBookings(ctx: AppContext, seeded: SeededUsers) {
  const parents = seeded.parents.slice(1);
  if (parents.length === 0) return;
  const pets = rowsOf<{ id: string; owner_id: string; type: PetType }>(
    await ctx.db.execute(sql`SELECT id, owner_id, type FROM pets ORDER BY created_at, id`),
  );
  const before = monthStart(new Date()).getTime() - DAY;

  let booking = 0;
  for (const [i, provider] of seeded.providers.entries()) {
    const offered = rowsOf<{
      id: string;
      category: ServiceCategory;
      emergency: boolean;
      pet_types_accepted: PetType[];
      currency: string;
      charges: { amount: number }[];
    }>(
      await ctx.db.execute(sql`
        SELECT id, category, emergency, pet_types_accepted, currency, charges FROM services
        WHERE provider_id = ${provider.id} AND is_active
        ORDER BY created_at, id`),
    );
    // The first service with parents nearby whose pet it takes and the request suits.
    const options = offered.flatMap((service) => {
      const type = REQUEST_SERVICE_TYPES.find((t) =>
        (t.categories as readonly ServiceCategory[]).includes(service.category),
      );
      if (!type) return [];
      const nearby = parents.flatMap((parent) => {
        if (parent.person.city !== provider.person.city) return [];
        const pet = pets.find(
          (p) =>
            p.owner_id === parent.id &&
            service.pet_types_accepted.includes(p.type) &&
            REQUEST_TYPES_FOR_PET[p.type].includes(type.name),
        );
        return pet ? [{ parent, pet }] : [];
      });
      return nearby.length ? [{ service, type, nearby }] : [];
    });
    if (options.length === 0) continue;
    const { service, type, nearby } = options[0]!;
    // Parent and provider share a city: the budget and the quote are in the service's currency,
    // near its price (₹1,500 and ₹1,400 in India, as before).
    const price = service.charges[0]!.amount;
    const [budget, quote] =
      service.currency === 'INR'
        ? [150_000, 140_000]
        : [Math.round((price * 1.1) / 100) * 100, price];
    // The demo provider has a couple, so their profile shows reviews.
    const bookings = i === 0 ? 2 : i % 4;
    for (let k = 0; k < bookings; k += 1) {
      booking += 1;
      const { parent, pet } = nearby[booking % nearby.length]!;
      const created = new Date(before - (20 + ((booking * 11) % 60)) * DAY);
      const respondedAt = new Date(created.getTime() + 12 * HOUR);
      const acceptedAt = new Date(created.getTime() + 14 * HOUR);
      const neededOn = indiaDate(new Date(created.getTime() + 3 * DAY));
      const scheduled = indiaInstant(neededOn, '10:00');
      const doneAt = new Date(scheduled.getTime() + 2 * HOUR);
      const completedAt = new Date(scheduled.getTime() + 3 * HOUR);
      const [request] = rowsOf<{ id: string }>(
        await ctx.db.execute(sql`
          INSERT INTO service_requests (requester_id, pet_id, service_name, category, description,
            needed_on, needed_at, status, budget_amount, currency, selected_provider_id, service_id,
            accepted_at, provider_done_at, completed_at, created_at, updated_at)
          VALUES (${parent.id}, ${pet.id}, ${type.name}, ${service.category},
            ${`${type.name} for my pet, please bring your own supplies.`},
            ${neededOn}::date, '10:00', 'completed', ${budget}, ${service.currency},
            ${provider.id}, ${service.id},
            ${acceptedAt.toISOString()}::timestamptz, ${doneAt.toISOString()}::timestamptz,
            ${completedAt.toISOString()}::timestamptz, ${created.toISOString()}::timestamptz,
            ${completedAt.toISOString()}::timestamptz)
          RETURNING id`),
      );
      const [response] = rowsOf<{ id: string }>(
        await ctx.db.execute(sql`
          INSERT INTO service_responses (request_id, provider_id, message, estimated_price,
            currency, status, completed_at, created_at, updated_at)
          VALUES (${request!.id}, ${provider.id}, 'Happy to help, I have done this many times.',
            ${quote}, ${service.currency}, 'completed', ${completedAt.toISOString()}::timestamptz,
            ${respondedAt.toISOString()}::timestamptz, ${completedAt.toISOString()}::timestamptz)
          RETURNING id`),
      );
      await ctx.db.execute(
        sql`UPDATE service_requests SET selected_response_id = ${response!.id} WHERE id = ${request!.id}`,
      );
    }
  }
}
