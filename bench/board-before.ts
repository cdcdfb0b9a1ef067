/**
 * The board page as it was before decision 0022's 'Measured' section (commit 15caa71), kept
 * only so bench:board can time it side by side with today's statement on the same data and
 * check that both show the same page. Three statements per page, all over the same rows: the
 * page (joined to every owner and pet before the sort), its total, and the summary counts;
 * one WHERE with the direct and the nearby requests OR-ed, and ll_to_earth() per row.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema/foundation';
import { pets, serviceRequests, serviceResponses } from '../apps/server/src/db/schema/marketplace';
import { chordMetres, earthPoint, kmBetween } from '../apps/server/src/db/sql-helpers';
import {
  directReach,
  neededInstant,
  responseCount,
  stillOpen,
  urgencyRank,
  urgentCondition,
  type BoardPageOptions,
  type BoardScope,
} from '../apps/server/src/modules/requests/repository';

const requestPoint = sql`ll_to_earth(${serviceRequests.latitude}, ${serviceRequests.longitude})`;

function visible(scope: BoardScope): SQL {
  let reach = directReach(scope, true);
  if (scope.place) {
    const here = earthPoint(scope.place.lat, scope.place.lng);
    const types = (mode: 'home' | 'at_provider', names: BoardScope['serviceNames']) =>
      names.length
        ? sql`(${serviceRequests.serviceMode} = ${mode} AND ${inArray(serviceRequests.serviceName, [...names])})`
        : sql`false`;
    reach = sql`(${reach} OR (${serviceRequests.status} IN ('open', 'responded') AND ${serviceRequests.selectedResponseId} IS NULL
      AND ${serviceRequests.directProviderId} IS NULL AND ${serviceRequests.latitude} IS NOT NULL
      AND ${requestPoint} <@ earth_box(${here}::earth, ${scope.radiusKm * 1000}::double precision)
      AND cube_distance(${here}, ${requestPoint}) <= ${chordMetres(scope.radiusKm * 1000)}::double precision
      AND (${types('at_provider', scope.serviceNames)} OR ${types('home', scope.homeServiceNames)})))`;
  }
  return and(
    stillOpen(scope.now),
    reach,
    sql`NOT EXISTS (
      SELECT 1 FROM ${serviceResponses} mine
      WHERE mine.request_id = ${serviceRequests.id} AND mine.provider_id = ${scope.providerId}
    )`,
    sql`NOT EXISTS (
      SELECT 1 FROM ${users} owner
      WHERE owner.id = ${serviceRequests.requesterId} AND owner.suspended_at IS NOT NULL
    )`,
  )!;
}

/** The old page statement (bench:board explains it). */
export function boardRowsBefore(db: Db, scope: BoardScope, options: BoardPageOptions) {
  const conditions: SQL[] = [visible(scope)];
  if (options.filter === 'urgent') conditions.push(urgentCondition(scope.now));
  if (options.filter === 'new') conditions.push(sql`${responseCount} = 0`);
  if (options.filter === 'responded') conditions.push(eq(serviceRequests.status, 'responded'));
  const where = and(...conditions);
  const distance: SQL<number | null> = scope.place
    ? sql`CASE WHEN ${serviceRequests.latitude} IS NULL THEN NULL ELSE ${kmBetween(earthPoint(scope.place.lat, scope.place.lng), requestPoint)} END`
    : sql`NULL::double precision`;
  const order: SQL[] = {
    nearest: [
      sql`(${serviceRequests.directProviderId} IS NOT NULL) DESC`,
      sql`${urgencyRank(scope.now)}`,
      sql`${distance} ASC NULLS LAST`,
      asc(neededInstant),
    ],
    newest: [desc(serviceRequests.createdAt)],
    urgent: [asc(neededInstant), desc(serviceRequests.createdAt)],
    budget: [
      sql`marketplace_comparable_paise(${serviceRequests.budgetAmount}, ${serviceRequests.currency}) DESC NULLS LAST`,
      desc(serviceRequests.createdAt),
    ],
    responses: [asc(responseCount), desc(serviceRequests.createdAt)],
  }[options.sort];
  const rows = db
    .select({
      request: serviceRequests,
      ownerName: users.name,
      ownerCity: users.city,
      ownerCountry: users.country,
      petName: pets.name,
      petType: pets.type,
      responses: responseCount,
      distanceKm: distance.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(serviceRequests)
    .innerJoin(users, eq(users.id, serviceRequests.requesterId))
    .leftJoin(pets, eq(pets.id, serviceRequests.petId))
    .where(where)
    .orderBy(...order, desc(serviceRequests.id))
    .limit(options.limit)
    .offset(options.offset);
  return { rows, where };
}

/** The old board page: its rows, its total and the summary counts, three statements at once. */
export async function boardPageBefore(db: Db, scope: BoardScope, options: BoardPageOptions) {
  const { rows, where } = boardRowsBefore(db, scope, options);
  const [list, [total], [counts]] = await Promise.all([
    rows,
    db.select({ n: count() }).from(serviceRequests).where(where),
    db
      .select({
        total: count(),
        open: sql<number>`count(*) FILTER (WHERE ${serviceRequests.status} = 'open')`.mapWith(
          Number,
        ),
        urgent: sql<number>`count(*) FILTER (WHERE ${urgentCondition(scope.now)})`.mapWith(Number),
        noResponses: sql<number>`count(*) FILTER (WHERE ${responseCount} = 0)`.mapWith(Number),
      })
      .from(serviceRequests)
      .where(visible(scope)),
  ]);
  return { rows: list, total: total?.n ?? 0, counts: counts! };
}
