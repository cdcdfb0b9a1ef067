/**
 * Search benchmark data: providers in 40+ Indian cities (bigger cities get more), five active
 * services each, pet parents, and reviews on completed requests, written with set-based SQL
 * (INSERT ... SELECT generate_series) into a freshly migrated database, then ANALYZEd.
 *
 * Default scale: 20,000 providers, 100,000 services, 300,000 reviews. Deterministic (setseed).
 * Triggers are off during the load (session_replication_role = replica); the aggregates and
 * the search table are then filled in bulk from the same view the triggers use.
 *
 *   npx tsx bench/search-data.ts postgres://postgres@127.0.0.1:5432/some_empty_db
 */
import { fileURLToPath } from 'node:url';
import { PLACE_ROWS } from '../apps/server/src/modules/geo/gazetteer-data';
import { openDatabase, type Database, type SqlSession } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { FIRST_NAMES, LAST_NAMES } from '../apps/server/src/seed/people';

export interface SearchDataScale {
  providers: number;
  servicesPerProvider: number;
  parents: number;
  reviews: number;
}

export const FULL_SCALE: SearchDataScale = {
  providers: 20_000,
  servicesPerProvider: 5,
  parents: 20_000,
  reviews: 300_000,
};

/** The benchmark's cities: India's 45 biggest in the gazetteer, weighted by rank. */
export const BENCH_CITIES = PLACE_ROWS.filter((row) => row[2] === 'IN')
  .slice(0, 45)
  .map(([name, , , lat, lng], rank) => ({ name, lat, lng, weight: 1 / (rank + 4) }));

// The demo's names, and more, so 20,000 providers are not all called the same few things.
const FIRST = [
  ...FIRST_NAMES,
  ...['Arjun', 'Priya', 'Dev', 'Riya', 'Yash', 'Anjali', 'Harsh', 'Divya'],
];
const LAST = [
  ...LAST_NAMES,
  ...['Bhat', 'Agarwal', 'Mehta', 'Kapoor', 'Naidu', 'Banerjee', 'Chauhan', 'Saxena'],
];
const BRANDS = [
  'Happy',
  'Paws',
  'Tail',
  'Furry',
  'Royal',
  'Gentle',
  'Pawfect',
  'City',
  'Urban',
  'Cosy',
  'Bark',
  'Whisker',
  'Snout',
  'Pet',
  'Loyal',
  'Buddy',
  'Sunny',
  'Green',
  'Care',
  'Prime',
];
const NOUNS: Record<string, readonly string[]> = {
  grooming: ['Grooming Studio', 'Pet Spa', 'Groomers', 'Grooming at Home', 'Bath and Trim'],
  veterinary: ['Vet Clinic', 'Veterinary Care', 'Animal Clinic', 'Pet Doctor', 'Vet Services'],
  training: [
    'Dog Training',
    'Obedience School',
    'Puppy Classes',
    'Behaviour Training',
    'K9 Academy',
  ],
  walking: ['Dog Walking', 'Dog Walkers', 'Walk and Play', 'Daily Walks', 'Pack Walks'],
  sitting: ['Pet Sitting', 'Pet Sitters', 'Home Visits', 'Pet Nanny', 'Cat Sitting'],
  accommodation: ['Pet Boarding', 'Pet Hostel', 'Dog Kennels', 'Pet Resort', 'Cat Boarding'],
  taxi: ['Pet Taxi', 'Pet Transport', 'Paw Cabs', 'Pet Rides', 'Vet Trips'],
  pharmacy: ['Pet Pharmacy', 'Pet Meds', 'Vet Pharmacy', 'Pet Chemist', 'Animal Medicines'],
  stores: ['Pet Store', 'Pet Supplies', 'Pet Shop', 'Pet Food Mart', 'Aquarium Store'],
  adoption: ['Adoption Centre', 'Pet Rescue', 'Animal Shelter', 'Adopt a Pet', 'Rescue Home'],
  hospitals: ['Pet Hospital', 'Animal Hospital', 'Emergency Vet', 'Pet Care Hospital', '24x7 Vet'],
};
const CHARGES: Record<string, readonly string[]> = {
  grooming: ['Full groom', 'Bath and brush', 'Nail trim', 'Haircut'],
  veterinary: ['Consultation', 'Vaccination', 'Health check', 'Deworming'],
  training: ['Single session', 'Four-week course', 'Puppy basics', 'Leash training'],
  walking: ['Thirty minute walk', 'One hour walk', 'Monthly plan', 'Weekend walk'],
  sitting: ['Home visit', 'Overnight stay', 'Day sitting', 'Weekly plan'],
  accommodation: ['One night', 'One week', 'Day care', 'Weekend stay'],
  taxi: ['City ride', 'Airport drop', 'Vet trip', 'Round trip'],
  pharmacy: ['Home delivery', 'Prescription refill', 'Flea treatment', 'Supplements'],
  stores: ['Dry food bag', 'Toys bundle', 'Bed', 'Leash and collar'],
  adoption: ['Adoption fee', 'Vaccination package', 'Home check', 'Starter kit'],
  hospitals: ['Emergency visit', 'Surgery', 'X-ray', 'Inpatient day'],
};
const PET_SETS = [
  '{dog}',
  '{dog,cat}',
  '{dog,cat,rabbit}',
  '{cat}',
  '{dog,cat,bird,rabbit,hamster}',
  '{bird}',
  '{fish,turtle}',
  '{dog,cat,other}',
  '{rabbit,guinea pig,hamster}',
  '{dog}',
  '{dog,cat}',
];

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArrayLiteral = (values: readonly string[]) =>
  `ARRAY[${values.map(literal).join(', ')}]::text[]`;

