import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export function createGeoRepository(db: Db) {
  return {
    /** users.latitude/longitude (migration 0003); null clears a place no longer known. */
    async setUserCoordinates(userId: string, coordinates: { lat: number; lng: number } | null) {
      await db.execute(sql`
        UPDATE users
        SET latitude = ${coordinates?.lat ?? null}::double precision,
            longitude = ${coordinates?.lng ?? null}::double precision
        WHERE id = ${userId}`);
    },
  };
}
