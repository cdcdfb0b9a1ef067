import { and, asc, count, desc, eq, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INDIA_TIME_ZONE } from '@petmitra/core/marketplace/india-time';
import {
  EMERGENCY_SERVICE_NAME,
  URGENCY_HOURS,
  type BoardFilter,
  type BoardSort,
  type RequestServiceName,
  type RequestStatus,
} from '@petmitra/core/marketplace/requests';
import { preparedOnce, type Db } from '../../db/client';
import { updateOwnedIf } from '../../db/owned-update';
import { chordMetres, earthPoint, kmBetween, textArray } from '../../db/sql-helpers';
import { users } from '../../db/schema/foundation';
import { pets, serviceRequests, serviceResponses } from '../../db/schema/marketplace';

export type RequestRow = typeof serviceRequests.$inferSelect;
export type NewRequest = typeof serviceRequests.$inferInsert;
export type RequestPatch = Partial<Omit<NewRequest, 'id' | 'requesterId' | 'createdAt'>>;

const selectedProvider = alias(users, 'selected_provider');

export const responseCount = sql<number>`(
  SELECT count(*) FROM ${serviceResponses} rc WHERE rc.request_id = ${serviceRequests.id}
)`.mapWith(Number);

/** When the service is needed, as an instant: the date and time are India's wall clock. */
export const neededInstant = sql`((${serviceRequests.neededOn} + ${serviceRequests.neededAt}) AT TIME ZONE ${sql.raw(`'${INDIA_TIME_ZONE}'`)})`;

const ACTIVE: RequestStatus[] = ['open', 'responded'];

/** The name of a direct request's provider. */
const directProviderName = sql<string | null>`(
  SELECT dp.name FROM ${users} dp WHERE dp.id = ${serviceRequests.directProviderId}
)`;

/** The columns of a My Service Requests card. */
const cardColumns = {
  request: serviceRequests,
  pet: { id: pets.id, name: pets.name, type: pets.type },
  selectedProviderName: selectedProvider.name,
  directProviderName,
  responseCount,
};

export type RequestCardRow = {
  request: RequestRow;
  pet: { id: string; name: string; type: (typeof pets.$inferSelect)['type'] } | null;
  selectedProviderName: string | null;
  directProviderName: string | null;
  responseCount: number;
};

export interface BoardScope {
  providerId: string;
  /** Request types in the provider's active-service categories. */
  serviceNames: readonly RequestServiceName[];
  /** Request types of their active services offering home service. */
  homeServiceNames: readonly RequestServiceName[];
  /** The provider's place (their city's centre), or null: then only direct requests reach them. */
  place: { lat: number; lng: number } | null;
  radiusKm: number;
  now: Date;
}

/** Where the service is needed, as an earth point (the expression the place index holds). */
const requestPoint = sql`ll_to_earth(${serviceRequests.latitude}, ${serviceRequests.longitude})`;

/**
 * The same point by ll_to_earth()'s own arithmetic, as a plain cube: the cast to its earth
 * domain checks three constraints through SQL functions (about 3 µs a row, which the board
 * paid three times a row), and the distances to the provider do not need them. The figures
 * are the same to the last bit (bench:board compares).
 */
const requestCube = sql`cube(array[
  earth() * cos(radians(${serviceRequests.latitude})) * cos(radians(${serviceRequests.longitude})),
  earth() * cos(radians(${serviceRequests.latitude})) * sin(radians(${serviceRequests.longitude})),
  earth() * sin(radians(${serviceRequests.latitude}))])`;

/**
 * A direct request reaches only its provider (on the board only until they decline it; its
 * page stays theirs to read).
 */
export function directReach(scope: Pick<BoardScope, 'providerId'>, onlyOpen: boolean): SQL {
  return onlyOpen
    ? sql`(${serviceRequests.directProviderId} = ${scope.providerId} AND ${serviceRequests.directDeclinedAt} IS NULL)`
    : sql`${serviceRequests.directProviderId} = ${scope.providerId}`;
}

/**
 * Any other request reaches the providers whose service radius holds its place, with an active
 * service in its categories (home service when the provider is to come); none without a place.
 * The earth box lets the GiST index on open requests' places find the candidates; the chord
 * then keeps those within the radius.
 */
