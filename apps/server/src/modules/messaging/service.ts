import { randomUUID } from 'node:crypto';
import { isUuid } from '@petmitra/core/marketplace/ids';
import type { RequestServiceName } from '@petmitra/core/marketplace/requests';
import { maskContactDetails } from '@petmitra/core/messaging/masking';
import {
  MESSAGE_LIMITS,
  MESSAGING_MESSAGES,
  type ChatMessage,
  type Conversation,
  type MessageReport,
  type ParticipantStatus,
  type SendMessageInput,
  type StartConversationInput,
} from '@petmitra/core/messaging/messaging';
import type { UserRow } from '../../auth/session-user';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { prepareImage, type UploadedImage } from '../../infra/images';
import { conflict, notFound, permissionError, rateLimited } from '../../http/errors';
import { allowRead, createFileService } from '../files/service';
import { createLiveService, type StoredLiveEvent } from '../live/service';
import { createRequestService, isOpenToProviders } from '../requests/service';
import {
  createMessagingRepository,
  type ConversationRow,
  type ConversationViewRow,
  type MessageRow,
} from './repository';

const iso = (d: Date | string) => new Date(d).toISOString();
const INBOX_LIMIT = 200;

function statusOf(p: {
  deleted: boolean;
  deactivated: boolean;
  suspended: boolean;
}): ParticipantStatus {
  if (p.deleted) return 'deleted';
  if (p.deactivated) return 'deactivated';
  if (p.suspended) return 'suspended';
  return 'active';
}

/** The stored photo's type by the extension prepareImage gives it. */
const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** A racing retry with the same key stored its message first. */
class KeyTaken extends Error {}

/** What a stored message's live event carries besides its body (ids, key, time, JSON). */
const LIVE_DATA_BYTES = 400;

type StoredMessage = { row: MessageRow; live: StoredLiveEvent[] };

/** A photo in a message is readable by both people in its conversation (and nobody else). */
allowRead('message_attachment', async (ctx, user, file) =>
  createMessagingRepository(ctx.db).photoVisibleTo(file.id, user.id),
);

/** A message as the two people see it: masked until a response between them is accepted. */
export function toChatMessage(row: MessageRow, contactsShared: boolean): ChatMessage {
  const shown = contactsShared ? { text: row.body, masked: false } : maskContactDetails(row.body);
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: Number(row.seq),
    senderId: row.senderId,
    body: shown.text,
    masked: shown.masked,
    photoId: row.photoFileId,
    clientKey: row.clientKey,
    createdAt: iso(row.createdAt),
  };
}

function toConversation(row: ConversationViewRow, viewerId: string): Conversation {
  const status = statusOf({
    deleted: row.other_deleted,
    deactivated: row.other_deactivated,
    suspended: row.other_suspended,
  });
  const viewerIsParent = row.parent_id === viewerId;
  const otherRead = Number(viewerIsParent ? row.provider_read_seq : row.parent_read_seq);
  const lastBody =
    row.last_body === null
      ? null
      : row.last_body === ''
        ? MESSAGING_MESSAGES.photoSent
        : row.shared
          ? row.last_body
          : maskContactDetails(row.last_body).text;
  return {
    id: row.id,
    other: {
      id: row.other_id,
      name: row.other_name,
      profilePic: row.other_pic,
      role: row.other_role === 'pet_parent' ? 'pet_parent' : 'service_provider',
      status,
    },
    request:
      row.request_id && row.request_service
        ? { id: row.request_id, serviceName: row.request_service as RequestServiceName }
        : null,
    service:
      row.service_id && row.service_name ? { id: row.service_id, name: row.service_name } : null,
    lastMessage:
      lastBody !== null && row.last_sender && row.last_at
        ? { body: lastBody, senderId: row.last_sender, createdAt: iso(row.last_at) }
        : null,
    lastActivityAt: iso(row.last_activity_at),
    unread: Number(row.unread),
    otherReadSeq: otherRead,
    contactsShared: row.shared,
    blockedByMe: row.blocked_by_me,
    blockedByOther: row.blocked_by_other,
    canSend: !row.blocked_by_me && !row.blocked_by_other && status === 'active',
  };
}

/** The two people of a conversation (what sending and announcing need of it). */
type Pair = Pick<ConversationRow, 'id' | 'parentId' | 'providerId'>;

const isGone = (p: { suspendedAt: Date | null; deletedAt: Date | null }) =>
  p.suspendedAt !== null || p.deletedAt !== null;

