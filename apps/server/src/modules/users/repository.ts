import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@petmitra/core/auth/roles';
import type { Db } from '../../db/client';
import { adminDailyCounts } from '../../db/schema/admin';
import { users } from '../../db/schema/foundation';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'email' | 'createdAt'>>;

/** How the admin's list finds a page of matches (see `list`); tests force one or the other. */
export type UserListPlan = 'walk' | 'collect';

/** A term the trigram index can narrow: it holds 3 letters or digits in a row. */
const TRIGRAMMABLE = /[\p{L}\p{N}]{3}/u;

/** Every account counted by role, from the running totals of migration 0032. */
async function countByRole(db: Db) {
  const rows = await db
    .select({ role: adminDailyCounts.key, n: sql<number>`sum(${adminDailyCounts.n})::int` })
    .from(adminDailyCounts)
    .where(eq(adminDailyCounts.kind, 'user'))
    .groupBy(adminDailyCounts.key);
  return Object.fromEntries(rows.map((r) => [r.role, r.n])) as Partial<Record<Role, number>>;
}

export function createUserRepository(db: Db, options: { plan?: UserListPlan } = {}) {
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row ?? null;
    },
    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    /** The account, locked until the transaction ends. */
    async lockById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
      return row ?? null;
    },
    /** Deletes the account; its pets, sessions and the rest go with it (ON DELETE CASCADE). */
    async delete(id: string) {
      const [row] = await db.delete(users).where(eq(users.id, id)).returning();
      return row ?? null;
    },
    /** Returns null when the email is taken (unique index on lower(email)). */
    async insert(user: NewUser) {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row ?? null;
    },
    async update(id: string, patch: UserPatch) {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },
    /**
     * The admin's list: the accounts whose name or email holds `q` (case-insensitive), of
     * `role`, newest first (ties by id), one page; how many match in all; and every account
     * counted by role (the cards).
     *
     * At 100,000 accounts (bench/admin-bench.ts, docs/admin.md 'Measured'): the match is
     * `search_text LIKE lower(pattern)` (migration 0034), the same rows as
     * `name ILIKE pattern OR email ILIKE pattern` for a fraction of the work per row. Without
     * a term the total is the role's running total (no count at all). With one, the exact count
     * runs first and picks how to find the page: nothing when nothing (or nothing this far)
     * matches; 'walk' the newest-first index, filtering, when matches are dense enough that it
     * meets `offset + limit` of them in fewer rows than there are matches to collect; else
     * 'collect' every match (through the trigram index) and sort them. Either gives the same
     * rows in the same order.
     */
    async list(filter: { q?: string; role?: Role; limit: number; offset: number }) {
      const conditions: SQL[] = [];
      if (filter.role) conditions.push(eq(users.role, filter.role));
      if (filter.q) {
        const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(sql`${users.searchText} LIKE lower(${pattern})`);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [byRole, counted] = await Promise.all([
        countByRole(db),
        filter.q ? db.select({ n: count() }).from(users).where(where) : null,
      ]);
      const population = filter.role
        ? (byRole[filter.role] ?? 0)
        : Object.values(byRole).reduce((sum, n) => sum + n, 0);
      const total = counted ? (counted[0]?.n ?? 0) : population;
      if (total <= filter.offset) return { rows: [], total, byRole };

      // Rows the walk reads (matches spread evenly), against rows collecting them costs.
      const walked = ((filter.offset + filter.limit) * population) / total;
      const collected = filter.q && TRIGRAMMABLE.test(filter.q) ? total : population;
      const plan = !filter.q
        ? 'walk'
        : (options.plan ?? (walked <= collected ? 'walk' : 'collect'));
      if (plan === 'walk') {
        const rows = await db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(filter.limit)
          .offset(filter.offset);
        return { rows, total, byRole };
      }
      // The page's ids from every match sorted (MATERIALIZED keeps the planner from turning
      // the matches back into a walk), then those accounts, in one statement.
      const page = sql`(
        WITH matches AS MATERIALIZED (
          SELECT ${users.id} AS id, ${users.createdAt} AS created_at FROM ${users} WHERE ${where}
        )
        SELECT id FROM matches ORDER BY created_at DESC, id DESC
         LIMIT ${filter.limit} OFFSET ${filter.offset})`;
      const rows = await db
        .select()
        .from(users)
        .where(inArray(users.id, page))
        .orderBy(desc(users.createdAt), desc(users.id));
      return { rows, total, byRole };
    },
    async isListedProvider(id: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'service_provider'), isNull(users.suspendedAt)))
        .limit(1);
      return row !== undefined;
    },
    /**
     * Every account counted by role, from the running totals kept per day by a trigger on
     * `users` (migration 0032) rather than a scan of the whole table.
     */
    countByRole: () => countByRole(db),
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
