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
    // One statement for all of it (the message, both people, receipts, live events, sharing).
    const found = await repo.deliveryContext(event.payload.messageId, event.payload.recipientId);
    if (!found) return;
    const { message, conversation, contactsShared } = found;
    // The send pushed it to both people's tabs unless its process stopped first.
    if (!found.announced) await messaging.announce(message, conversation, contactsShared);
    if (!found.recipientActive) return;
    if (found.readAlready) return; // read already (the page was open)
    if (found.earlierUnread) return; // a burst: its first message notified

    const shown =
      messaging.toChatMessage(message, contactsShared).body || MESSAGING_MESSAGES.photoSent;
    const preview = shown.length > PREVIEW_MAX ? `${shown.slice(0, PREVIEW_MAX - 1)}…` : shown;
    await notifications.notify(
      event.payload.recipientId,
      {
        type: 'new_message',
        title: `New message from ${found.senderName}`,
        message: preview,
        data: { conversationId: conversation.id, link: `/messages/${conversation.id}` },
      },
      { dedupeKey: event.id },
    );
  });
}
