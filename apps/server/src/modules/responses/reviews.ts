import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

/**
 * Reads provider ratings from the reviews table that the reviews issue adds (spec columns
 * reviewer_id, reviewee_id, service_request_id, rating, comment). Until that table exists
 * every provider has no reviews: rating 0, 'No reviews yet'.
 */
export function createReviewsReader(db: Db) {
  let known = false;
  const exists = async () => {
    if (known) return true;
    const [row] = rowsOf<{ present: boolean }>(
      await db.execute(sql`SELECT to_regclass('public.reviews') IS NOT NULL AS present`),
    );
    known = Boolean(row?.present);
    return known;
  };

  return {
    /** Mean rating (one decimal, 0 with none) and count of the reviews about a provider. */
    async providerRating(providerId: string): Promise<{ average: number; count: number }> {
      if (!(await exists())) return { average: 0, count: 0 };
      const [row] = rowsOf<{ average: string | number | null; n: string | number }>(
        await db.execute(
          sql`SELECT avg(rating) AS average, count(*) AS n FROM reviews WHERE reviewee_id = ${providerId}`,
        ),
      );
      const average = row?.average === null || row?.average === undefined ? 0 : Number(row.average);
      return { average: Math.round(average * 10) / 10, count: Number(row?.n ?? 0) };
    },

    /** The review of each request about this provider, by request id. */
    async forRequests(
      requestIds: readonly string[],
      providerId: string,
    ): Promise<Map<string, { rating: number; comment: string | null }>> {
      const result = new Map<string, { rating: number; comment: string | null }>();
      if (requestIds.length === 0 || !(await exists())) return result;
      const rows = rowsOf<{ service_request_id: string; rating: number; comment: string | null }>(
        await db.execute(
          sql`SELECT service_request_id, rating, comment FROM reviews
              WHERE reviewee_id = ${providerId}
                AND service_request_id IN (${sql.join(
                  requestIds.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )})`,
        ),
      );
      for (const r of rows)
        result.set(r.service_request_id, { rating: Number(r.rating), comment: r.comment });
      return result;
    },

    /** Which of these requests their requester has reviewed. */
    async reviewedRequestIds(requestIds: readonly string[]): Promise<Set<string>> {
      if (requestIds.length === 0 || !(await exists())) return new Set();
      const rows = rowsOf<{ service_request_id: string }>(
        await db.execute(
          sql`SELECT DISTINCT v.service_request_id FROM reviews v
              JOIN service_requests r ON r.id = v.service_request_id AND r.requester_id = v.reviewer_id
              WHERE v.service_request_id IN (${sql.join(
                requestIds.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`,
        ),
      );
      return new Set(rows.map((r) => r.service_request_id));
    },
  };
}

export type ReviewsReader = ReturnType<typeof createReviewsReader>;
