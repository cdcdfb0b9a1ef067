// Mirrors migrations/0003_discovery.sql: reviews, provider rating aggregates, favourites and
// the search tables. users.latitude/longitude (added by the same migration) are written with
// SQL by the geo module, since the users table object belongs to the foundation schema.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
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
  (t) => [unique('reviews_service_request_key').on(t.serviceRequestId)],
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
  (t) => [primaryKey({ columns: [t.userId, t.providerId] })],
);

/** Derived by triggers (see the migration); read-only for the application. */
export const serviceSearch = pgTable('service_search', {
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
  averageRating: doublePrecision('average_rating').notNull(),
  totalReviews: integer('total_reviews').notNull(),
  relevance: doublePrecision('relevance').notNull(),
  terms: text('terms').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The vocabulary of service_search.terms, for typo-tolerant matching. */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
});
