import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { NotificationListQuery } from '@petmitra/core/notifications/schemas';
import { NOTIFICATION_LIMITS } from '@petmitra/core/notifications/settings';
import { preparedOnce, rowsOf, type Db } from '../../db/client';
import { users } from '../../db/schema/foundation';
import { notifications } from '../../db/schema/marketplace';
import {
  emailPreferences,
  notificationSettings,
  pushSubscriptions,
} from '../../db/schema/notifications';

export type NewNotification = typeof notifications.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;

/** Rows per INSERT when fanning out to many users. */
const BATCH = 500;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Not expired at `now` (expired rows are never shown; a job purges them). */
const live = (now: Date | Placeholder) =>
  or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now));

const idList = (userIds: readonly string[]) =>
  sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** The users' notifications ranked newest first per user (rn 1 is the newest). */
const ranked = (userIds: readonly string[]) => sql`
  SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY created_at DESC, id DESC) AS rn
    FROM notifications WHERE user_id IN (${idList(userIds)})`;

type UserRole = (typeof users.$inferSelect)['role'];

/** What delivering a notification needs of one user (see `deliveryInputs`). */
export interface DeliveryInputs {
  /** The stored settings document (undefined: never saved, the defaults apply). */
  settings: unknown;
  /** The stored email preferences (undefined: the defaults). */
  preferences: unknown;
  /** Name, address and role for emails; null when the account is suspended. */
  person: { id: string; name: string; email: string; role: UserRole } | null;
}

