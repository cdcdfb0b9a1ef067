import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { rowsOf, type Db } from '../db/client';

/**
 * Fixed-window counters shared by every instance: in PostgreSQL/PGlite by default, in Redis
 * when REDIS_URL is set. Used for the per-email login limit.
 */
export interface CounterStore {
  /** Counts one hit and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
}

export function databaseCounters(db: Db): CounterStore {
  return {
    async hit(key, windowMs) {
      const result = await db.execute(sql`
        INSERT INTO rate_limit_counters (key, count, reset_at)
        VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limit_counters.reset_at <= now() THEN 1
                       ELSE rate_limit_counters.count + 1 END,
          reset_at = CASE WHEN rate_limit_counters.reset_at <= now()
                          THEN now() + make_interval(secs => ${windowMs / 1000})
                          ELSE rate_limit_counters.reset_at END
        RETURNING count`);
      return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 1);
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
    },
  };
}

export function redisCounters(redis: Redis, prefix = 'petmitra:'): CounterStore {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const results = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec();
      return Number(results?.[0]?.[1] ?? 1);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
