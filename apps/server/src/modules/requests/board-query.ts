import { sql, type SQL } from 'drizzle-orm';
import type { BoardFilter, BoardSort } from '@petmitra/core/marketplace/requests';
import { executePrepared, type Db } from '../../db/client';
import { serviceRequests, type pets } from '../../db/schema/marketplace';
import { isoString } from '../../db/sql-helpers';
import {
  directReach,
  distanceFrom,
  nearbyReach,
  neededInstant,
  notAnsweredNorSuspended,
  responseCount,
  stillOpen,
  urgencyRank,
  urgentCondition,
  type BoardPageOptions,
  type BoardScope,
} from './repository';

/** The board's summary counts over everything the provider can see. */
export interface BoardCounts {
  total: number;
  open: number;
  urgent: number;
  noResponses: number;
}

type Request = typeof serviceRequests.$inferSelect;

/** One card of the board, as the statement answers it. */
export type BoardRow = Pick<
  Request,
  | 'id'
  | 'serviceName'
  | 'category'
  | 'status'
  | 'serviceMode'
  | 'locationCity'
  | 'locationCountry'
  | 'directProviderId'
  | 'budgetAmount'
  | 'currency'
  | 'description'
  | 'neededOn'
  | 'neededAt'
  | 'createdAt'
> & {
  ownerName: string;
  ownerCity: string | null;
  ownerCountry: string | null;
  petName: string | null;
  petType: (typeof pets.$inferSelect)['type'] | null;
  responses: number;
  distanceKm: number | null;
};

interface RawRow {
  total: number;
  open: number;
  urgent: number;
  no_responses: number;
  matching: number;
  id: string | null;
  service_name: Request['serviceName'];
  category: Request['category'];
  status: Request['status'];
  service_mode: Request['serviceMode'];
  location_city: string | null;
  location_country: string | null;
  direct_provider_id: string | null;
  budget_amount: number | null;
  currency: Request['currency'];
  description: string;
  /** YYYY-MM-DD and HH:MM:SS (text: either driver would parse a date otherwise). */
  needed_on: string;
  needed_at: string;
  created_at: Date | string;
  owner_name: string;
  owner_city: string | null;
  owner_country: string | null;
  pet_name: string | null;
  pet_type: BoardRow['petType'];
  responses: number;
  distance_km: number | null;
}

/** The page's filter over the visible rows' columns (the `visible` CTE below). */
const FILTERS = (urgent: SQL): Record<BoardFilter, SQL> => ({
  all: sql`true`,
  urgent,
  new: sql`v.responses = 0`,
  responded: sql`v.status = 'responded'`,
});

/**
 * The order of each sort over the visible rows' columns, then the id. 'nearest' (Most Urgent
 * Nearby): sent to this provider first, then the most urgent, nearest first within each.
 * Budgets in different currencies compare at the fixed rates (decision 0026).
 */
const ORDERS: Record<BoardSort, string> = {
  nearest: 'v.direct DESC, v.rank, v.distance_km ASC NULLS LAST, v.needed',
  newest: 'v.created_at DESC',
  urgent: 'v.needed, v.created_at DESC',
  budget: 'v.budget_paise DESC NULLS LAST, v.created_at DESC',
  responses: 'v.responses, v.created_at DESC',
};

/**
 * The statement of one board page (bench/board-bench.ts explains it), in one round trip:
 * the requests the provider can see (`visible`), computed once, give both the summary counts
 * and the page; only the page's rows are then joined to their request, owner and pet.
 *
 * The requests sent to the provider and those nearby are two branches of a UNION ALL, so each
 * uses its own index (the nearby one the place index, its earth box an index condition that is
 * not evaluated again per row) instead of one OR that re-evaluates every term on every row.
 */
