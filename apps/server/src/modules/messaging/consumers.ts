import { MESSAGING_MESSAGES } from '@petmitra/core/messaging/messaging';
import type { AppContext } from '../../context';
import { createNotificationService } from '../notifications/service';
import { createMessagingService } from './service';

/** Longest message preview a notification carries. */
const PREVIEW_MAX = 140;

/**
 * message.sent: the message reaches both people's open tabs (again: the send already pushed
 * it, the dedupe key makes this a no-op unless that process stopped first), and the recipient
 * is notified (in-app, push, email by their settings) once per burst: only for the first
 * message they have not read from the other side, so ten quick messages are one notification
 * and one email until they read the conversation.
 */
export function registerMessagingConsumers(ctx: AppContext) {
  const messaging = createMessagingService(ctx);
  const { repo } = messaging;
  const notifications = createNotificationService(ctx);

  ctx.events.consume('message.sent', 'deliver', async (event) => {
    const [message, conversation, sender, recipient] = await Promise.all([
      repo.messageById(event.payload.messageId),
      repo.conversationById(event.payload.conversationId),
      repo.person(event.payload.senderId),
      repo.person(event.payload.recipientId),
    ]);
    if (!message || !conversation || !sender) return;
    await messaging.announce(message, conversation);
    if (!recipient || recipient.suspendedAt || recipient.deletedAt) return;

    const recipientIsParent = conversation.parentId === recipient.id;
    const readSeq = recipientIsParent ? conversation.parentReadSeq : conversation.providerReadSeq;
    if (readSeq >= message.seq) return; // read already (the page was open)
    if ((await repo.earlierUnread(conversation, recipientIsParent, message.seq)) > 0) return;

    const shown =
      messaging.toChatMessage(
        message,
        await repo.contactsShared(conversation.parentId, conversation.providerId),
      ).body || MESSAGING_MESSAGES.photoSent;
    const preview = shown.length > PREVIEW_MAX ? `${shown.slice(0, PREVIEW_MAX - 1)}…` : shown;
    await notifications.notify(
      recipient.id,
      {
        type: 'new_message',
        title: `New message from ${sender.name}`,
        message: preview,
        data: { conversationId: conversation.id, link: `/messages/${conversation.id}` },
      },
      { dedupeKey: event.id },
    );
  });
}
