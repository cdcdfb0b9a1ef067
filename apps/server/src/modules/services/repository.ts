import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ServiceCategory } from '@petmitra/core/marketplace/services';
import type { Db } from '../../db/client';
import { chordSql, earthPoint } from '../../db/sql-helpers';
import { users } from '../../db/schema/foundation';
import { serviceRequests, serviceResponses, services } from '../../db/schema/marketplace';

export type ServiceRow = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;
export type ServicePatch = Partial<Omit<NewService, 'id' | 'providerId' | 'createdAt'>>;

export function createServiceRepository(db: Db) {
  return {
    listByProvider(providerId: string) {
      return db
        .select()
        .from(services)
        .where(eq(services.providerId, providerId))
        .orderBy(desc(services.createdAt), desc(services.id));
    },
    async countByProvider(providerId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(services)
        .where(eq(services.providerId, providerId));
      return row?.n ?? 0;
    },
    async findOwned(id: string, providerId: string) {
      const [row] = await db
        .select()
        .from(services)
        .where(and(eq(services.id, id), eq(services.providerId, providerId)))
        .limit(1);
      return row ?? null;
    },
    async insert(service: NewService) {
      const [row] = await db.insert(services).values(service).returning();
      return row!;
    },
    async updateOwned(id: string, providerId: string, patch: ServicePatch) {
      const [row] = await db
        .update(services)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(services.id, id), eq(services.providerId, providerId)))
        .returning();
      return row ?? null;
    },
    async deleteOwned(id: string, providerId: string) {
      const [row] = await db
        .delete(services)
        .where(and(eq(services.id, id), eq(services.providerId, providerId)))
        .returning();
      return row ?? null;
    },
    /**
     * Does the provider offer emergency care (an active service flagged emergency, or a pet
     * hospital), and does one of those come to the pet's home?
     */
    async emergencyCare(providerId: string) {
      const rows = await db
        .select({ home: services.homeServiceAvailable })
        .from(services)
        .where(
          and(
            eq(services.providerId, providerId),
            eq(services.isActive, true),
            or(eq(services.emergency, true), eq(services.category, 'hospitals')),
          ),
        );
      return { any: rows.length > 0, home: rows.some((r) => r.home) };
    },
    /** The categories of a provider's active services. */
    async activeCategories(providerId: string) {
      const rows = await db
        .selectDistinct({ category: services.category })
        .from(services)
        .where(and(eq(services.providerId, providerId), eq(services.isActive, true)));
      return rows.map((r) => r.category);
    },
    /** The categories of the provider's active services offering home service. */
    async activeHomeCategories(providerId: string) {
      const rows = await db
        .selectDistinct({ category: services.category })
        .from(services)
        .where(
          and(
            eq(services.providerId, providerId),
            eq(services.isActive, true),
            eq(services.homeServiceAvailable, true),
          ),
        );
      return rows.map((r) => r.category);
    },
    /**
     * Providers a request at this place reaches: an active service in one of its categories
     * (offering home service when the provider is to come), and the place within their service
     * radius. The earth box of the largest radius narrows the search through the providers'
     * location index first.
     */
    async providerIdsReaching(
      categories: readonly ServiceCategory[],
      place: { lat: number; lng: number },
      homeService: boolean,
      maxRadiusKm: number,
      /** Emergency Care: only services flagged emergency and pet hospitals. */
      emergency = false,
    ) {
      if (categories.length === 0) return [];
      const here = earthPoint(place.lat, place.lng);
      const providerPoint = sql`ll_to_earth(${users.latitude}, ${users.longitude})`;
      const rows = await db
        .selectDistinct({ id: services.providerId })
        .from(services)
        .innerJoin(users, eq(users.id, services.providerId))
        .where(
          and(
            eq(services.isActive, true),
            emergency
              ? or(eq(services.emergency, true), eq(services.category, 'hospitals'))
              : inArray(services.category, [...categories]),
            homeService ? eq(services.homeServiceAvailable, true) : undefined,
            isNull(users.suspendedAt),
            sql`${users.role} = 'service_provider' AND ${users.latitude} IS NOT NULL`,
            sql`${providerPoint} <@ earth_box(${here}::earth, ${maxRadiusKm * 1000}::double precision)`,
            sql`cube_distance(${here}, ${providerPoint}) <= ${chordSql(sql`${users.serviceRadiusKm} * 1000.0`)}`,
          ),
        );
      return rows.map((r) => r.id);
    },
    /** The provider's oldest active service in one of the categories, or null. */
    async firstActiveIn(providerId: string, categories: readonly ServiceCategory[]) {
      if (categories.length === 0) return null;
      const [row] = await db
        .select()
        .from(services)
        .where(
          and(
            eq(services.providerId, providerId),
            eq(services.isActive, true),
            inArray(services.category, [...categories]),
          ),
        )
        .orderBy(asc(services.createdAt))
        .limit(1);
      return row ?? null;
    },
    /** The requests a provider responded to, for the per-service counts. */
    respondedRequests(providerId: string) {
      return db
        .select({
          serviceName: serviceRequests.serviceName,
          status: serviceRequests.status,
          serviceId: serviceRequests.serviceId,
        })
        .from(serviceResponses)
        .innerJoin(serviceRequests, eq(serviceRequests.id, serviceResponses.requestId))
        .where(eq(serviceResponses.providerId, providerId));
    },
  };
}

export type ServiceRepository = ReturnType<typeof createServiceRepository>;
