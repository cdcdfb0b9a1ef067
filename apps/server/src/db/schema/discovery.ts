// Mirrors migrations/0003_discovery.sql: reviews, provider rating aggregates, favourites and
// the search tables. users.latitude/longitude (added by the same migration) are declared with
// the users table in foundation.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  index,
} from 'drizzle-orm/pg-core';
import type { PetType } from '@petmitra/core/marketplace/pets';
import type { ServiceCategory } from '@petmitra/core/marketplace/services';
import { users } from './foundation';
import { serviceRequests, services } from './marketplace';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revieweeId: uuid('reviewee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceRequestId: uuid('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_service_request_key').on(t.serviceRequestId),
    index('reviews_created_idx').on(t.createdAt.desc(), t.id),
    index('reviews_reviewee_created_idx').on(t.revieweeId, t.createdAt.desc(), t.id),
    index('reviews_reviewee_rating_idx').on(t.revieweeId, t.rating, t.createdAt.desc()),
    index('reviews_reviewer_idx').on(t.reviewerId, t.createdAt.desc()),
  ],
);

export const providerRatings = pgTable('provider_ratings', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reviewCount: integer('review_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.providerId] }),
    index('favorites_provider_idx').on(t.providerId),
    index('favorites_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** earthdistance's point type (the cube extension's `earth` domain). */
const earth = customType<{ data: string }>({ dataType: () => 'earth' });

/** Derived by triggers (see the migration); read-only for the application. */
export const serviceSearch = pgTable(
  'service_search',
  {
    serviceId: uuid('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id').notNull(),
    name: text('name').notNull(),
    category: text('category').$type<ServiceCategory>().notNull(),
    petTypes: text('pet_types').array().$type<PetType[]>().notNull(),
    homeService: boolean('home_service').notNull(),
    /** paise */
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** An earthdistance point (ll_to_earth), for nearest-first ordering. */
    location: earth('location'),
    /** Grid cells of the place at three sizes (discovery_cells). */
    cells: integer('cells')
      .array()
      .notNull()
      .default(sql`'{}'`),
    averageRating: doublePrecision('average_rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    relevance: doublePrecision('relevance').notNull().default(0),
    terms: text('terms').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('service_search_category_idx').on(t.category),
    // INCLUDE (average_rating, total_reviews, home_service, price_min, price_max, pet_types): covering columns (migration only; Drizzle cannot declare them)
    index('service_search_category_newest_idx').on(t.category, t.createdAt.desc(), t.serviceId),
    // INCLUDE (average_rating, total_reviews, home_service, price_min, pet_types): covering columns (migration only; Drizzle cannot declare them)
    index('service_search_category_price_high_idx').on(
      t.category,
      t.priceMax.desc().nullsLast(),
      t.serviceId,
    ),
    // INCLUDE (average_rating, total_reviews, home_service, price_max, pet_types): covering columns (migration only; Drizzle cannot declare them)
    index('service_search_category_price_low_idx').on(t.category, t.priceMin, t.serviceId),
    // INCLUDE (home_service, price_min, price_max, pet_types): covering columns (migration only; Drizzle cannot declare them)
    index('service_search_category_rating_idx').on(
      t.category,
      t.averageRating.desc(),
      t.totalReviews.desc(),
      t.serviceId,
    ),
    // INCLUDE (average_rating, total_reviews, home_service, price_min, price_max, pet_types): covering columns (migration only; Drizzle cannot declare them)
    index('service_search_category_relevance_idx').on(t.category, t.relevance.desc(), t.serviceId),
    index('service_search_location_idx').using('gist', t.location),
    // INCLUDE (average_rating, total_reviews, home_service, price_min, price_max, pet_types): covering columns (migration only; Drizzle cannot declare them)
    index('service_search_newest_idx').on(t.createdAt.desc(), t.serviceId),
    index('service_search_place_terms_idx')
      .using('gin', sql`discovery_place_terms(terms, latitude, longitude)`)
      .with({ fastupdate: 'off' }),
    // INCLUDE (average_rating, total_reviews, home_service, price_min, pet_types): covering columns (migration only; Drizzle cannot declare them)
    index('service_search_price_high_idx').on(t.priceMax.desc().nullsLast(), t.serviceId),
    // INCLUDE (average_rating, total_reviews, home_service, price_max, pet_types): covering columns (migration only; Drizzle cannot declare them)
    index('service_search_price_low_idx').on(t.priceMin, t.serviceId),
    index('service_search_provider_idx').on(t.providerId),
    // INCLUDE (home_service, price_min, price_max, pet_types): covering columns (migration only; Drizzle cannot declare them)
    index('service_search_rating_idx').on(
      t.averageRating.desc(),
      t.totalReviews.desc(),
      t.serviceId,
    ),
    // INCLUDE (average_rating, total_reviews, home_service, price_min, price_max, pet_types): covering columns (migration only; Drizzle cannot declare them)
    index('service_search_relevance_idx').on(t.relevance.desc(), t.serviceId),
    index('service_search_terms_cells_idx')
      .using('gin', t.terms, t.cells)
      .with({ fastupdate: 'off' }),
  ],
);

/** The vocabulary of service_search.terms, for typo-tolerant matching. */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);
