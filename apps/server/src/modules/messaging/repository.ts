import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { executePrepared, rowsOf, type Db } from '../../db/client';
import { contactSharedBetween } from '../../db/contact-sharing';
import { users } from '../../db/schema/foundation';
import { announceSql, type StoredLiveEvent } from '../live/service';
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

/** A message row as raw SQL (or its `to_jsonb`) answers it. */
interface RawMessage {
  id: string;
  conversation_id: string;
  seq: string | number;
  sender_id: string;
  body: string;
  client_key: string;
  photo_file_id: string | null;
  created_at: Date | string;
}

const toMessageRow = (r: RawMessage): MessageRow => ({
  id: r.id,
  conversationId: r.conversation_id,
  seq: Number(r.seq),
  senderId: r.sender_id,
  body: r.body,
  clientKey: r.client_key,
  photoFileId: r.photo_file_id,
  createdAt: new Date(r.created_at),
});

/** Everything a send needs to decide, read in one statement (see `sendContext`). */
export interface SendContext {
  conversation: Pick<ConversationRow, 'id' | 'parentId' | 'providerId'>;
  /** The sender's message with this client key, in any conversation (a retry). */
  stored: MessageRow | null;
  /** The other person exists and is neither suspended nor deleted. */
  otherActive: boolean;
  blockedByMe: boolean;
  blockedByOther: boolean;
  contactsShared: boolean;
}

/** Everything the message.sent consumer needs, read in one statement (see `deliveryContext`). */
export interface DeliveryContext {
  message: MessageRow;
  conversation: Pick<ConversationRow, 'id' | 'parentId' | 'providerId'>;
  senderName: string;
  /** The recipient exists and is neither suspended nor deleted. */
  recipientActive: boolean;
  /** The recipient's read receipt is at or past the message (the page was open). */
  readAlready: boolean;
  /** Unread messages from the sender before this one: a burst already notified. */
  earlierUnread: boolean;
  /** Both people's live events for the message exist (the send pushed it). */
  announced: boolean;
  contactsShared: boolean;
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

