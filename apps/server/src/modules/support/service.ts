import { and, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { ContactMessage, FeedbackEntry, InboxStatus } from '@petmitra/core/support/support';
import { SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@petmitra/core/support/support';
import type { BodyOut, QueryOut } from '@petmitra/core/api/operation';
import type { supportApi } from '@petmitra/core/support/support-api';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/foundation';
import { contactMessages, feedback } from '../../db/schema/support';
import { brandOf, contactReceivedEmail, contactReplyEmail } from '../../email/templates';
import { notFound, rateLimited } from '../../http/errors';

const PAGE_SIZE = 20;
const HOUR_MS = 60 * 60 * 1000;

type ContactRow = typeof contactMessages.$inferSelect;

function toContactMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    category: row.category as ContactMessage['category'],
    subject: row.subject,
    message: row.message,
    status: row.status as InboxStatus,
    userId: row.userId,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Contact Us and feedback: stored, limited per client address and hour (counted in the
 * database, so every instance agrees), contact messages emailed to support through the outbox
 * in the same transaction, and the super admin's inboxes with status and reply.
 */
export function createSupportService(ctx: AppContext) {
  const { db } = ctx;

  async function sentSince(table: typeof contactMessages | typeof feedback, ip: string) {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.clientIp, ip), gt(table.createdAt, new Date(Date.now() - HOUR_MS))));
    return row?.n ?? 0;
  }

  return {
    async sendContact(
      input: BodyOut<typeof supportApi.sendContact>,
      from: { ip: string; userId: string | null },
    ) {
      if ((await sentSince(contactMessages, from.ip)) >= SUPPORT_LIMITS.contactPerHour) {
        throw rateLimited(SUPPORT_MESSAGES.rateLimited);
      }
      const brand = await brandOf(ctx);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({ ...input, userId: from.userId, clientIp: from.ip })
          .returning({ id: contactMessages.id });
        await ctx.mailer.send(contactReceivedEmail(brand, brand.supportEmail, input), {
          tx,
          dedupeKey: `contact:${row!.id}`,
        });
      });
    },

    async sendFeedback(
      input: BodyOut<typeof supportApi.sendFeedback>,
      from: { ip: string; userId: string | null },
    ) {
      if ((await sentSince(feedback, from.ip)) >= SUPPORT_LIMITS.feedbackPerHour) {
        throw rateLimited(SUPPORT_MESSAGES.rateLimited);
      }
      await db.insert(feedback).values({ ...input, userId: from.userId, clientIp: from.ip });
    },

    async contactInbox(query: QueryOut<typeof supportApi.contactInbox>) {
      const where: SQL[] = [];
      if (query.status) where.push(eq(contactMessages.status, query.status));
      if (query.category) where.push(eq(contactMessages.category, query.category));
      const filter = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(filter)
          .orderBy(desc(contactMessages.createdAt))
          .limit(PAGE_SIZE)
          .offset((query.page - 1) * PAGE_SIZE),
        db.select({ n: count() }).from(contactMessages).where(filter),
      ]);
      return {
        messages: rows.map(toContactMessage),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: PAGE_SIZE,
      };
    },

    async setContactStatus(id: string, status: InboxStatus) {
      const [row] = await db
        .update(contactMessages)
        .set({ status, updatedAt: new Date() })
        .where(eq(contactMessages.id, id))
        .returning();
      if (!row) throw notFound('Message not found');
      return toContactMessage(row);
    },

    /** Stores the reply, marks the message answered and emails the sender, together. */
    async replyContact(id: string, reply: string, adminId: string) {
      const brand = await brandOf(ctx);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(contactMessages)
          .set({
            reply,
            status: 'answered',
            repliedAt: new Date(),
            repliedBy: adminId,
            updatedAt: new Date(),
          })
          .where(eq(contactMessages.id, id))
          .returning();
        if (!row) throw notFound('Message not found');
        await ctx.mailer.send(
          contactReplyEmail(brand, row.email, row.name, row.subject, reply, row.message),
          { tx, dedupeKey: `contact-reply:${row.id}:${row.repliedAt!.getTime()}` },
        );
        return toContactMessage(row);
      });
    },

    async feedbackInbox(query: QueryOut<typeof supportApi.feedbackInbox>) {
      const where: SQL[] = [];
      if (query.status) where.push(eq(feedback.status, query.status));
      if (query.type) where.push(eq(feedback.type, query.type));
      const filter = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ f: feedback, userName: users.name })
          .from(feedback)
          .leftJoin(users, eq(users.id, feedback.userId))
          .where(filter)
          .orderBy(desc(feedback.createdAt))
          .limit(PAGE_SIZE)
          .offset((query.page - 1) * PAGE_SIZE),
        db.select({ n: count() }).from(feedback).where(filter),
      ]);
      return {
        entries: rows.map(({ f, userName }) => toFeedbackEntry(f, userName)),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: PAGE_SIZE,
      };
    },

    async setFeedbackStatus(id: string, status: InboxStatus) {
      const [row] = await db
        .update(feedback)
        .set({ status, updatedAt: new Date() })
        .where(eq(feedback.id, id))
        .returning();
      if (!row) throw notFound('Feedback not found');
      const [user] = row.userId
        ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.userId))
        : [];
      return toFeedbackEntry(row, user?.name ?? null);
    },
  };
}

function toFeedbackEntry(
  row: typeof feedback.$inferSelect,
  userName: string | null,
): FeedbackEntry {
  return {
    id: row.id,
    type: row.type as FeedbackEntry['type'],
    rating: row.rating,
    subject: row.subject,
    message: row.message,
    status: row.status as InboxStatus,
    userId: row.userId,
    userName,
    createdAt: row.createdAt.toISOString(),
  };
}