/**
 * Conversations between pet parents and providers (issue 15). A parent opens one with any
 * provider (optionally about a service of theirs, or about their own request once that
 * provider responded); a provider only about a request in their categories or one they
 * responded to, or by answering a conversation the parent started. Anyone else: not found.
 */
export function createMessagingService(ctx: AppContext) {
  const repo = createMessagingRepository(ctx.db);
  const requests = createRequestService(ctx);
  const live = createLiveService(ctx);
  const files = createFileService(ctx);

  /** The conversation of one of its two people; anyone else is told it does not exist. */
  const mine = async (user: UserRow, id: string) => {
    const row = isUuid(id) ? await repo.findFor(id, user.id) : null;
    if (!row) throw notFound(MESSAGING_MESSAGES.notFound);
    return row;
  };

  const viewOf = async (user: UserRow, id: string) => {
    const row = await repo.view(user.id, id);
    if (!row) throw notFound(MESSAGING_MESSAGES.notFound);
    return toConversation(row, user.id);
  };

  const otherOf = (c: Pair, userId: string) => (c.parentId === userId ? c.providerId : c.parentId);

  /** Finds or opens the pair's conversation; `created` says which. */
  const open = async (
    starter: UserRow,
    pair: { parentId: string; providerId: string; requestId: string | null },
    serviceId: string | null,
  ) => {
    const existing = await repo.findPair(pair.parentId, pair.providerId, pair.requestId);
    if (existing) {
      if (serviceId && existing.serviceId !== serviceId)
        await repo.setService(existing.id, serviceId);
      return { id: existing.id, created: false };
    }
    const inserted = await repo.insert({ ...pair, serviceId, startedBy: starter.id });
    if (inserted) return { id: inserted.id, created: true };
    // Opened at the same moment by another request: the one that won.
    const winner = await repo.findPair(pair.parentId, pair.providerId, pair.requestId);
    return { id: winner!.id, created: false };
  };

  /** Tells both people's open tabs about a stored message (once per message, by its key). */
  const announce = async (row: MessageRow, conversation: Pair, contactsShared: boolean) => {
    const message = toChatMessage(row, contactsShared);
    await live.publish(
      [conversation.parentId, conversation.providerId],
      'message.created',
      { message },
      { dedupeKey: `message:${row.id}` },
    );
    return message;
  };

  /**
   * The one way a message is sent. A retry with the same key answers the stored message
   * (created: false) before any other check, so a send that reached the server is never refused
   * on retry; then blocks, the other person's state and the send limit. `store` runs the
   * transaction: `write(tx)` records message.sent and then stores the message with both
   * people's live events (announced by the same statement on the PostgreSQL bus, so they go out
   * exactly when the message commits); it answers null when the same key won a race. On the
   * other buses the live events are announced right after the commit (the consumer repeats it,
   * same key: once, in case this process stops in between).
   */
  const deliver = async (
    user: UserRow,
    id: string,
    clientKey: string,
    body: string,
    store: (
      write: (tx: Executor, photoFileId?: string) => Promise<StoredMessage>,
    ) => Promise<StoredMessage | null>,
  ) => {
    // One statement: the conversation (404 unless the user is in it), a stored message with
    // this key, the other person's state, blocks and contact sharing (never cached).
    const context = isUuid(id) ? await repo.sendContext(id, user.id, clientKey) : null;
    if (!context) throw notFound(MESSAGING_MESSAGES.notFound);
    const { conversation, contactsShared } = context;
    const answerStored = (stored: MessageRow) => {
      if (stored.conversationId !== conversation.id) throw conflict(MESSAGING_MESSAGES.keyReused);
      return { message: toChatMessage(stored, contactsShared), created: false };
    };
    if (context.stored) return answerStored(context.stored);
    if (context.blockedByMe) throw permissionError(MESSAGING_MESSAGES.youBlocked);
    if (context.blockedByOther) throw permissionError(MESSAGING_MESSAGES.blocked);
    if (!context.otherActive) throw conflict(MESSAGING_MESSAGES.inactive);
    const hits = await ctx.counters.hit(`messages:${user.id}`, MESSAGE_LIMITS.sendWindowMs);
    if (hits > MESSAGE_LIMITS.sendPerWindow) throw rateLimited(MESSAGING_MESSAGES.rateLimited);

    const otherId = otherOf(conversation, user.id);
    const shown = contactsShared ? { text: body, masked: false } : maskContactDetails(body);
    const announce = live.announcesInStatement(
      Buffer.byteLength(JSON.stringify(shown.text)) + LIVE_DATA_BYTES,
    );
    const stored = await store(async (tx, photoFileId) => {
      const messageId = randomUUID();
      // The event first and the message (with its live events) last, right before the commit:
      // a live event's id is taken as late as it can be, so ids reach the streams in order.
      await ctx.events.record(
        tx,
        'message.sent',
        {
          messageId,
          conversationId: conversation.id,
          senderId: user.id,
          recipientId: otherId,
        },
        { actorId: user.id },
      );
      const inserted = await createMessagingRepository(tx).insertMessage({
        id: messageId,
        conversationId: conversation.id,
        parentId: conversation.parentId,
        providerId: conversation.providerId,
        senderId: user.id,
        body,
        clientKey,
        senderIsParent: conversation.parentId === user.id,
        ...(photoFileId ? { photoFileId } : {}),
        createdAt: new Date(),
        live: { shown: shown.text, masked: shown.masked, announce },
      });
      // A racing retry with the same key stored its message first: undo the event too.
      if (!inserted) throw new KeyTaken();
      return inserted;
    }).catch((error: unknown) => {
      if (error instanceof KeyTaken) return null;
      throw error;
    });
    if (!stored) {
      // The same key arrived twice at once: the other request stored it.
      const winner = await repo.sendContext(conversation.id, user.id, clientKey);
      if (!winner?.stored) throw conflict(MESSAGING_MESSAGES.keyReused);
      return answerStored(winner.stored);
    }
    const message = toChatMessage(stored.row, contactsShared);
    if (!announce) await live.announceStored(stored.live, 'message.created', { message });
    return { message, created: true };
  };

  return {
    toChatMessage,
    announce,

    async start(user: UserRow, input: StartConversationInput) {
      if (user.role === 'pet_parent') {
        if (!input.providerId) throw notFound(MESSAGING_MESSAGES.providerNotFound);
        const provider = await repo.person(input.providerId);
        if (!provider || provider.role !== 'service_provider' || isGone(provider)) {
          throw notFound(MESSAGING_MESSAGES.providerNotFound);
        }
        let requestId: string | null = null;
        if (input.requestId) {
          const request = await requests.findById(input.requestId);
          if (!request || request.requesterId !== user.id) {
            throw notFound(MESSAGING_MESSAGES.requestNotFound);
          }
          if (!(await requests.responseOf(request.id, provider.id))) {
            throw conflict(MESSAGING_MESSAGES.parentNeedsResponse);
          }
          requestId = request.id;
        }
        const serviceId =
          input.serviceId && !requestId && (await repo.serviceOf(input.serviceId, provider.id))
            ? input.serviceId
            : null;
        const opened = await open(
          user,
          { parentId: user.id, providerId: provider.id, requestId },
          serviceId,
        );
        return { conversation: await viewOf(user, opened.id), created: opened.created };
      }
      if (user.role === 'service_provider') {
        if (!input.requestId) throw permissionError(MESSAGING_MESSAGES.providerStartNeedsRequest);
        const request = await requests.findById(input.requestId);
        if (!request) throw notFound(MESSAGING_MESSAGES.requestNotFound);
        const responded = await requests.responseOf(request.id, user.id);
        const open_ =
          isOpenToProviders(request) && (await requests.reachesProvider(request, user.id));
        if (!responded && !open_) throw notFound(MESSAGING_MESSAGES.requestNotFound);
        const parent = await repo.person(request.requesterId);
        if (!parent || isGone(parent)) throw conflict(MESSAGING_MESSAGES.inactive);
        const opened = await open(
          user,
          { parentId: parent.id, providerId: user.id, requestId: request.id },
          null,
        );
        return { conversation: await viewOf(user, opened.id), created: opened.created };
      }
      throw permissionError(MESSAGING_MESSAGES.onlyParentsStart);
    },

    async inbox(user: UserRow) {
      const [rows, unread] = await Promise.all([
        repo.inbox(user.id, INBOX_LIMIT),
        repo.unreadCount(user.id),
      ]);
      return { conversations: rows.map((r) => toConversation(r, user.id)), unread };
    },

    get(user: UserRow, id: string) {
      return isUuid(id) ? viewOf(user, id) : Promise.reject(notFound(MESSAGING_MESSAGES.notFound));
    },

    async history(
      user: UserRow,
      id: string,
      query: { before?: number | undefined; limit: number },
    ) {
      const conversation = await mine(user, id);
      const [rows, shared] = await Promise.all([
        repo.history(conversation.id, query.before, query.limit + 1),
        repo.contactsShared(conversation.parentId, conversation.providerId),
      ]);
      const page = rows.slice(0, query.limit).reverse();
      return {
        messages: page.map((r) => toChatMessage(r, shared)),
        hasMore: rows.length > query.limit,
      };
    },

    /**
     * Sends a message. A retry with the same key answers the stored message (created: false)
     * before any other check, so a send that reached the server is never refused on retry.
     */
    async send(user: UserRow, id: string, input: SendMessageInput) {
      return deliver(user, id, input.clientKey, input.body, (write) =>
        ctx.db.transaction((tx) => write(tx)),
      );
    },

    /**
     * Sends a photo: checked and re-encoded like a pet photo (JPEG, PNG or WebP), kept as a
     * private file only the two people can read, stored once per client key like a message. If
     * the message is not stored (a racing retry won), neither is the photo.
     */
    async sendPhoto(user: UserRow, id: string, clientKey: string, upload: UploadedImage) {
      return deliver(user, id, clientKey, '', async (write) => {
        const image = await prepareImage(upload, { allowGif: false });
        const { result } = await files.createPrivate(
          {
            kind: 'message_attachment',
            ownerId: user.id,
            filename: `photo.${image.ext}`,
            contentType: IMAGE_TYPES[image.ext] ?? 'application/octet-stream',
            bytes: image.bytes,
          },
          (tx, file) => write(tx, file.id),
        );
        return result ?? null;
      });
    },

    async read(user: UserRow, id: string) {
      const conversation = await mine(user, id);
      const isParent = conversation.parentId === user.id;
      const readSeq = await repo.markRead(conversation, isParent);
      const unread = await repo.unreadCount(user.id);
      if (readSeq !== null) {
        await live.publish([conversation.parentId, conversation.providerId], 'conversation.read', {
          conversationId: conversation.id,
          readerId: user.id,
          readSeq,
        });
      }
      return {
        readSeq:
          readSeq ?? Number(isParent ? conversation.parentReadSeq : conversation.providerReadSeq),
        unread,
      };
    },

    async unread(user: UserRow) {
      return { unread: await repo.unreadCount(user.id) };
    },

    async block(user: UserRow, id: string, blocked: boolean) {
      const conversation = await mine(user, id);
      const otherId = otherOf(conversation, user.id);
      if (blocked) await repo.block(user.id, otherId);
      else await repo.unblock(user.id, otherId);
      await live.publish([conversation.parentId, conversation.providerId], 'conversation.changed', {
        conversationId: conversation.id,
      });
      return viewOf(user, conversation.id);
    },

    async report(user: UserRow, id: string, reason: string) {
      const conversation = await mine(user, id);
      const row = await repo.insertReport({
        conversationId: conversation.id,
        reporterId: user.id,
        reason,
      });
      ctx.log.info({ reportId: row.id, conversationId: conversation.id }, 'conversation reported');
      return { reportId: row.id };
    },

    async reports(status: 'open' | 'resolved'): Promise<{ reports: MessageReport[] }> {
      const rows = await repo.reports(status);
      return { reports: await Promise.all(rows.map((r) => reportView(r))) };
    },

    async resolveReport(admin: UserRow, id: string) {
      const row = isUuid(id) ? await repo.resolveReport(id, admin.id) : null;
      if (!row) throw notFound(MESSAGING_MESSAGES.reportNotFound);
      return { report: await reportView(row) };
    },

    /** For the message.sent consumer. */
    repo,
  };

  async function reportView(
    row: Awaited<ReturnType<typeof repo.reports>>[number],
  ): Promise<MessageReport> {
    const conversation = await repo.conversationById(row.conversationId);
    if (!conversation) throw notFound(MESSAGING_MESSAGES.reportNotFound);
    const [people, messages] = await Promise.all([
      repo.people([row.reporterId, conversation.parentId, conversation.providerId]),
      repo.lastMessages(conversation.id, MESSAGE_LIMITS.reportMessages),
    ]);
    const who = (pid: string) => {
      const p = people.find((x) => x.id === pid);
      return { id: pid, name: p?.name ?? '', email: p?.email ?? '' };
    };
    const reporter = who(row.reporterId);
    return {
      id: row.id,
      reason: row.reason,
      status: row.status,
      createdAt: iso(row.createdAt),
      resolvedAt: row.resolvedAt ? iso(row.resolvedAt) : null,
      reporter: { id: reporter.id, name: reporter.name },
      conversationId: conversation.id,
      parent: who(conversation.parentId),
      provider: who(conversation.providerId),
      messages: messages.map((m) => ({
        id: m.id,
        senderId: m.senderId,
        body: m.body,
        createdAt: iso(m.createdAt),
      })),
    };
  }
}

export type MessagingService = ReturnType<typeof createMessagingService>;