export function nearbyReach(scope: BoardScope, onlyOpen: boolean): SQL | null {
  if (!scope.place) return null;
  const here = earthPoint(scope.place.lat, scope.place.lng);
  const types = (mode: 'home' | 'at_provider', names: readonly RequestServiceName[]) =>
    sql`(${serviceRequests.serviceMode} = ${mode} AND ${serviceRequests.serviceName} = ANY(${textArray(names)}))`;
  return and(
    // The place index's own predicate, written as it is so the planner can use the index.
    onlyOpen
      ? sql`${serviceRequests.status} IN ('open', 'responded') AND ${serviceRequests.selectedResponseId} IS NULL`
      : undefined,
    sql`${serviceRequests.directProviderId} IS NULL AND ${serviceRequests.latitude} IS NOT NULL`,
    sql`${requestPoint} <@ earth_box(${here}::earth, ${scope.radiusKm * 1000}::double precision)`,
    sql`cube_distance(${here}, ${requestCube}) <= ${chordMetres(scope.radiusKm * 1000)}::double precision`,
    sql`(${types('at_provider', scope.serviceNames)} OR ${types('home', scope.homeServiceNames)})`,
  )!;
}

/** Does a request reach the provider: sent to them, or nearby (directReach, nearbyReach)? */
function reaches(scope: BoardScope, onlyOpen = true): SQL {
  const nearby = nearbyReach(scope, onlyOpen);
  const direct = directReach(scope, onlyOpen);
  return nearby ? sql`(${direct} OR ${nearby})` : direct;
}

/** Km from the provider's place to the request's, or null. */
export function distanceFrom(scope: BoardScope): SQL<number | null> {
  if (!scope.place) return sql<null>`NULL::double precision`;
  return sql<
    number | null
  >`CASE WHEN ${serviceRequests.latitude} IS NULL THEN NULL ELSE ${kmBetween(earthPoint(scope.place.lat, scope.place.lng), requestCube)} END`;
}

/** Open to providers, nobody chosen, and the time it is needed still ahead. */
export const stillOpen = (now: Date) =>
  and(
    inArray(serviceRequests.status, ACTIVE),
    isNull(serviceRequests.selectedResponseId),
    sql`${neededInstant} > ${now.toISOString()}::timestamptz`,
  )!;

/**
 * On a provider's board, besides reaching them: not yet answered by them, and not from an
 * account out of service (suspended, deactivated or deleted). Those accounts are few: their
 * ids are read once (users_suspended_idx) and hashed, not looked up for every request.
 */
export function notAnsweredNorSuspended(providerId: string): SQL {
  return sql`NOT EXISTS (
      SELECT 1 FROM ${serviceResponses} mine
      WHERE mine.request_id = ${serviceRequests.id} AND mine.provider_id = ${providerId}
    ) AND ${serviceRequests.requesterId} NOT IN (
      SELECT owner.id FROM ${users} owner WHERE owner.suspended_at IS NOT NULL
    )`;
}

/**
 * Urgent: needed within 24 hours, or an emergency whenever it is needed (core urgencyFor). Of
 * a request's row, or of columns that hold its needed instant and service name.
 */
export const urgentCondition = (
  now: Date,
  needed: SQL = neededInstant,
  serviceName: SQL | typeof serviceRequests.serviceName = serviceRequests.serviceName,
) =>
  sql`(${serviceName} = ${EMERGENCY_SERVICE_NAME} OR ${needed} <= ${now.toISOString()}::timestamptz + ${sql.raw(`interval '${URGENCY_HOURS.high} hours'`)})`;

/** 0 urgent, 1 soon, 2 flexible (core urgencyFor, in SQL); its columns as urgentCondition's. */
export const urgencyRank = (
  now: Date,
  needed: SQL = neededInstant,
  serviceName: SQL | typeof serviceRequests.serviceName = serviceRequests.serviceName,
) =>
  sql`CASE WHEN ${urgentCondition(now, needed, serviceName)} THEN 0 WHEN ${needed} <= ${now.toISOString()}::timestamptz + ${sql.raw(`interval '${URGENCY_HOURS.medium} hours'`)} THEN 1 ELSE 2 END`;

