import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { contactSharedBetween } from '../../db/contact-sharing';
import { users } from '../../db/schema/foundation';
import { services } from '../../db/schema/marketplace';
import {
  conversationReports,
  conversations,
  messages,
  userBlocks,
} from '../../db/schema/messaging';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ReportRow = typeof conversationReports.$inferSelect;

/** A conversation as one of its two people sees it (the inbox row). */
export interface ConversationViewRow {
  id: string;
  parent_id: string;
  provider_id: string;
  request_id: string | null;
  service_id: string | null;
  parent_read_seq: string | number;
  provider_read_seq: string | number;
  last_activity_at: Date | string;
  other_id: string;
  other_name: string;
  other_pic: string | null;
  other_role: string;
  other_suspended: boolean;
  other_deactivated: boolean;
  other_deleted: boolean;
  request_service: string | null;
  service_name: string | null;
  last_body: string | null;
  last_sender: string | null;
  last_at: Date | string | null;
  unread: string | number;
  shared: boolean;
  blocked_by_me: boolean;
  blocked_by_other: boolean;
}

export function createMessagingRepository(db: Db) {
  const views = async (userId: string, where: SQL, limit: number) => {
    const result = await db.execute(sql`
      SELECT c.id, c.parent_id, c.provider_id, c.request_id, c.service_id,
             c.parent_read_seq, c.provider_read_seq, c.last_activity_at,
             o.id AS other_id, o.name AS other_name, o.profile_pic AS other_pic,
             o.role AS other_role,
             (o.suspended_at IS NOT NULL) AS other_suspended,
             (o.deactivated_at IS NOT NULL) AS other_deactivated,
             (o.deleted_at IS NOT NULL) AS other_deleted,
             r.service_name AS request_service, s.name AS service_name,
             lm.body AS last_body, lm.sender_id AS last_sender, lm.created_at AS last_at,
             (SELECT count(*) FROM messages m
               WHERE m.conversation_id = c.id AND m.sender_id <> ${userId}
                 AND m.seq > CASE WHEN c.parent_id = ${userId}
                                  THEN c.parent_read_seq ELSE c.provider_read_seq END) AS unread,
             ${contactSharedBetween(sql`c.parent_id`, sql`c.provider_id`)} AS shared,
             EXISTS (SELECT 1 FROM user_blocks b
                      WHERE b.blocker_id = ${userId} AND b.blocked_id = o.id) AS blocked_by_me,
             EXISTS (SELECT 1 FROM user_blocks b
                      WHERE b.blocker_id = o.id AND b.blocked_id = ${userId}) AS blocked_by_other
        FROM conversations c
        JOIN users o ON o.id = CASE WHEN c.parent_id = ${userId}
                                    THEN c.provider_id ELSE c.parent_id END
        LEFT JOIN service_requests r ON r.id = c.request_id
        LEFT JOIN services s ON s.id = c.service_id
        LEFT JOIN messages lm ON lm.conversation_id = c.id AND lm.seq = c.last_message_seq
       WHERE (c.parent_id = ${userId} OR c.provider_id = ${userId}) AND ${where}
       ORDER BY c.last_activity_at DESC, c.id
       LIMIT ${limit}`);
    return rowsOf<ConversationViewRow>(result);
  };

  return {
    /** The user's conversations with a message or started by them, newest activity first. */
    inbox(userId: string, limit: number) {
      return views(userId, sql`(c.last_message_seq > 0 OR c.started_by = ${userId})`, limit);
    },

    async view(userId: string, conversationId: string) {
      return (await views(userId, sql`c.id = ${conversationId}`, 1))[0] ?? null;
    },

    /** The conversation when the user is one of its two people. */
    async findFor(conversationId: string, userId: string) {
      const [row] = await db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.id, conversationId),
            or(eq(conversations.parentId, userId), eq(conversations.providerId, userId)),
          ),
        );
      return row ?? null;
    },

    async findPair(parentId: string, providerId: string, requestId: string | null) {
      const [row] = await db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.parentId, parentId),
            eq(conversations.providerId, providerId),
            requestId
              ? eq(conversations.requestId, requestId)
              : sql`${conversations.requestId} IS NULL`,
          ),
        );
      return row ?? null;
    },

    /** Inserts the conversation unless the pair already has it (a concurrent open); the row. */
    async insert(values: typeof conversations.$inferInsert) {
      const [row] = await db.insert(conversations).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async setService(id: string, serviceId: string) {
      await db.update(conversations).set({ serviceId }).where(eq(conversations.id, id));
    },

    async person(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          role: users.role,
          suspendedAt: users.suspendedAt,
          deletedAt: users.deletedAt,
        })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    async serviceOf(serviceId: string, providerId: string) {
      const [row] = await db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.id, serviceId), eq(services.providerId, providerId)));
      return row ?? null;
    },

    async contactsShared(parentId: string, providerId: string) {
      const result = await db.execute(
        sql`SELECT ${contactSharedBetween(sql`${parentId}::uuid`, sql`${providerId}::uuid`)} AS shared`,
      );
      return Boolean(rowsOf<{ shared: boolean }>(result)[0]?.shared);
    },

    /** Either way: [I blocked them, they blocked me]. */
    async blocks(userId: string, otherId: string) {
      const rows = await db
        .select()
        .from(userBlocks)
        .where(
          or(
            and(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, otherId)),
            and(eq(userBlocks.blockerId, otherId), eq(userBlocks.blockedId, userId)),
          ),
        );
      return {
        byMe: rows.some((r) => r.blockerId === userId),
        byOther: rows.some((r) => r.blockerId === otherId),
      };
    },

    async block(blockerId: string, blockedId: string) {
      await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string) {
      await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
    },

    async messageByKey(senderId: string, clientKey: string) {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)));
      return row ?? null;
    },

    async messageById(id: string) {
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      return row ?? null;
    },

    /** Stores the message unless the sender's key was used (a retry); moves the conversation on. */
    async insertMessage(values: {
      conversationId: string;
      senderId: string;
      body: string;
      clientKey: string;
      senderIsParent: boolean;
      photoFileId?: string;
    }) {
      const [row] = await db
        .insert(messages)
        .values({
          conversationId: values.conversationId,
          senderId: values.senderId,
          body: values.body,
          clientKey: values.clientKey,
          photoFileId: values.photoFileId ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      const readColumn = values.senderIsParent ? 'parent_read_seq' : 'provider_read_seq';
      await db.execute(sql`
        UPDATE conversations
           SET last_message_seq = GREATEST(last_message_seq, ${row.seq}),
               last_activity_at = ${row.createdAt},
               ${sql.raw(readColumn)} = GREATEST(${sql.raw(readColumn)}, ${row.seq})
         WHERE id = ${values.conversationId}`);
      return row;
    },

    /** Whether `userId` is one of the two people in the conversation a photo was sent in. */
    async photoVisibleTo(fileId: string, userId: string): Promise<boolean> {
      const rows = rowsOf<{ ok: number }>(
        await db.execute(sql`
          SELECT 1 AS ok FROM messages m JOIN conversations c ON c.id = m.conversation_id
           WHERE m.photo_file_id = ${fileId} AND (c.parent_id = ${userId} OR c.provider_id = ${userId})
           LIMIT 1`),
      );
      return rows.length > 0;
    },

    /** A page of history, newest first (the service turns it around). */
    history(conversationId: string, before: number | undefined, limit: number) {
      return db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            before ? lt(messages.seq, before) : undefined,
          ),
        )
        .orderBy(desc(messages.seq))
        .limit(limit);
    },

    /** Sets the reader's receipt to the newest message; the new value, or null when unchanged. */
    async markRead(conversation: ConversationRow, readerIsParent: boolean) {
      const column = readerIsParent ? conversations.parentReadSeq : conversations.providerReadSeq;
      const [row] = await db
        .update(conversations)
        .set(
          readerIsParent
            ? { parentReadSeq: sql`${conversations.lastMessageSeq}` }
            : { providerReadSeq: sql`${conversations.lastMessageSeq}` },
        )
        .where(and(eq(conversations.id, conversation.id), lt(column, conversations.lastMessageSeq)))
        .returning({ readSeq: column });
      return row ? Number(row.readSeq) : null;
    },

    /** Messages from others the user has not read, across their conversations. */
    async unreadCount(userId: string) {
      const result = await db.execute(sql`
        SELECT count(*) AS n FROM conversations c
          JOIN messages m ON m.conversation_id = c.id AND m.sender_id <> ${userId}
         WHERE (c.parent_id = ${userId} AND m.seq > c.parent_read_seq)
            OR (c.provider_id = ${userId} AND m.seq > c.provider_read_seq)`);
      return Number(rowsOf<{ n: string | number }>(result)[0]?.n ?? 0);
    },

    /** Unread messages from the sender before `seq` in the conversation (0: a burst begins). */
    async earlierUnread(conversation: ConversationRow, recipientIsParent: boolean, seq: number) {
      const readSeq = recipientIsParent ? conversation.parentReadSeq : conversation.providerReadSeq;
      const result = await db.execute(sql`
        SELECT count(*) AS n FROM messages
         WHERE conversation_id = ${conversation.id} AND seq > ${readSeq} AND seq < ${seq}
           AND sender_id <> ${recipientIsParent ? conversation.parentId : conversation.providerId}`);
      return Number(rowsOf<{ n: string | number }>(result)[0]?.n ?? 0);
    },

    async conversationById(id: string) {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
      return row ?? null;
    },

    async insertReport(values: typeof conversationReports.$inferInsert) {
      const [row] = await db.insert(conversationReports).values(values).returning();
      return row!;
    },

    reports(status: 'open' | 'resolved') {
      return db
        .select()
        .from(conversationReports)
        .where(eq(conversationReports.status, status))
        .orderBy(desc(conversationReports.createdAt))
        .limit(100);
    },

    async reportById(id: string) {
      const [row] = await db
        .select()
        .from(conversationReports)
        .where(eq(conversationReports.id, id));
      return row ?? null;
    },

    async resolveReport(id: string, by: string) {
      const [row] = await db
        .update(conversationReports)
        .set({ status: 'resolved', resolvedBy: by, resolvedAt: new Date() })
        .where(eq(conversationReports.id, id))
        .returning();
      return row ?? null;
    },

    people(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /** The newest `limit` messages, oldest first (the admin reads them as written). */
    async lastMessages(conversationId: string, limit: number) {
      const rows = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(desc(messages.seq))
        .limit(limit);
      return rows.sort((a, b) => a.seq - b.seq);
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