export function boardStatement(scope: BoardScope, options: BoardPageOptions): SQL {
  const { now } = scope;
  const visibleColumns = sql`${serviceRequests.id} AS id, ${serviceRequests.status} AS status,
      ${serviceRequests.createdAt} AS created_at,
      ${serviceRequests.directProviderId} IS NOT NULL AS direct,
      ${neededInstant} AS needed,
      ${serviceRequests.serviceName} AS service_name,
      ${distanceFrom(scope)} AS distance_km,
      ${responseCount}::int AS responses,
      ${options.sort === 'budget' ? sql`marketplace_comparable_paise(${serviceRequests.budgetAmount}, ${serviceRequests.currency})` : sql`NULL::integer`} AS budget_paise`;
  const branch = (reach: SQL) =>
    sql`SELECT ${visibleColumns} FROM ${serviceRequests}
     WHERE ${stillOpen(now)} AND ${reach} AND ${notAnsweredNorSuspended(scope.providerId)}`;
  const nearby = nearbyReach(scope, true);
  const branches = [branch(directReach(scope, true)), ...(nearby ? [branch(nearby)] : [])];
  // Urgency from the needed instant computed once per row (its time zone is the costly part).
  const urgent = urgentCondition(now, sql`v.needed`, sql`v.service_name`);
  const filter = FILTERS(urgent)[options.filter];
  const order = sql.raw(`${ORDERS[options.sort]}, v.id DESC`);
  return sql`
    WITH visible AS (${sql.join(branches, sql` UNION ALL `)}),
    stats AS (
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE v.status = 'open')::int AS open,
             count(*) FILTER (WHERE ${urgent})::int AS urgent,
             count(*) FILTER (WHERE v.responses = 0)::int AS no_responses,
             count(*) FILTER (WHERE ${filter})::int AS matching
        FROM visible v
    ),
    page AS (
      SELECT * FROM (
        SELECT v.*, ${urgencyRank(now, sql`v.needed`, sql`v.service_name`)} AS rank
          FROM visible v WHERE ${filter}
      ) v ORDER BY ${order} LIMIT ${options.limit} OFFSET ${options.offset}
    )
    SELECT stats.*, r.id, r.service_name, r.category, r.status, r.service_mode,
           r.location_city, r.location_country, r.direct_provider_id, r.budget_amount,
           r.currency, r.description, r.needed_on::text AS needed_on,
           r.needed_at::text AS needed_at, r.created_at,
           u.name AS owner_name, u.city AS owner_city, u.country AS owner_country,
           p.name AS pet_name, p.type AS pet_type, v.responses, v.distance_km
      FROM stats
      LEFT JOIN (page v
        JOIN service_requests r ON r.id = v.id
        JOIN users u ON u.id = r.requester_id
        LEFT JOIN pets p ON p.id = r.pet_id) ON true
     ORDER BY ${order}`;
}

/** One page of a provider's board with its total and the board's summary counts. */
export async function boardPage(db: Db, scope: BoardScope, options: BoardPageOptions) {
  const raw = await executePrepared<RawRow>(db, boardStatement(scope, options));
  const first = raw[0];
  const counts: BoardCounts = {
    total: first?.total ?? 0,
    open: first?.open ?? 0,
    urgent: first?.urgent ?? 0,
    noResponses: first?.no_responses ?? 0,
  };
  const rows: BoardRow[] = raw
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id!,
      serviceName: r.service_name,
      category: r.category,
      status: r.status,
      serviceMode: r.service_mode,
      locationCity: r.location_city,
      locationCountry: r.location_country,
      directProviderId: r.direct_provider_id,
      budgetAmount: r.budget_amount,
      currency: r.currency,
      description: r.description,
      neededOn: r.needed_on,
      neededAt: r.needed_at,
      createdAt: new Date(isoString(r.created_at)),
      ownerName: r.owner_name,
      ownerCity: r.owner_city,
      ownerCountry: r.owner_country,
      petName: r.pet_name,
      petType: r.pet_type,
      responses: r.responses,
      distanceKm: r.distance_km === null ? null : Number(r.distance_km),
    }));
  return { rows, total: first?.matching ?? 0, counts };
}
