import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { ResponseStatus } from '@petmitra/core/marketplace/responses';
import type { Db } from '../../db/client';
import { updateOwnedIf } from '../../db/owned-update';
import { users } from '../../db/schema/foundation';
import { pets, serviceRequests, serviceResponses } from '../../db/schema/marketplace';

export type ResponseRow = typeof serviceResponses.$inferSelect;
export type NewResponse = typeof serviceResponses.$inferInsert;

const cardColumns = {
  response: serviceResponses,
  request: {
    id: serviceRequests.id,
    requesterId: serviceRequests.requesterId,
    serviceName: serviceRequests.serviceName,
    status: serviceRequests.status,
    neededOn: serviceRequests.neededOn,
    neededAt: serviceRequests.neededAt,
    selectedResponseId: serviceRequests.selectedResponseId,
    providerDoneAt: serviceRequests.providerDoneAt,
  },
  ownerName: users.name,
  petName: pets.name,
  petType: pets.type,
};

/** Postgres unique_violation. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

export function createResponseRepository(db: Db) {
  const cards = () =>
    db
      .select(cardColumns)
      .from(serviceResponses)
      .innerJoin(serviceRequests, eq(serviceRequests.id, serviceResponses.requestId))
      .innerJoin(users, eq(users.id, serviceRequests.requesterId))
      .leftJoin(pets, eq(pets.id, serviceRequests.petId));

  return {
    async countCreatedSince(providerId: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(serviceResponses)
        .where(
          and(eq(serviceResponses.providerId, providerId), gte(serviceResponses.createdAt, since)),
        );
      return row?.n ?? 0;
    },

    async countByProvider(providerId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(serviceResponses)
        .where(eq(serviceResponses.providerId, providerId));
      return row?.n ?? 0;
    },

    /** Null when this provider already responded to the request (one response each). */
    async insert(response: NewResponse) {
      try {
        const [row] = await db.insert(serviceResponses).values(response).returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async findOwned(id: string, providerId: string) {
      const [row] = await db
        .select()
        .from(serviceResponses)
        .where(and(eq(serviceResponses.id, id), eq(serviceResponses.providerId, providerId)))
        .limit(1);
      return row ?? null;
    },

    async findOwnedForRequest(requestId: string, providerId: string) {
      const [row] = await db
        .select()
        .from(serviceResponses)
        .where(
          and(
            eq(serviceResponses.requestId, requestId),
            eq(serviceResponses.providerId, providerId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    updateOwnedIf(
      id: string,
      providerId: string,
      statuses: readonly ResponseStatus[],
      patch: Partial<Pick<NewResponse, 'message' | 'estimatedPrice'>>,
    ) {
      const owner = { column: serviceResponses.providerId, id: providerId };
      return updateOwnedIf(db, serviceResponses, owner, id, statuses, patch);
    },

    async card(id: string) {
      const [row] = await cards().where(eq(serviceResponses.id, id)).limit(1);
      return row ?? null;
    },

    async listMine(
      providerId: string,
      filter: { status?: ResponseStatus | undefined; limit: number; offset: number },
    ) {
      const where = and(
        eq(serviceResponses.providerId, providerId),
        filter.status ? eq(serviceResponses.status, filter.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        cards()
          .where(where)
          .orderBy(desc(serviceResponses.createdAt), desc(serviceResponses.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(serviceResponses).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async countsByStatus(providerId: string) {
      const rows = await db
        .select({ status: serviceResponses.status, n: count() })
        .from(serviceResponses)
        .where(eq(serviceResponses.providerId, providerId))
        .groupBy(serviceResponses.status);
      const counts: Record<ResponseStatus, number> = {
        pending: 0,
        accepted: 0,
        rejected: 0,
        completed: 0,
        withdrawn: 0,
      };
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    recentMine(providerId: string, limit: number) {
      return cards()
        .where(eq(serviceResponses.providerId, providerId))
        .orderBy(desc(serviceResponses.updatedAt))
        .limit(limit);
    },
  };
}

export type ResponseCardRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createResponseRepository>['card']>>
>;