    /**
     * What a send decides on, in one statement (one round trip instead of five): the
     * conversation, only when the user is one of its two people; the sender's message with this
     * client key in any conversation (a retry); whether the other person exists and is neither
     * suspended nor deleted; blocks either way; whether contact details are shared. Nothing of it
     * is cached: it is read on every send, so a block, a suspension or an accepted response
     * counts from the next message on, on every instance.
     */
    async sendContext(
      conversationId: string,
      userId: string,
      clientKey: string,
    ): Promise<SendContext | null> {
      const [row] = await executePrepared<{
        id: string;
        parent_id: string;
        provider_id: string;
        stored: RawMessage | null;
        other_active: boolean;
        blocked_by_me: boolean;
        blocked_by_other: boolean;
        shared: boolean;
      }>(
        db,
        sql`
        SELECT c.id, c.parent_id, c.provider_id,
               (SELECT to_jsonb(k) FROM messages k
                 WHERE k.sender_id = ${userId} AND k.client_key = ${clientKey}) AS stored,
               (o.id IS NOT NULL AND o.suspended_at IS NULL AND o.deleted_at IS NULL)
                 AS other_active,
               EXISTS (SELECT 1 FROM user_blocks b
                        WHERE b.blocker_id = ${userId} AND b.blocked_id = o.id) AS blocked_by_me,
               EXISTS (SELECT 1 FROM user_blocks b
                        WHERE b.blocker_id = o.id AND b.blocked_id = ${userId}) AS blocked_by_other,
               ${contactSharedBetween(sql`c.parent_id`, sql`c.provider_id`)} AS shared
          FROM conversations c
          LEFT JOIN users o ON o.id = CASE WHEN c.parent_id = ${userId}
                                           THEN c.provider_id ELSE c.parent_id END
         WHERE c.id = ${conversationId} AND (c.parent_id = ${userId} OR c.provider_id = ${userId})`,
      );
      if (!row) return null;
      return {
        conversation: { id: row.id, parentId: row.parent_id, providerId: row.provider_id },
        stored: row.stored ? toMessageRow(row.stored) : null,
        otherActive: row.other_active,
        blockedByMe: row.blocked_by_me,
        blockedByOther: row.blocked_by_other,
        contactsShared: row.shared,
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

    /**
     * Stores the message unless the sender's key was used (a retry), moves the conversation on
     * (last message, activity, the sender's own read receipt) and stores both people's
     * `message.created` live events, in one statement. `live.shown`/`masked` are the body as
     * the two see it; with `live.announce` (the PostgreSQL bus) the statement also announces
     * the live events, delivered when its transaction commits. Answers the row and the live
     * events stored (to announce after the commit on the other buses), or null on a repeat key.
     */
    async insertMessage(values: {
      id: string;
      conversationId: string;
      parentId: string;
      providerId: string;
      senderId: string;
      body: string;
      clientKey: string;
      senderIsParent: boolean;
      photoFileId?: string;
      createdAt: Date;
      live: { shown: string; masked: boolean; announce: boolean };
    }): Promise<{ row: MessageRow; live: StoredLiveEvent[] } | null> {
      const readColumn = sql.raw(values.senderIsParent ? 'parent_read_seq' : 'provider_read_seq');
      const createdAt = values.createdAt.toISOString();
      // The live event's data is toChatMessage's, built here so the statement can store it.
      const [row] = rowsOf<RawMessage & { live: StoredLiveEvent[] | null; announced: number }>(
        await db.execute(sql`
        WITH m AS (
          INSERT INTO messages (id, conversation_id, sender_id, body, client_key, photo_file_id,
                                created_at)
          VALUES (${values.id}, ${values.conversationId}, ${values.senderId}, ${values.body},
                  ${values.clientKey}, ${values.photoFileId ?? null}, ${createdAt}::timestamptz)
          ON CONFLICT DO NOTHING
          RETURNING id, conversation_id, seq, sender_id, body, client_key, photo_file_id, created_at
        ), moved AS (
          UPDATE conversations c
             SET last_message_seq = GREATEST(c.last_message_seq, m.seq),
                 last_activity_at = m.created_at,
                 ${readColumn} = GREATEST(c.${readColumn}, m.seq)
            FROM m WHERE c.id = m.conversation_id
        ), le AS (
          INSERT INTO live_events (user_id, type, data, dedupe_key)
          SELECT u.id, 'message.created',
                 jsonb_build_object('message', jsonb_build_object(
                   'id', m.id, 'conversationId', m.conversation_id, 'seq', m.seq,
                   'senderId', m.sender_id, 'body', ${values.live.shown}::text,
                   'masked', ${values.live.masked}::boolean, 'photoId', m.photo_file_id,
                   'clientKey', m.client_key, 'createdAt', ${createdAt}::text)),
                 'message:' || m.id
            FROM m CROSS JOIN (VALUES (${values.parentId}::uuid), (${values.providerId}::uuid)) AS u(id)
          ON CONFLICT DO NOTHING
          RETURNING id, user_id, type, data
        ), announced AS (
          SELECT ${values.live.announce ? announceSql('s') : sql`NULL`}::text AS n
            FROM (SELECT * FROM le ORDER BY id) s
        )
        SELECT m.*,
               (SELECT json_agg(json_build_object('id', le.id, 'userId', le.user_id)) FROM le)
                 AS live,
               (SELECT count(*) FROM announced) AS announced
          FROM m`),
      );
      return row ? { row: toMessageRow(row), live: row.live ?? [] } : null;
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

    /**
     * What the message.sent consumer needs, in one statement: the message and its
     * conversation, the sender's name, the recipient's state, whether the recipient read it
     * already or has unread messages from the sender before it (a burst already notified),
     * whether both people's live events for it exist, and whether contact details are shared.
     */
    async deliveryContext(messageId: string, recipientId: string): Promise<DeliveryContext | null> {
      const [row] = await executePrepared<{
        message: RawMessage;
        parent_id: string;
        provider_id: string;
        sender_name: string;
        recipient_active: boolean;
        read_already: boolean;
        earlier_unread: boolean;
        announced: boolean;
        shared: boolean;
      }>(
        db,
        sql`
        SELECT to_jsonb(m) AS message, c.parent_id, c.provider_id, s.name AS sender_name,
               (r.id IS NOT NULL AND r.suspended_at IS NULL AND r.deleted_at IS NULL)
                 AS recipient_active,
               rs.read_seq >= m.seq AS read_already,
               EXISTS (SELECT 1 FROM messages e
                        WHERE e.conversation_id = c.id AND e.seq > rs.read_seq AND e.seq < m.seq
                          AND e.sender_id <> ${recipientId}) AS earlier_unread,
               (SELECT count(*) FROM live_events le
                 WHERE le.user_id IN (c.parent_id, c.provider_id)
                   AND le.dedupe_key = ${`message:${messageId}`}) = 2 AS announced,
               ${contactSharedBetween(sql`c.parent_id`, sql`c.provider_id`)} AS shared
          FROM messages m
          JOIN conversations c ON c.id = m.conversation_id
          JOIN users s ON s.id = m.sender_id
          LEFT JOIN users r ON r.id = ${recipientId}
          CROSS JOIN LATERAL (
            SELECT CASE WHEN c.parent_id = ${recipientId}
                        THEN c.parent_read_seq ELSE c.provider_read_seq END AS read_seq) rs
         WHERE m.id = ${messageId}`,
      );
      if (!row) return null;
      return {
        message: toMessageRow(row.message),
        conversation: {
          id: row.message.conversation_id,
          parentId: row.parent_id,
          providerId: row.provider_id,
        },
        senderName: row.sender_name,
        recipientActive: row.recipient_active,
        readAlready: row.read_already,
        earlierUnread: row.earlier_unread,
        announced: row.announced,
        contactsShared: row.shared,
      };
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