export interface BoardPageOptions {
  filter: BoardFilter;
  sort: BoardSort;
  limit: number;
  offset: number;
}

export function createRequestRepository(db: Db) {
  // My Requests: a page of the parent's requests, all of them or of one status, and the tiles.
  const myPage = (byStatus: boolean) =>
    db
      .select(cardColumns)
      .from(serviceRequests)
      .leftJoin(pets, eq(pets.id, serviceRequests.petId))
      .leftJoin(selectedProvider, eq(selectedProvider.id, serviceRequests.selectedProviderId))
      .where(
        and(
          eq(serviceRequests.requesterId, sql.placeholder('requesterId')),
          byStatus ? eq(serviceRequests.status, sql.placeholder('status')) : undefined,
        ),
      )
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  const myRequests = preparedOnce(() => myPage(false).prepare('my_requests'));
  const myRequestsByStatus = preparedOnce(() => myPage(true).prepare('my_requests_by_status'));
  const myTiles = preparedOnce(() =>
    db
      .select({
        status: serviceRequests.status,
        n: count(),
        responses: sql<number>`coalesce(sum(${responseCount}), 0)::int`.mapWith(Number),
      })
      .from(serviceRequests)
      .where(eq(serviceRequests.requesterId, sql.placeholder('requesterId')))
      .groupBy(serviceRequests.status)
      .prepare('my_request_tiles'),
  );
  return {
    /** Requests whose needed time passed while still open and unaccepted (the expiry job). */
    async expiredIds(now: Date, limit: number) {
      const rows = await db
        .select({ id: serviceRequests.id })
        .from(serviceRequests)
        .where(
          and(
            inArray(serviceRequests.status, ACTIVE),
            isNull(serviceRequests.selectedResponseId),
            sql`${neededInstant} <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(serviceRequests.neededOn))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Closes one expired request, once: only while it is still open, unaccepted and past. */
    async expire(id: string, now: Date) {
      const [row] = await db
        .update(serviceRequests)
        .set({ status: 'cancelled', cancelReason: 'expired', cancelledAt: now, updatedAt: now })
        .where(
          and(
            eq(serviceRequests.id, id),
            inArray(serviceRequests.status, ACTIVE),
            isNull(serviceRequests.selectedResponseId),
            sql`${neededInstant} <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Serialises quota checks per user inside a transaction (two tabs cannot both win). */
    async lock(key: string) {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
    },

    async countCreatedSince(requesterId: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(serviceRequests)
        .where(
          and(eq(serviceRequests.requesterId, requesterId), gte(serviceRequests.createdAt, since)),
        );
      return row?.n ?? 0;
    },

    async insert(request: NewRequest) {
      const [row] = await db.insert(serviceRequests).values(request).returning();
      return row!;
    },

    async findById(id: string) {
      const [row] = await db
        .select()
        .from(serviceRequests)
        .where(eq(serviceRequests.id, id))
        .limit(1);
      return row ?? null;
    },

    async findOwned(id: string, requesterId: string) {
      const [row] = await db
        .select()
        .from(serviceRequests)
        .where(and(eq(serviceRequests.id, id), eq(serviceRequests.requesterId, requesterId)))
        .limit(1);
      return row ?? null;
    },

    /** Updates only while the request is still in one of `statuses` (a guarded transition). */
    updateOwnedIf(
      id: string,
      requesterId: string,
      statuses: readonly RequestStatus[],
      patch: RequestPatch,
    ) {
      const owner = { column: serviceRequests.requesterId, id: requesterId };
      return updateOwnedIf(db, serviceRequests, owner, id, statuses, patch);
    },

    /** Records the accepted response, once: only while none is selected yet. */
    async selectResponse(
      id: string,
      requesterId: string,
      choice: { providerId: string; responseId: string; serviceId: string | null },
      at: Date = new Date(),
    ) {
      const [row] = await db
        .update(serviceRequests)
        .set({
          status: 'responded',
          selectedProviderId: choice.providerId,
          selectedResponseId: choice.responseId,
          serviceId: choice.serviceId,
          acceptedAt: at,
          providerDoneAt: null,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(serviceRequests.id, id),
            eq(serviceRequests.requesterId, requesterId),
            inArray(serviceRequests.status, ACTIVE),
            isNull(serviceRequests.selectedResponseId),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** A direct request opens to every nearby provider, once, while still open and unchosen. */
    async widen(id: string, requesterId: string) {
      const [row] = await db
        .update(serviceRequests)
        .set({ directProviderId: null, directUntil: null, updatedAt: new Date() })
        .where(
          and(
            eq(serviceRequests.id, id),
            eq(serviceRequests.requesterId, requesterId),
            inArray(serviceRequests.status, ACTIVE),
            isNull(serviceRequests.selectedResponseId),
            sql`${serviceRequests.directProviderId} IS NOT NULL`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The direct provider declines, once: the parent is then offered to widen it. */
    async declineDirect(id: string, providerId: string, at: Date) {
      const [row] = await db
        .update(serviceRequests)
        .set({ directDeclinedAt: at, widenOfferedAt: at, updatedAt: at })
        .where(
          and(
            eq(serviceRequests.id, id),
            eq(serviceRequests.directProviderId, providerId),
            inArray(serviceRequests.status, ACTIVE),
            isNull(serviceRequests.selectedResponseId),
            isNull(serviceRequests.directDeclinedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Direct requests whose provider's time to answer ran out unanswered (the offer job). */
    async unansweredDirect(now: Date, limit: number) {
      return db
        .update(serviceRequests)
        .set({ widenOfferedAt: now })
        .where(
          inArray(
            serviceRequests.id,
            db
              .select({ id: serviceRequests.id })
              .from(serviceRequests)
              .where(
                and(
                  sql`${serviceRequests.directProviderId} IS NOT NULL`,
                  isNull(serviceRequests.widenOfferedAt),
                  sql`${serviceRequests.directUntil} <= ${now.toISOString()}::timestamptz`,
                  eq(serviceRequests.status, 'open'),
                ),
              )
              .limit(limit),
          ),
        )
        .returning();
    },

    /** open -> responded when the first response arrives. */
    async markResponded(id: string) {
      await db
        .update(serviceRequests)
        .set({ status: 'responded', updatedAt: new Date() })
        .where(and(eq(serviceRequests.id, id), eq(serviceRequests.status, 'open')));
    },

    /** Completes an accepted request and its accepted response together. */
    async complete(requestId: string, responseId: string, at: Date) {
      const [request] = await db
        .update(serviceRequests)
        .set({ status: 'completed', completedAt: at, updatedAt: at })
        .where(
          and(
            eq(serviceRequests.id, requestId),
            eq(serviceRequests.status, 'responded'),
            eq(serviceRequests.selectedResponseId, responseId),
          ),
        )
        .returning();
      if (!request) return null;
      await db
        .update(serviceResponses)
        .set({ status: 'completed', completedAt: at, updatedAt: at })
        .where(and(eq(serviceResponses.id, responseId), eq(serviceResponses.status, 'accepted')));
      return request;
    },

    /** The chosen provider marks the service done, once (the parent then confirms). */
    async markProviderDone(requestId: string, responseId: string, at: Date) {
      const [row] = await db
        .update(serviceRequests)
        .set({ providerDoneAt: at, updatedAt: new Date() })
        .where(
          and(
            eq(serviceRequests.id, requestId),
            eq(serviceRequests.status, 'responded'),
            eq(serviceRequests.selectedResponseId, responseId),
            isNull(serviceRequests.providerDoneAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Services marked done at or before `doneBy` and not confirmed yet (the auto-confirm job). */
    async unconfirmedDone(doneBy: Date, limit: number) {
      return db
        .select()
        .from(serviceRequests)
        .where(
          and(
            eq(serviceRequests.status, 'responded'),
            sql`${serviceRequests.providerDoneAt} IS NOT NULL`,
            sql`${serviceRequests.providerDoneAt} <= ${doneBy.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(serviceRequests.providerDoneAt))
        .limit(limit);
    },

    /**
     * The parent withdraws the acceptance of `responseId` before the service: the request has no
     * provider again, that response is withdrawn (with the reason) and the responses the
     * acceptance rejected are pending again, so the parent may choose another.
     */
    async withdrawAcceptance(
      requestId: string,
      requesterId: string,
      responseId: string,
      reason: string,
      at: Date,
    ) {
      const [request] = await db
        .update(serviceRequests)
        .set({
          selectedProviderId: null,
          selectedResponseId: null,
          serviceId: null,
          acceptedAt: null,
          providerDoneAt: null,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(serviceRequests.id, requestId),
            eq(serviceRequests.requesterId, requesterId),
            eq(serviceRequests.status, 'responded'),
            eq(serviceRequests.selectedResponseId, responseId),
          ),
        )
        .returning();
      if (!request) return null;
      await db
        .update(serviceResponses)
        .set({ status: 'withdrawn', withdrawnAt: at, withdrawReason: reason, updatedAt: at })
        .where(and(eq(serviceResponses.id, responseId), eq(serviceResponses.status, 'accepted')));
      const reopened = await db
        .update(serviceResponses)
        .set({ status: 'pending', updatedAt: at })
        .where(
          and(eq(serviceResponses.requestId, requestId), eq(serviceResponses.status, 'rejected')),
        )
        .returning({ providerId: serviceResponses.providerId });
      return { request, reopened: reopened.map((r) => r.providerId) };
    },

    /** The chosen response becomes accepted, every other pending one rejected. */
    async settleResponses(requestId: string, acceptedId: string, at: Date) {
      await db
        .update(serviceResponses)
        .set({ status: 'accepted', updatedAt: at })
        .where(and(eq(serviceResponses.id, acceptedId), eq(serviceResponses.requestId, requestId)));
      await db
        .update(serviceResponses)
        .set({ status: 'rejected', updatedAt: at })
        .where(
          and(
            eq(serviceResponses.requestId, requestId),
            ne(serviceResponses.id, acceptedId),
            eq(serviceResponses.status, 'pending'),
          ),
        );
    },

    async findResponse(requestId: string, responseId: string) {
      const [row] = await db
        .select()
        .from(serviceResponses)
        .where(and(eq(serviceResponses.id, responseId), eq(serviceResponses.requestId, requestId)))
        .limit(1);
      return row ?? null;
    },

    async responderIds(requestId: string) {
      const rows = await db
        .select({ id: serviceResponses.providerId })
        .from(serviceResponses)
        .where(eq(serviceResponses.requestId, requestId));
      return rows.map((r) => r.id);
    },

    /** The providers whose response to the request is rejected (another was chosen). */
    async rejectedResponderIds(requestId: string) {
      const rows = await db
        .select({ id: serviceResponses.providerId })
        .from(serviceResponses)
        .where(
          and(eq(serviceResponses.requestId, requestId), eq(serviceResponses.status, 'rejected')),
        );
      return rows.map((r) => r.id);
    },

    /** A request's responses with their providers, oldest first. */
    responsesWithProviders(requestId: string, providerId?: string) {
      return db
        .select({
          response: serviceResponses,
          provider: {
            id: users.id,
            name: users.name,
            city: users.city,
            country: users.country,
            profilePic: users.profilePic,
            verified: sql<boolean>`${users.providerVerifiedAt} IS NOT NULL`.mapWith(Boolean),
          },
        })
        .from(serviceResponses)
        .innerJoin(users, eq(users.id, serviceResponses.providerId))
        .where(
          and(
            eq(serviceResponses.requestId, requestId),
            providerId ? eq(serviceResponses.providerId, providerId) : undefined,
          ),
        )
        .orderBy(asc(serviceResponses.createdAt), asc(serviceResponses.id));
    },

    async card(id: string): Promise<RequestCardRow | null> {
      const [row] = await db
        .select(cardColumns)
        .from(serviceRequests)
        .leftJoin(pets, eq(pets.id, serviceRequests.petId))
        .leftJoin(selectedProvider, eq(selectedProvider.id, serviceRequests.selectedProviderId))
        .where(eq(serviceRequests.id, id))
        .limit(1);
      return row ?? null;
    },

    /** One page of a parent's requests, newest first (their counts: `tilesMine`). */
    async listMine(
      requesterId: string,
      filter: { status?: RequestStatus | undefined; limit: number; offset: number },
    ) {
      const { limit, offset } = filter;
      const rows = filter.status
        ? await myRequestsByStatus().execute({ requesterId, status: filter.status, limit, offset })
        : await myRequests().execute({ requesterId, limit, offset });
      return rows as RequestCardRow[];
    },

    /** Counts by status of a parent's requests, and the responses they received: one query. */
    async tilesMine(requesterId: string) {
      const byStatus = await myTiles().execute({ requesterId });
      const counts: Record<RequestStatus, number> = {
        open: 0,
        responded: 0,
        completed: 0,
        cancelled: 0,
      };
      let totalResponses = 0;
      for (const row of byStatus) {
        counts[row.status] = row.n;
        totalResponses += row.responses;
      }
      return { counts, totalResponses };
    },

    /** Recent rows of a parent's requests and the responses they got (home page activity). */
    recentForRequester(requesterId: string, limit: number) {
      return db
        .select(cardColumns)
        .from(serviceRequests)
        .leftJoin(pets, eq(pets.id, serviceRequests.petId))
        .leftJoin(selectedProvider, eq(selectedProvider.id, serviceRequests.selectedProviderId))
        .where(eq(serviceRequests.requesterId, requesterId))
        .orderBy(desc(serviceRequests.updatedAt))
        .limit(limit) as Promise<RequestCardRow[]>;
    },

    recentResponsesReceived(requesterId: string, limit: number) {
      return db
        .select({
          requestId: serviceRequests.id,
          serviceName: serviceRequests.serviceName,
          providerName: users.name,
          createdAt: serviceResponses.createdAt,
        })
        .from(serviceResponses)
        .innerJoin(serviceRequests, eq(serviceRequests.id, serviceResponses.requestId))
        .innerJoin(users, eq(users.id, serviceResponses.providerId))
        .where(eq(serviceRequests.requesterId, requesterId))
        .orderBy(desc(serviceResponses.createdAt))
        .limit(limit);
    },

    /** The request with its pet and requester, for the detail page. */
    async detail(id: string) {
      const [row] = await db
        .select({
          request: serviceRequests,
          pet: pets,
          requester: {
            id: users.id,
            name: users.name,
            city: users.city,
            country: users.country,
            phone: users.phone,
            email: users.email,
          },
          selectedProviderName: selectedProvider.name,
          directProviderName,
          responseCount,
        })
        .from(serviceRequests)
        .innerJoin(users, eq(users.id, serviceRequests.requesterId))
        .leftJoin(pets, eq(pets.id, serviceRequests.petId))
        .leftJoin(selectedProvider, eq(selectedProvider.id, serviceRequests.selectedProviderId))
        .where(eq(serviceRequests.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Is the request one that reaches this provider (direct, or within their radius)? */
    async reaches(requestId: string, scope: BoardScope) {
      const [row] = await db
        .select({ id: serviceRequests.id })
        .from(serviceRequests)
        .where(and(eq(serviceRequests.id, requestId), reaches(scope, false)))
        .limit(1);
      return row !== undefined;
    },

    /** Is the account a provider in service (not suspended)? */
    async isProviderInService(userId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.id, userId), eq(users.role, 'service_provider'), isNull(users.suspendedAt)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** A parent's saved city and country (a request's place by default). */
    async requesterPlace(userId: string) {
      const [row] = await db
        .select({ city: users.city, country: users.country })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** A provider's place and service radius. */
    async providerReach(userId: string) {
      const [row] = await db
        .select({
          city: users.city,
          country: users.country,
          latitude: users.latitude,
          longitude: users.longitude,
          radiusKm: users.serviceRadiusKm,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    async hasResponded(requestId: string, providerId: string) {
      const [row] = await db
        .select({ id: serviceResponses.id })
        .from(serviceResponses)
        .where(
          and(
            eq(serviceResponses.requestId, requestId),
            eq(serviceResponses.providerId, providerId),
          ),
        )
        .limit(1);
      return row?.id ?? null;
    },
  };
}

export type RequestRepository = ReturnType<typeof createRequestRepository>;