function timed<T>(label: string, work: () => Promise<T>, log: (line: string) => void): Promise<T> {
  const started = performance.now();
  return work().then((value) => {
    log(`  ${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return value;
  });
}

/** The SQL statements of one load, in order (shared by PostgreSQL and PGlite). */
function loadStatements(scale: SearchDataScale): { label: string; sql: string }[] {
  let low = 0;
  const total = BENCH_CITIES.reduce((sum, c) => sum + c.weight, 0);
  const cityRows = BENCH_CITIES.map((city, i) => {
    const high = i === BENCH_CITIES.length - 1 ? 1.0000001 : low + city.weight / total;
    const row = `(${i}, ${literal(city.name)}, ${city.lat}, ${city.lng}, ${low}, ${high})`;
    low = high;
    return row;
  });
  const categories = Object.keys(NOUNS);
  const nameRows = categories.flatMap((category) =>
    NOUNS[category]!.map((noun, k) => `(${literal(category)}, ${k}, ${literal(noun)})`),
  );
  const chargeRows = categories.flatMap((category) =>
    CHARGES[category]!.map((text, k) => `(${literal(category)}, ${k}, ${literal(text)})`),
  );
  const services = scale.providers * scale.servicesPerProvider;
  return [
    {
      label: 'setup',
      sql: `
        SET session_replication_role = replica;
        SELECT setseed(0.4242);
        CREATE TEMP TABLE bench_cities (idx int, name text, lat float8, lng float8, lo float8, hi float8);
        INSERT INTO bench_cities VALUES ${cityRows.join(',\n')};
        CREATE TEMP TABLE bench_names (category text, k int, noun text);
        INSERT INTO bench_names VALUES ${nameRows.join(',\n')};
        CREATE TEMP TABLE bench_charges (category text, k int, text text);
        INSERT INTO bench_charges VALUES ${chargeRows.join(',\n')};`,
    },
    {
      label: `${scale.providers.toLocaleString('en')} providers`,
      sql: `
        CREATE TEMP TABLE bench_providers AS
        SELECT g AS idx, gen_random_uuid() AS id, c.name AS city,
               -- about 6 km standard deviation around the city centre
               c.lat + (x.a + x.b + x.c - 1.5) * 12 / 111.2 AS lat,
               c.lng + (x.d + x.e + x.f - 1.5) * 12 / (111.2 * cos(radians(c.lat))) AS lng
        FROM (SELECT g, random() AS pick, random() AS a, random() AS b, random() AS c,
                     random() AS d, random() AS e, random() AS f
              FROM generate_series(1, ${scale.providers}) AS g) AS x
        JOIN bench_cities c ON x.pick >= c.lo AND x.pick < c.hi;
        INSERT INTO users (id, name, email, phone, role, city, country, password_hash,
                           email_verified_at, latitude, longitude, created_at)
        SELECT id,
               (${textArrayLiteral(FIRST)})[1 + idx % ${FIRST.length}] || ' '
                 || (${textArrayLiteral(LAST)})[1 + (idx / ${FIRST.length}) % ${LAST.length}],
               'provider' || idx || '@bench.petmitra.in',
               '+9198' || lpad(idx::text, 8, '0'),
               'service_provider', city, 'India', 'bench-no-sign-in',
               CASE WHEN idx % 3 <> 0 THEN now() - interval '200 days' END,
               lat, lng, now() - (idx % 900) * interval '1 day'
        FROM bench_providers;`,
    },
    {
      label: `${scale.parents.toLocaleString('en')} pet parents and pets`,
      sql: `
        CREATE TEMP TABLE bench_parents AS
        SELECT g AS idx, gen_random_uuid() AS id, gen_random_uuid() AS pet_id,
               (SELECT name FROM bench_cities WHERE idx = g % 45) AS city
        FROM generate_series(1, ${scale.parents}) AS g;
        INSERT INTO users (id, name, email, role, city, country, password_hash, created_at)
        SELECT id,
               (${textArrayLiteral(FIRST)})[1 + (idx * 7) % ${FIRST.length}] || ' '
                 || (${textArrayLiteral(LAST)})[1 + (idx * 3) % ${LAST.length}],
               'parent' || idx || '@bench.petmitra.in', 'pet_parent', city, 'India',
               'bench-no-sign-in', now() - (idx % 700) * interval '1 day'
        FROM bench_parents;
        INSERT INTO pets (id, owner_id, name, type, weight)
        SELECT pet_id, id, 'Pet ' || idx, 'dog', 12 FROM bench_parents;`,
    },
    {
      label: `${services.toLocaleString('en')} services`,
      sql: `
        INSERT INTO services (provider_id, name, category, pet_types_accepted,
                              home_service_available, charges, is_active, created_at, updated_at)
        SELECT x.id,
               (${textArrayLiteral(BRANDS)})[1 + ((x.idx * 7 + x.slot * 3) % ${BRANDS.length})]
                 || ' ' || n.noun,
               x.category,
               (${textArrayLiteral(PET_SETS)})[1 + ((x.idx + x.slot * 5) % ${PET_SETS.length})]::text[],
               random() < 0.5,
               (SELECT jsonb_agg(jsonb_build_object(
                         'description', ch.text,
                         'amount', (100 + floor(random() * 80) * 100 + x.idx % 7) * 100))
                FROM bench_charges ch
                WHERE ch.category = x.category AND ch.k <= (x.idx + x.slot) % 3),
               true,
               now() - (random() * 700) * interval '1 day',
               now()
        FROM (
          -- random() in a select list is drawn per row (a lateral subquery could be memoized)
          SELECT p.id, p.idx, slot,
                 (${textArrayLiteral(categories)})[1 + floor(random() * ${categories.length})::int]
                   AS category
          FROM bench_providers p
          CROSS JOIN generate_series(1, ${scale.servicesPerProvider}) AS slot
        ) AS x
        JOIN bench_names n ON n.category = x.category AND n.k = (x.idx + x.slot) % 5;`,
    },
    {
      label: `${scale.reviews.toLocaleString('en')} completed requests`,
      sql: `
        CREATE TEMP TABLE bench_reviews AS
        SELECT g, gen_random_uuid() AS request_id,
               -- popular providers get many reviews, most get a few
               1 + floor(power(random(), 2) * ${scale.providers})::int AS provider_idx,
               (1 + (g::bigint * 7919) % ${scale.parents})::int AS parent_idx,
               CASE WHEN r < 0.45 THEN 5 WHEN r < 0.75 THEN 4 WHEN r < 0.88 THEN 3
                    WHEN r < 0.95 THEN 2 ELSE 1 END AS rating,
               now() - (random() * 600) * interval '1 day' AS at
        FROM (SELECT g, random() AS r FROM generate_series(1, ${scale.reviews}) AS g) AS x;
        INSERT INTO service_requests (id, requester_id, pet_id, service_name, category, description,
          needed_on, needed_at, status, selected_provider_id, completed_at, created_at, updated_at)
        SELECT b.request_id, pa.id, pa.pet_id, 'Pet Grooming', 'grooming', 'Benchmark booking',
               (b.at - interval '2 days')::date, '10:00', 'completed', pr.id, b.at,
               b.at - interval '3 days', b.at
        FROM bench_reviews b
        JOIN bench_providers pr ON pr.idx = b.provider_idx
        JOIN bench_parents pa ON pa.idx = b.parent_idx;`,
    },
    {
      label: `${scale.reviews.toLocaleString('en')} reviews`,
      sql: `
        INSERT INTO reviews (reviewer_id, reviewee_id, service_request_id, rating, comment,
                             created_at, updated_at)
        SELECT pa.id, pr.id, b.request_id, b.rating,
               (ARRAY['Very gentle and on time, would book again.',
                      'Good value and friendly staff.',
                      'Took longer than promised but the result was fine.',
                      'Excellent care, my dog loved it.',
                      'Not happy with the service this time.'])[1 + b.g % 5],
               b.at, b.at
        FROM bench_reviews b
        JOIN bench_providers pr ON pr.idx = b.provider_idx
        JOIN bench_parents pa ON pa.idx = b.parent_idx;`,
    },
    {
      label: 'provider rating aggregates',
      sql: `
        INSERT INTO provider_ratings (provider_id, review_count, rating_sum)
        SELECT reviewee_id, count(*), sum(rating) FROM reviews GROUP BY reviewee_id;`,
    },
    {
      label: 'search table and vocabulary',
      sql: `
        INSERT INTO service_search (
          service_id, provider_id, name, category, pet_types, home_service, price_min, price_max,
          latitude, longitude, location, cells, average_rating, total_reviews, relevance, terms,
          created_at)
        SELECT service_id, provider_id, name, category, pet_types, home_service, price_min,
               price_max, latitude, longitude, location, cells, average_rating, total_reviews,
               relevance, terms, created_at
        FROM service_search_source;
        INSERT INTO search_terms (term)
        SELECT DISTINCT word FROM service_search, unnest(terms) AS word
        WHERE left(word, 1) <> '@'
        ON CONFLICT DO NOTHING;
        SET session_replication_role = origin;`,
    },
  ];
}

/** Loads the data into an empty, migrated database through one session. */
export async function loadSearchData(
  database: Database,
  scale: SearchDataScale = FULL_SCALE,
  log: (line: string) => void = console.log,
): Promise<void> {
  await migrate(database);
  await database.exclusive(async (session: SqlSession) => {
    for (const step of loadStatements(scale)) {
      await timed(step.label, () => session.exec(step.sql), log);
    }
    await timed('VACUUM ANALYZE', () => session.exec('VACUUM ANALYZE'), log);
    const [counts] = await session.rows<Record<string, string>>(`
      SELECT (SELECT count(*) FROM users WHERE role = 'service_provider') AS providers,
             (SELECT count(DISTINCT city) FROM users WHERE role = 'service_provider') AS cities,
             (SELECT count(*) FROM services WHERE is_active) AS services,
             (SELECT count(DISTINCT category) FROM services) AS categories,
             (SELECT count(*) FROM service_search) AS searchable,
             (SELECT count(*) FROM reviews) AS reviews,
             (SELECT count(*) FROM search_terms) AS vocabulary`);
    log(
      `  loaded: ${Object.entries(counts ?? {})
        .map(([k, v]) => `${k} ${Number(v).toLocaleString('en')}`)
        .join(', ')}`,
    );
  });
}

// Run directly: load into the given (empty) PostgreSQL database.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: tsx bench/search-data.ts <postgres url of an empty database>');
    process.exit(2);
  }
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    await loadSearchData(database);
  } finally {
    await database.close();
  }
}
