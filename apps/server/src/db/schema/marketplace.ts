// Mirrors migrations/0002_marketplace.sql. Money columns are integers in the minor unit of the
// row's `currency` (migration 0031: services, requests and responses carry one).
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  unique,
  uuid,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  NotificationPriority,
  NotificationType,
} from '@petmitra/core/marketplace/notifications';
import type { PetType, VaccinationStatus } from '@petmitra/core/marketplace/pets';
import type {
  RequestServiceName,
  RequestStatus,
  ServiceMode,
} from '@petmitra/core/marketplace/requests';
import type { ResponseStatus } from '@petmitra/core/marketplace/responses';
import type { MarketplaceCurrency } from '@petmitra/core/marketplace/money';
import type { ServiceCategory, ServiceCharge } from '@petmitra/core/marketplace/services';
import { users } from './foundation';

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const pets = pgTable(
  'pets',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<PetType>().notNull(),
    /** kg, one decimal. */
    weight: numeric('weight', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    pic: text('pic'),
    medicalHistory: text('medical_history'),
    vaccinationStatus: text('vaccination_status')
      .$type<VaccinationStatus>()
      .notNull()
      .default('up_to_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pets_owner_created_idx').on(t.ownerId, t.createdAt.desc())],
);

export const services = pgTable(
  'services',
  {
    id: id(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').$type<ServiceCategory>().notNull(),
    petTypesAccepted: text('pet_types_accepted').array().$type<PetType[]>().notNull(),
    homeServiceAvailable: boolean('home_service_available').notNull().default(false),
    /** Offered in an emergency, 24×7 (migration 0023): listed on /search/emergency. */
    emergency: boolean('emergency').notNull().default(false),
    /** [{ description, amount }] with amount in minor units of `currency`. */
    charges: jsonb('charges').$type<ServiceCharge[]>().notNull(),
    /** The provider's country's currency when the charges were set (migration 0031). */
    currency: text('currency').$type<MarketplaceCurrency>().notNull().default('INR'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_category_active_idx')
      .on(t.category, t.providerId)
      .where(sql`is_active`),
    index('services_provider_created_idx').on(t.providerId, t.createdAt.desc()),
    index('services_emergency_idx')
      .on(t.providerId)
      .where(sql`emergency AND is_active`),
  ],
);

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: id(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    serviceName: text('service_name').$type<RequestServiceName>().notNull(),
    /** The primary category of service_name (core REQUEST_SERVICE_TYPES). */
    category: text('category').$type<ServiceCategory>().notNull(),
    description: text('description').notNull(),
    /** 'YYYY-MM-DD' */
    neededOn: date('needed_on', { mode: 'string' }).notNull(),
    /** 'HH:MM:SS' */
    neededAt: time('needed_at').notNull(),
    status: text('status').$type<RequestStatus>().notNull().default('open'),
    /** minor units of `currency` */
    budgetAmount: integer('budget_amount'),
    /** The budget's and the quotes' currency: where the service is needed (migration 0031). */
    currency: text('currency').$type<MarketplaceCurrency>().notNull().default('INR'),
    paymentStatus: text('payment_status')
      .$type<'pending' | 'completed' | 'failed' | 'refunded'>()
      .notNull()
      .default('pending'),
    paymentAmount: integer('payment_amount'),
    paymentCurrency: text('payment_currency').notNull().default('INR'),
    paymentTransactionId: text('payment_transaction_id'),
    selectedProviderId: uuid('selected_provider_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** FK to service_responses (added after that table in the SQL). */
    selectedResponseId: uuid('selected_response_id'),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').$type<'requester' | 'expired'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Migration 0022 (issue 13): where the service is needed, direct requests, deliberate steps.
    serviceMode: text('service_mode').$type<ServiceMode>().notNull().default('at_provider'),
    locationCity: text('location_city'),
    locationCountry: text('location_country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    directProviderId: uuid('direct_provider_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    directUntil: timestamp('direct_until', { withTimezone: true }),
    directDeclinedAt: timestamp('direct_declined_at', { withTimezone: true }),
    widenOfferedAt: timestamp('widen_offered_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    providerDoneAt: timestamp('provider_done_at', { withTimezone: true }),
  },
  (t) => [
    index('service_requests_open_place_idx')
      .using('gist', sql`ll_to_earth(latitude, longitude)`)
      .where(
        sql`(status = ANY (ARRAY['open'::text, 'responded'::text])) AND (selected_response_id IS NULL) AND (direct_provider_id IS NULL) AND (latitude IS NOT NULL)`,
      ),
    index('service_requests_direct_provider_idx')
      .on(t.directProviderId)
      .where(sql`direct_provider_id IS NOT NULL`),
    index('service_requests_direct_until_idx')
      .on(t.directUntil)
      .where(sql`(direct_provider_id IS NOT NULL) AND (widen_offered_at IS NULL)`),
    index('service_requests_provider_done_idx')
      .on(t.providerDoneAt)
      .where(sql`(provider_done_at IS NOT NULL) AND (status = 'responded'::text)`),
    index('service_requests_board_idx').on(t.serviceName, t.status, t.createdAt.desc()),
    index('service_requests_category_status_idx').on(t.category, t.status, t.createdAt.desc()),
    index('service_requests_open_needed_idx')
      .on(t.neededOn)
      .where(
        sql`(status = ANY (ARRAY['open'::text, 'responded'::text])) AND (selected_response_id IS NULL)`,
      ),
    index('service_requests_pet_idx').on(t.petId),
    // Admin analytics and reports (migration 0027, which also INCLUDEs requester and service).
    index('service_requests_created_idx').on(t.createdAt),
    index('service_requests_requester_created_idx').on(t.requesterId, t.createdAt.desc()),
    index('service_requests_selected_provider_idx')
      .on(t.selectedProviderId)
      .where(sql`selected_provider_id IS NOT NULL`),
    index('service_requests_service_idx')
      .on(t.serviceId)
      .where(sql`service_id IS NOT NULL`),
  ],
);

export const serviceResponses = pgTable(
  'service_responses',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** minor units of `currency` */
    estimatedPrice: integer('estimated_price').notNull(),
    /** The request's currency (migration 0031). */
    currency: text('currency').$type<MarketplaceCurrency>().notNull().default('INR'),
    status: text('status').$type<ResponseStatus>().notNull().default('pending'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Migration 0022: the parent withdrew their acceptance before the service. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawReason: text('withdraw_reason'),
  },
  (t) => [
    unique('service_responses_request_provider_key').on(t.requestId, t.providerId),
    index('service_responses_provider_created_idx').on(t.providerId, t.createdAt.desc()),
    // Active users of a report period (migration 0027, which also INCLUDEs the provider).
    index('service_responses_created_idx').on(t.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    priority: text('priority').$type<NotificationPriority>().notNull().default('medium'),
    read: boolean('read').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('notifications_user_dedupe_key')
      .on(t.userId, t.dedupeKey)
      .where(sql`dedupe_key IS NOT NULL`),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`NOT read`),
    index('notifications_expires_idx').on(t.expiresAt),
  ],
);
