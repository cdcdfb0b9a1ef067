import { MESSAGING_MESSAGES } from '@petmitra/core/messaging/messaging';
import type { AppContext } from '../../context';
import { createNotificationService } from '../notifications/service';
import { createMessagingService } from './service';

/** Longest message preview a notification carries. */
const PREVIEW_MAX = 140;

/**
 * How long a message waits before its consumer decides whether to notify. A recipient who
 * has the conversation open reads the message on arrival (the page marks it read) and one who
 * answers within this time has read it too (sending moves their receipt): neither is notified.
 * This is how "the conversation is open live" is known on every instance: from the stored read
 * receipt, not from which streams are connected where.
 */
export const MESSAGE_NOTIFY_HOLD_SECONDS = 10;

/**
 * message.sent, MESSAGE_NOTIFY_HOLD_SECONDS after the send: the message reaches both people's
 * open tabs if the send did not announce it (its process stopped between the commit and the
 * announcement on the Redis or in-process bus; on the PostgreSQL bus the announcement commits
 * with the message), and the recipient is notified (in-app, push, email by their settings)
 * unless they have read it by then, and only once per burst: for the first message they have
 * not read from the other side, so ten quick messages are one notification and one email until
 * they read the conversation.
 */
export function registerMessagingConsumers(ctx: AppContext) {
  const messaging = createMessagingService(ctx);
  const { repo } = messaging;
  const notifications = createNotificationService(ctx);

  ctx.events.consume(
    'message.sent',
    'deliver',
    async (event) => {
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
    },
    { delaySeconds: MESSAGE_NOTIFY_HOLD_SECONDS },
  );
}
