import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  DELETED_ACCOUNT_NAME,
  type AccountRequest,
  type AdminAccountRequest,
} from '@petmitra/core/account/account';
import type { accountApi } from '@petmitra/core/account/account-api';
import type { BodyOut, QueryOut } from '@petmitra/core/api/operation';
import { isUuid } from '@petmitra/core/marketplace/ids';
import type { AppContext } from '../../context';
import { rowsOf, type Executor } from '../../db/client';
import { accountRequests } from '../../db/schema/account';
import { adminAuditEvents } from '../../db/schema/admin';
import { users } from '../../db/schema/foundation';
import type { UserRow } from '../../auth/session-user';
import { conflict, notFound, permissionError, rateLimited } from '../../http/errors';
import { createFileService } from '../files/service';
import { brandOf } from '../../email/templates';
import { accountRequestDecisionEmail } from './emails';
import { zipFiles } from './zip';

const PAGE_SIZE = 20;
const HOUR_MS = 60 * 60 * 1000;

type RequestRow = typeof accountRequests.$inferSelect;

function toRequest(row: RequestRow): AccountRequest {
  return {
    id: row.id,
    type: row.type,
    reason: row.reason,
    comments: row.comments,
    status: row.status,
    decisionNote: row.decisionNote,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The address an erased account gets: unique, never deliverable (RFC 2606 `.invalid`). */
export const deletedEmailOf = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * What "Download my data" reads: every table that holds rows about the account, by the column
 * that points at it, without secrets (the password hash, session tokens, push keys, storage
 * keys) and without other people's identities.
 */
const EXPORT_SOURCES: { section: string; table: string; column: string; omit?: string[] }[] = [
  { section: 'account', table: 'users', column: 'id', omit: ['password_hash'] },
  { section: 'pets', table: 'pets', column: 'owner_id' },
  { section: 'services', table: 'services', column: 'provider_id' },
  { section: 'serviceRequests', table: 'service_requests', column: 'requester_id' },
  { section: 'serviceResponses', table: 'service_responses', column: 'provider_id' },
  { section: 'reviewsWritten', table: 'reviews', column: 'reviewer_id' },
  { section: 'reviewsReceived', table: 'reviews', column: 'reviewee_id', omit: ['reviewer_id'] },
  { section: 'favorites', table: 'favorites', column: 'user_id' },
  { section: 'notifications', table: 'notifications', column: 'user_id' },
  { section: 'notificationSettings', table: 'notification_settings', column: 'user_id' },
  { section: 'emailPreferences', table: 'email_preferences', column: 'user_id' },
  {
    section: 'pushSubscriptions',
    table: 'push_subscriptions',
    column: 'user_id',
    omit: ['p256dh', 'auth'],
  },
  { section: 'subscriptions', table: 'subscriptions', column: 'user_id' },
  { section: 'payments', table: 'payments', column: 'user_id' },
  { section: 'refunds', table: 'refunds', column: 'requested_by' },
  {
    section: 'contactMessages',
    table: 'contact_messages',
    column: 'user_id',
    omit: ['replied_by'],
  },
  { section: 'feedback', table: 'feedback', column: 'user_id' },
  {
    section: 'accountRequests',
    table: 'account_requests',
    column: 'user_id',
    omit: ['decided_by'],
  },
  { section: 'sessions', table: 'sessions', column: 'user_id', omit: ['id'] },
  { section: 'securityEvents', table: 'security_events', column: 'user_id', omit: ['bucket_key'] },
  { section: 'files', table: 'stored_files', column: 'owner_id', omit: ['object_key'] },
];

/**
 * Account management: a user's deactivation or deletion request, the super admin's review
 * (approve: deactivate, or erase the personal data; reject), and the self-service data export.
 */
export function createAccountRequestService(ctx: AppContext) {
  const { db } = ctx;
  const files = createFileService(ctx);
  const decider = alias(users, 'decider');

  async function audit(
    tx: Executor,
    admin: UserRow,
    action: string,
    targetId: string,
    after: Record<string, unknown>,
  ) {
    await tx.insert(adminAuditEvents).values({
      actorId: admin.id,
      actorEmail: admin.email,
      action,
      targetId,
      before: null,
      after,
    });
  }

  async function adminRequests(where: SQL | undefined, page = 1) {
    const rows = await db
      .select({ r: accountRequests, u: users, deciderEmail: decider.email })
      .from(accountRequests)
      .innerJoin(users, eq(users.id, accountRequests.userId))
      .leftJoin(decider, eq(decider.id, accountRequests.decidedBy))
      .where(where)
      .orderBy(desc(accountRequests.createdAt), desc(accountRequests.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    return rows.map(({ r, u, deciderEmail }): AdminAccountRequest => ({
      ...toRequest(r),
      user: {
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        createdAt: u.createdAt.toISOString(),
      },
      decidedByEmail: deciderEmail,
    }));
  }

  async function one(id: string) {
    const [row] = isUuid(id) ? await adminRequests(eq(accountRequests.id, id)) : [];
    if (!row) throw notFound(ACCOUNT_MESSAGES.notFound);
    return row;
  }

  /** The pending request, locked for the decision; refused when missing or already decided. */
  async function lockPending(tx: Executor, id: string) {
    if (!isUuid(id)) throw notFound(ACCOUNT_MESSAGES.notFound);
    const [row] = await tx
      .select()
      .from(accountRequests)
      .where(eq(accountRequests.id, id))
      .for('update');
    if (!row) throw notFound(ACCOUNT_MESSAGES.notFound);
    if (row.status !== 'pending') throw conflict(ACCOUNT_MESSAGES.alreadyReviewed);
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for('update');
    return { row, user: user! };
  }

  const decide = (
    tx: Executor,
    id: string,
    admin: UserRow,
    status: 'approved' | 'rejected',
    note: string | null,
  ) =>
    tx
      .update(accountRequests)
      .set({
        status,
        decidedBy: admin.id,
        decidedAt: new Date(),
        decisionNote: note,
        updatedAt: new Date(),
      })
      .where(eq(accountRequests.id, id));

  /**
   * Erases an account's personal data (DPDP Act 2023) in the caller's transaction, keeping
   * what the law or the other side needs (docs/site.md, "What deletion erases and keeps").
   */
  async function erase(tx: Executor, user: UserRow) {
    const id = user.id;
    const email = user.email.toLowerCase();
    const placeholder = deletedEmailOf(id);
    const run = (query: SQL) => tx.execute(query);
    // Gone: what only this person needed.
    await run(sql`DELETE FROM sessions WHERE user_id = ${id}`);
    await run(sql`DELETE FROM password_reset_tokens WHERE user_id = ${id}`);
    await run(sql`DELETE FROM email_verification_tokens WHERE user_id = ${id}`);
    await run(sql`DELETE FROM notifications WHERE user_id = ${id}`);
    await run(sql`DELETE FROM notification_settings WHERE user_id = ${id}`);
    await run(sql`DELETE FROM email_preferences WHERE user_id = ${id}`);
    await run(sql`DELETE FROM push_subscriptions WHERE user_id = ${id}`);
    await run(sql`DELETE FROM live_events WHERE user_id = ${id}`);
    await run(sql`DELETE FROM favorites WHERE user_id = ${id} OR provider_id = ${id}`);
    await run(sql`DELETE FROM pets WHERE owner_id = ${id}`);
    await run(sql`DELETE FROM services WHERE provider_id = ${id}`);
    await run(sql`DELETE FROM stored_files WHERE owner_id = ${id} AND kind = 'data_export'`);
    await run(sql`DELETE FROM email_outbox WHERE user_id = ${id} OR lower(to_address) = ${email}`);
    // Requests nobody else holds a stake in (no provider chosen, no payment) go; the rest are
    // the provider's and the payment's record: open ones are cancelled, all are kept.
    await run(sql`DELETE FROM service_requests r
      WHERE r.requester_id = ${id} AND r.selected_provider_id IS NULL
        AND r.status IN ('open', 'responded', 'cancelled')
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.request_id = r.id)`);
    await run(sql`UPDATE service_requests
      SET status = 'cancelled', cancelled_at = now(), cancel_reason = 'requester', updated_at = now()
      WHERE requester_id = ${id} AND status IN ('open', 'responded')`);
    // A provider's offers that were never taken up go with the provider.
    await run(sql`DELETE FROM service_responses WHERE provider_id = ${id} AND status = 'pending'`);
    await run(sql`UPDATE subscriptions SET is_active = false, auto_renew = false, updated_at = now()
      WHERE user_id = ${id} AND (is_active OR auto_renew)`);
    // Kept without the identity: support messages, security log, the requests' record.
    await run(sql`UPDATE contact_messages
      SET name = ${DELETED_ACCOUNT_NAME}, email = ${placeholder}, phone = NULL, updated_at = now()
      WHERE user_id = ${id} OR lower(email) = ${email}`);
    await run(
      sql`UPDATE security_events SET email = NULL WHERE user_id = ${id} OR lower(email) = ${email}`,
    );
    await run(sql`UPDATE account_requests SET comments = NULL WHERE user_id = ${id}`);
    // The account row stays (payments, invoices, reviews and conversations point at it),
    // anonymised: no name, address, phone, birthday, photo or place; no usable password.
    const now = new Date();
    await tx
      .update(users)
      .set({
        name: DELETED_ACCOUNT_NAME,
        email: placeholder,
        phone: null,
        city: null,
        country: null,
        dateOfBirth: null,
        gender: null,
        profilePic: null,
        latitude: null,
        longitude: null,
        passwordHash: '!deleted',
        emailVerifiedAt: null,
        suspendedAt: user.suspendedAt ?? now,
        deactivatedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, id));
    // Photos and private files no row points at any more are removed after the commit.
    await files.removeOwnerAfterCommit(tx, id);
  }

  return {
    async myRequests(user: UserRow) {
      const rows = await db
        .select()
        .from(accountRequests)
        .where(eq(accountRequests.userId, user.id))
        .orderBy(desc(accountRequests.createdAt));
      return rows.map(toRequest);
    },

    /** One pending request per account (unique index); never for a super admin. */
    async createRequest(user: UserRow, input: BodyOut<typeof accountApi.createRequest>) {
      if (user.role === 'super_admin') throw permissionError(ACCOUNT_MESSAGES.superAdmin);
      const [row] = await db
        .insert(accountRequests)
        .values({
          userId: user.id,
          type: input.type,
          reason: input.reason,
          comments: input.comments,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(ACCOUNT_MESSAGES.alreadyPending);
      return toRequest(row);
    },

    async adminQueue(query: QueryOut<typeof accountApi.adminQueue>) {
      const where: SQL[] = [];
      if (query.status) where.push(eq(accountRequests.status, query.status));
      if (query.type) where.push(eq(accountRequests.type, query.type));
      const filter = where.length ? and(...where) : undefined;
      const [requests, [total]] = await Promise.all([
        adminRequests(filter, query.page),
        db.select({ n: count() }).from(accountRequests).where(filter),
      ]);
      return { requests, total: total?.n ?? 0, page: query.page, pageSize: PAGE_SIZE };
    },

    /**
     * Deactivation: the account is taken out of service (hidden from search, profiles,
     * favourites and boards; sign-in reactivates it). Deletion: the personal data is erased.
     * Either way every session ends and the user is emailed, all in one transaction.
     */
    async approve(admin: UserRow, id: string) {
      const brand = await brandOf(ctx);
      await db.transaction(async (tx) => {
        const { row, user } = await lockPending(tx, id);
        if (user.deletedAt) throw conflict(ACCOUNT_MESSAGES.alreadyReviewed);
        const mail = accountRequestDecisionEmail(
          brand,
          user.email,
          user.name,
          row.type,
          'approved',
          null,
        );
        if (row.type === 'deactivate') {
          const now = new Date();
          await tx
            .update(users)
            .set({ deactivatedAt: now, suspendedAt: user.suspendedAt ?? now, updatedAt: now })
            .where(eq(users.id, user.id));
          await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${user.id}`);
          await ctx.mailer.send(
            { ...mail, userId: user.id },
            { tx, dedupeKey: `account-request:${id}` },
          );
        } else {
          await erase(tx, user);
          // Queued after the erasure (which clears the address's earlier emails).
          await ctx.mailer.send(mail, { tx, dedupeKey: `account-request:${id}` });
        }
        await decide(tx, id, admin, 'approved', null);
        await audit(
          tx,
          admin,
          row.type === 'deactivate' ? 'account.deactivated' : 'account.deleted',
          user.id,
          {
            requestId: id,
          },
        );
      });
      return one(id);
    },

    async reject(admin: UserRow, id: string, note: string | null) {
      const brand = await brandOf(ctx);
      await db.transaction(async (tx) => {
        const { row, user } = await lockPending(tx, id);
        await decide(tx, id, admin, 'rejected', note);
        await ctx.mailer.send(
          {
            ...accountRequestDecisionEmail(
              brand,
              user.email,
              user.name,
              row.type,
              'rejected',
              note,
            ),
            userId: user.id,
          },
          { tx, dedupeKey: `account-request:${id}` },
        );
        await audit(tx, admin, 'account.request_rejected', user.id, { requestId: id, note });
      });
      return one(id);
    },

    /** Everything the account has, as JSON in a zip; limited per account and hour. */
    async exportData(user: UserRow) {
      const hits = await ctx.counters.hit(`account-export:${user.id}`, HOUR_MS);
      if (hits > ACCOUNT_LIMITS.exportsPerHour) throw rateLimited(ACCOUNT_MESSAGES.exportLimited);
      const data: Record<string, unknown> = {
        exportedAt: new Date().toISOString(),
        about:
          'Everything PetMitra holds about your account, one section per kind of record. Payment records are kept as the law requires even after your account is deleted.',
      };
      for (const source of EXPORT_SOURCES) {
        const rows = rowsOf<Record<string, unknown>>(
          await db.execute(
            sql`SELECT * FROM ${sql.identifier(source.table)} WHERE ${sql.identifier(source.column)} = ${user.id} ORDER BY 1`,
          ),
        );
        const cleaned = rows.map((r) =>
          Object.fromEntries(Object.entries(r).filter(([k]) => !source.omit?.includes(k))),
        );
        data[source.section] = source.section === 'account' ? (cleaned[0] ?? null) : cleaned;
      }
      const json = Buffer.from(JSON.stringify(data, null, 2), 'utf8');
      return zipFiles([{ name: 'petmitra-data.json', content: json }]);
    },
  };
}

/**
 * Sign-in on a deactivated account (right password) reactivates it: the decision recorded in
 * docs/site.md. For the auth module to call before it refuses suspended accounts; answers the
 * account as it now is. A suspension by an admin is not lifted here (no deactivatedAt).
 */
export async function reactivateOnSignIn(ctx: Pick<AppContext, 'db'>, user: UserRow) {
  if (!user.deactivatedAt || user.deletedAt) return user;
  const [row] = await ctx.db
    .update(users)
    .set({ deactivatedAt: null, suspendedAt: null, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return row ?? user;
}