export function createNotificationRepository(db: Db) {
  const mine = (userId: string | Placeholder, now: Date | Placeholder) =>
    and(eq(notifications.userId, userId), live(now));
  // The bell's count, asked for by every signed-in page.
  const unread = preparedOnce(() =>
    db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(mine(sql.placeholder('userId'), sql.placeholder('now')), eq(notifications.read, false)),
      )
      .prepare('notifications_unread'),
  );
  return {
    /** Inserts and answers the rows actually written (a dedupe-key repeat writes none). */
    async insertMany(rows: NewNotification[]) {
      const written: NotificationRow[] = [];
      for (let i = 0; i < rows.length; i += BATCH) {
        written.push(
          ...(await db
            .insert(notifications)
            .values(rows.slice(i, i + BATCH))
            .onConflictDoNothing()
            .returning()),
        );
      }
      return written;
    },

    /**
     * Keeps each user's newest 100 (spec: the list is capped at 100) and answers each user's
     * unread count after that, in one statement: the count leaves out the rows it deletes.
     */
    async pruneAndCountUnread(userIds: readonly string[], now: Date) {
      if (userIds.length === 0) return new Map<string, number>();
      const rows = rowsOf<{ user_id: string; n: number }>(
        await db.execute(sql`
        WITH pruned AS (
          DELETE FROM notifications n USING (${ranked(userIds)}) ranked
          WHERE n.id = ranked.id AND ranked.rn > ${NOTIFICATION_LIMITS.keptPerUser}
          RETURNING n.id
        )
        SELECT user_id, count(*)::int AS n FROM notifications
         WHERE user_id IN (${idList(userIds)}) AND NOT read
           AND (expires_at IS NULL OR expires_at > ${now.toISOString()}::timestamptz)
           AND id NOT IN (SELECT id FROM pruned)
         GROUP BY user_id`),
      );
      return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
    },

    async countUnread(userId: string, now: Date) {
      const [row] = await unread().execute({ userId, now });
      return row?.n ?? 0;
    },

    async list(userId: string, query: NotificationListQuery, now: Date) {
      const where: (SQL | undefined)[] = [mine(userId, now)];
      if (query.q) {
        const pattern = `%${escapeLike(query.q)}%`;
        where.push(or(ilike(notifications.title, pattern), ilike(notifications.message, pattern)));
      }
      if (query.filter === 'unread') where.push(eq(notifications.read, false));
      else if (query.filter !== 'all') where.push(eq(notifications.type, query.filter));
      const condition = and(...where);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(condition)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(notifications).where(condition),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Marks the user's own rows read; answers how many of `ids` were theirs. */
    async markRead(userId: string, ids: readonly string[] | 'all', now: Date) {
      const rows = await db
        .update(notifications)
        .set({ read: true })
        .where(
          and(mine(userId, now), ids === 'all' ? undefined : inArray(notifications.id, [...ids])),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    async remove(userId: string, ids: readonly string[] | 'all') {
      const rows = await db
        .delete(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    async purgeExpired(now: Date) {
      const rows = await db
        .delete(notifications)
        .where(lt(notifications.expiresAt, now))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Unread notifications of the last `since`, for the weekly digest. */
    recentFor(userId: string, since: Date, now: Date) {
      return db
        .select()
        .from(notifications)
        .where(and(mine(userId, now), gt(notifications.createdAt, since)))
        .orderBy(desc(notifications.createdAt))
        .limit(20);
    },

    // --- Settings and preferences ---------------------------------------------------------

    /**
     * Each user's settings, email preferences and email recipient in one read (three before):
     * everything a notification's delivery decides on.
     */
    async deliveryInputs(userIds: readonly string[]) {
      if (userIds.length === 0) return new Map<string, DeliveryInputs>();
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          suspendedAt: users.suspendedAt,
          settings: notificationSettings.settings,
          preferences: emailPreferences.preferences,
        })
        .from(users)
        .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
        .where(inArray(users.id, [...userIds]));
      return new Map<string, DeliveryInputs>(
        rows.map((r) => [
          r.id,
          {
            settings: r.settings ?? undefined,
            preferences: r.preferences ?? undefined,
            person: r.suspendedAt ? null : { id: r.id, name: r.name, email: r.email, role: r.role },
          },
        ]),
      );
    },

    async settingsOf(userIds: readonly string[]) {
      if (userIds.length === 0) return new Map<string, unknown>();
      const rows = await db
        .select()
        .from(notificationSettings)
        .where(inArray(notificationSettings.userId, [...userIds]));
      return new Map<string, unknown>(rows.map((r) => [r.userId, r.settings]));
    },
    async saveSettings(userId: string, settings: object) {
      await db
        .insert(notificationSettings)
        .values({ userId, settings })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { settings, updatedAt: new Date() },
        });
    },
    async emailPreferencesOf(userIds: readonly string[]) {
      if (userIds.length === 0) return new Map<string, unknown>();
      const rows = await db
        .select()
        .from(emailPreferences)
        .where(inArray(emailPreferences.userId, [...userIds]));
      return new Map<string, unknown>(rows.map((r) => [r.userId, r.preferences]));
    },
    async saveEmailPreferences(userId: string, preferences: object) {
      await db
        .insert(emailPreferences)
        .values({ userId, preferences })
        .onConflictDoUpdate({
          target: emailPreferences.userId,
          set: { preferences, updatedAt: new Date() },
        });
    },

    /** Name and address of each (not suspended) user, for emails. */
    async recipients(userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(and(inArray(users.id, [...userIds]), isNull(users.suspendedAt)));
    },
    /** Users with at least one notification since `since` (weekly digest candidates). */
    async usersWithNotificationsSince(since: Date, now: Date) {
      const rows = await db
        .selectDistinct({ userId: notifications.userId })
        .from(notifications)
        .where(and(gt(notifications.createdAt, since), live(now)));
      return rows.map((r) => r.userId);
    },

    // --- Push subscriptions ---------------------------------------------------------------

    async saveSubscription(input: {
      userId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      userAgent: string | null;
    }) {
      // An endpoint belongs to one browser profile: a new sign-in there takes it over.
      await db
        .insert(pushSubscriptions)
        .values(input)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: input.userId,
            p256dh: input.p256dh,
            auth: input.auth,
            userAgent: input.userAgent,
          },
        });
    },
    async removeSubscription(userId: string, endpoint: string) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },
    async subscriptionCount(userId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return row?.n ?? 0;
    },
    subscriptionsOf(userIds: readonly string[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
    },
    async subscription(id: string) {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row ?? null;
    },
    async dropSubscription(id: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
    async pushDelivered(id: string, at: Date) {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: at })
        .where(eq(pushSubscriptions.id, id));
    },
  };
}
