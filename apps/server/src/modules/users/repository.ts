import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@petmitra/core/auth/roles';
import type { Db } from '../../db/client';
import { adminDailyCounts } from '../../db/schema/admin';
import { users } from '../../db/schema/foundation';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'email' | 'createdAt'>>;

export function createUserRepository(db: Db) {
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
    async list(filter: { q?: string; role?: Role; limit: number; offset: number }) {
      const conditions: SQL[] = [];
      if (filter.role) conditions.push(eq(users.role, filter.role));
      if (filter.q) {
        const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
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
    async countByRole() {
      const rows = await db
        .select({ role: adminDailyCounts.key, n: sql<number>`sum(${adminDailyCounts.n})::int` })
        .from(adminDailyCounts)
        .where(eq(adminDailyCounts.kind, 'user'))
        .groupBy(adminDailyCounts.key);
      return Object.fromEntries(rows.map((r) => [r.role, r.n])) as Partial<Record<Role, number>>;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
