import { sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '@petmitra/core/discovery/search';
import type { MarketplaceCurrency } from '@petmitra/core/marketplace/money';
import type { PetType } from '@petmitra/core/marketplace/pets';
import type { ServiceCategory } from '@petmitra/core/marketplace/services';
import type { Db } from '../../db/client';
import { executePrepared, rowsOf } from '../../db/client';
import { cellsCovering, PLACE_TERM_LEVEL, PLACE_TERM_MAX_RADIUS_KM, placeTerm } from './cells';
import { chordMetres, earthPoint, integerArray, kmBetween, textArray } from '../../db/sql-helpers';

/** A search, resolved to what the SQL needs (the service turns filters into this). */
export interface SearchQuery {
  /** One list per query word: a service must have at least one term of every list. */
  wordTerms: readonly (readonly string[])[];
  category: ServiceCategory | null;
  petTypes: readonly PetType[];
  /** Pets named in the text: the service accepts each of them. */
  namedPets: readonly PetType[];
  homeServiceOnly: boolean;
  /** Only providers a super admin has verified. */
  verifiedOnly: boolean;
  /** Overlap with the service's price range in comparable paise (money.ts); null = no price filter. */
  price: { minPaise: number; maxPaise: number } | null;
  minRating: number | null;
  /** Measure distance from here; with radiusKm, only services within it. */
  centre: { lat: number; lng: number } | null;
  radiusKm: number | null;
  /** A city the gazetteer does not know: all of its words in the provider's address. */
  cityWords: readonly string[] | null;
  sort: SearchSort;
  offset: number;
  limit: number;
  /** Matches are counted up to this many. */
  cap: number;
}

export interface SearchRow {
  total: number;
  matched: number;
  stats_average_rating: number | null;
  within_5km: number;
  service_id: string | null;
  provider_id: string;
  name: string;
  category: ServiceCategory;
  pet_types: PetType[];
  home_service: boolean;
  /** The service's own lowest and highest charge, minor units of `currency`. */
  price_min: number | null;
  price_max: number | null;
  currency: MarketplaceCurrency;
  latitude: number | null;
  longitude: number | null;
  average_rating: number;
  total_reviews: number;
  created_at: Date | string;
  distance_km: number | null;
  provider_name: string;
  provider_pic: string | null;
  provider_city: string | null;
  provider_country: string | null;
  provider_phone: string | null;
  provider_verified: boolean;
}

interface Ordering {
  /** Extra columns the matched rows carry for this sort. */
  keys: SQL;
  /** The order inside the search table (an index's order); null = nearest first. */
  inner: SQL | null;
  /** The same order over the matched rows. */
  outer: SQL;
  /** Whether the relevance score is computed. */
  score: boolean;
}

/**
 * How a sort reads the search table. The matched rows carry only what the sort and the counts
 * need, which every sort index holds, so a search without text or place is an index-only scan.
 */
function ordering(sort: SearchSort, hasCentre: boolean): Ordering {
  const effective = sort === 'distance' && !hasCentre ? 'relevance' : sort;
  switch (effective) {
    case 'rating':
      return {
        keys: sql``,
        inner: sql`s.average_rating DESC, s.total_reviews DESC, s.service_id`,
        outer: sql`m.average_rating DESC, m.total_reviews DESC, m.service_id`,
        score: false,
      };
    case 'price_low':
      return {
        keys: sql`, s.price_min AS sort_key`,
        inner: sql`s.price_min ASC NULLS LAST, s.service_id`,
        outer: sql`m.sort_key ASC NULLS LAST, m.service_id`,
        score: false,
      };
    case 'price_high':
      return {
        keys: sql`, s.price_max AS sort_key`,
        inner: sql`s.price_max DESC NULLS LAST, s.service_id`,
        outer: sql`m.sort_key DESC NULLS LAST, m.service_id`,
        score: false,
      };
    case 'newest':
      return {
        keys: sql`, s.created_at AS sort_key`,
        inner: sql`s.created_at DESC, s.service_id`,
        outer: sql`m.sort_key DESC, m.service_id`,
        score: false,
      };
    case 'distance':
      return {
        keys: sql``,
        inner: null,
        outer: sql`m.distance_km ASC NULLS LAST, m.service_id`,
        score: false,
      };
    case 'relevance':
    default:
      return {
        keys: sql``,
        inner: hasCentre ? sql`score DESC, s.service_id` : sql`s.relevance DESC, s.service_id`,
        outer: sql`m.score DESC, m.service_id`,
        score: true,
      };
  }
}

/** The words paired with the provider's cell: the expression of service_search_place_terms_idx. */
const PLACE_TERMS = sql`discovery_place_terms(s.terms, s.latitude, s.longitude)`;

/** Above this many word-and-cell pairs, words are looked up alone and the cells separately. */
const MAX_PLACE_TERMS = 64;

/**
 * The 0.1-degree cells of a search within 10 km that has words or a category, when looking
 * those up as word-and-cell pairs (discovery_place_terms) stays within MAX_PLACE_TERMS keys;
 * otherwise null.
 */
function placeTermCells(q: SearchQuery): number[] | null {
  if (!q.centre || q.radiusKm === null || q.radiusKm > PLACE_TERM_MAX_RADIUS_KM) return null;
  const words = q.wordTerms.reduce((n, terms) => n + terms.length, 0) + (q.category ? 1 : 0);
  if (words === 0) return null;
  const cells = cellsCovering(q.centre.lat, q.centre.lng, q.radiusKm, PLACE_TERM_LEVEL);
  return words * cells.length <= MAX_PLACE_TERMS ? cells : null;
}

function placeTerms(terms: readonly string[], cells: readonly number[]): string[] {
  return terms.flatMap((term) => cells.map((cell) => placeTerm(term, cell)));
}

/**
 * A card's columns: the service's search row (s), the service (sv: its own charges and
 * currency; the search row's prices are comparable paise) and its provider (u).
 */
const CARD_COLUMNS = sql.raw(`s.provider_id, s.name, s.category, s.pet_types, s.home_service,
  (SELECT min((c ->> 'amount')::integer) FROM jsonb_array_elements(sv.charges) AS c) AS price_min,
  (SELECT max((c ->> 'amount')::integer) FROM jsonb_array_elements(sv.charges) AS c) AS price_max,
  sv.currency, s.latitude, s.longitude, s.average_rating, s.total_reviews,
  s.created_at, u.name AS provider_name, u.profile_pic AS provider_pic, u.city AS provider_city,
  u.country AS provider_country, u.phone AS provider_phone,
  (u.provider_verified_at IS NOT NULL) AS provider_verified`);

export function createSearchRepository(db: Db) {
  return {
    /**
     * One statement per page: the matches in the chosen order up to the count cap (read along
     * the sort's index where the planner finds that cheaper), the counts over them, and the
     * page's rows joined to their providers.
     */
    async search(q: SearchQuery): Promise<SearchRow[]> {
      const where: SQL[] = [];
      const near = placeTermCells(q);
      for (const terms of q.wordTerms) {
        where.push(
          near
            ? sql`${PLACE_TERMS} && ${textArray(placeTerms(terms, near))}`
            : sql`s.terms && ${textArray(terms)}`,
        );
      }
      if (q.category) {
        // With words or a place a GIN index does the work: the category is a token there
        // ('@grooming', near a place paired with the cells like a word). Without, the
        // category leads the sort indexes (read in order).
        const token = `@${q.category}`;
        where.push(
          near
            ? sql`${PLACE_TERMS} && ${textArray(placeTerms([token], near))}`
            : q.wordTerms.length || q.centre
              ? sql`s.terms @> ${textArray([token])}`
              : sql`s.category = ${q.category}`,
        );
      }
      if (q.petTypes.length) where.push(sql`s.pet_types && ${textArray(q.petTypes)}`);
      if (q.namedPets.length) where.push(sql`s.pet_types @> ${textArray(q.namedPets)}`);
      if (q.homeServiceOnly) where.push(sql`s.home_service`);
      if (q.verifiedOnly) {
        // Few providers are verified: their ids (a partial index) bound the search.
        where.push(
          sql`s.provider_id IN (SELECT id FROM users WHERE provider_verified_at IS NOT NULL)`,
        );
      }
      if (q.price) {
        where.push(sql`s.price_min <= ${q.price.maxPaise} AND s.price_max >= ${q.price.minPaise}`);
      }
      // Averages are shown to one decimal: 3.95 reads 4.0 and passes "4 stars and up".
      if (q.minRating !== null) where.push(sql`s.average_rating >= ${q.minRating - 0.05}`);
      if (q.cityWords?.length) where.push(sql`s.terms @> ${textArray(q.cityWords)}`);

      const order = ordering(q.sort, q.centre !== null);
      let distance: SQL = sql`NULL::double precision`;
      let score: SQL = order.score ? sql`s.relevance` : sql`NULL::double precision`;
      let inner = order.inner;
      if (q.centre) {
        const here = earthPoint(q.centre.lat, q.centre.lng);
        distance = kmBetween(here, sql`s.location`);
        // The spec's relevance with its distance term; unknown distance counts as 10 km (term 0).
        if (order.score) score = sql`(s.relevance + 0.3 * (10 - coalesce(${distance}, 10)))`;
        // <-> (the straight-line distance) orders like the great-circle distance and can walk
        // the GiST index nearest first.
        inner ??= sql`s.location <-> ${here}, s.service_id`;
        if (q.radiusKm !== null) {
          // First the grid cells the circle touches (GIN, intersected with the text words'
          // bitmap) unless the words were looked up by place, then the straight-line distance
          // that matches the radius.
          if (!near) {
            const cells = cellsCovering(q.centre.lat, q.centre.lng, q.radiusKm);
            where.push(sql`s.cells && ${integerArray(cells)}`);
          }
          where.push(
            sql`cube_distance(${here}, s.location) <= ${chordMetres(q.radiusKm * 1000)}::double precision`,
          );
        }
      }
      inner ??= sql`s.relevance DESC, s.service_id`;
      const whereSql = where.length ? sql.join(where, sql` AND `) : sql`true`;

      return executePrepared<SearchRow>(
        db,
        sql`
        WITH matched AS MATERIALIZED (
          SELECT s.service_id, s.average_rating, s.total_reviews${order.keys},
                 ${distance} AS distance_km,
                 ${score} AS score
          FROM service_search s
          WHERE ${whereSql}
          ORDER BY ${inner}
          LIMIT ${q.cap + 1}
        ),
        stats AS (
          SELECT count(*)::int AS total,
                 avg(c.average_rating) FILTER (WHERE c.total_reviews > 0) AS average_rating,
                 count(*) FILTER (WHERE c.distance_km <= 5)::int AS within_5km
          FROM (SELECT * FROM matched LIMIT ${q.cap}) AS c
        ),
        page AS (
          SELECT * FROM matched m ORDER BY ${order.outer} LIMIT ${q.limit} OFFSET ${q.offset}
        )
        SELECT stats.total,
               (SELECT count(*) FROM matched)::int AS matched,
               stats.average_rating AS stats_average_rating,
               stats.within_5km,
               m.service_id, m.distance_km,
               ${CARD_COLUMNS}
        FROM stats
        LEFT JOIN page m ON true
        LEFT JOIN service_search s ON s.service_id = m.service_id
        LEFT JOIN services sv ON sv.id = m.service_id
        LEFT JOIN users u ON u.id = s.provider_id
        ORDER BY ${order.outer}`,
      );
    },

    /**
     * Emergency care: services flagged emergency / 24×7 and every pet hospital, nearest first
     * from `centre` (those without a place last), else best rated first.
     */
    async emergency(
      centre: { lat: number; lng: number } | null,
      limit: number,
    ): Promise<(SearchRow & { emergency: boolean })[]> {
      const here = centre ? earthPoint(centre.lat, centre.lng) : null;
      const distance = here ? kmBetween(here, sql`s.location`) : sql`NULL::double precision`;
      const order = here
        ? sql`s.location <-> ${here} ASC NULLS LAST, s.service_id`
        : sql`s.average_rating DESC, s.total_reviews DESC, s.service_id`;
      return rowsOf<SearchRow & { emergency: boolean }>(
        await db.execute(sql`
          SELECT 0 AS total, 0 AS matched, NULL AS stats_average_rating, 0 AS within_5km,
                 s.service_id, ${distance} AS distance_km, ${CARD_COLUMNS}, sv.emergency
          FROM service_search s
          JOIN services sv ON sv.id = s.service_id
          JOIN users u ON u.id = s.provider_id
          WHERE sv.emergency OR s.category = 'hospitals'
          ORDER BY ${order}
          LIMIT ${limit}`),
      );
    },

    /** Service names for suggestions: the best-rated matches, distinct names picked by the caller. */
    async serviceNames(wordTerms: readonly (readonly string[])[], limit: number) {
      if (wordTerms.length === 0) return [];
      const where = sql.join(
        wordTerms.map((terms) => sql`terms && ${textArray(terms)}`),
        sql` AND `,
      );
      return rowsOf<{ name: string; category: ServiceCategory }>(
        await db.execute(sql`
          SELECT name, category FROM service_search
          WHERE ${where}
          ORDER BY relevance DESC, service_id
          LIMIT ${limit}`),
      );
    },

    /** Providers whose name is like the text (trigram word similarity), not suspended. */
    async providersNamed(text: string, limit: number) {
      return rowsOf<{ id: string; name: string; city: string | null; country: string | null }>(
        await db.execute(sql`
          SELECT id, name, city, country FROM users
          WHERE role = 'service_provider'
            AND suspended_at IS NULL
            AND ${text} <% lower(name)
          ORDER BY word_similarity(${text}, lower(name)) DESC, name, id
          LIMIT ${limit}`),
      );
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
