import type { ChatMessage } from '../messaging/messaging';
import type { NotificationItem } from '../notifications/schemas';

/**
 * The live stream (Server-Sent Events at LIVE_STREAM_PATH): what the server pushes to every open
 * tab of a signed-in user. Each feature adds the event types it pushes to this map; the server's
 * live service and the web's live hook are typed by it.
 */
export interface LiveEventMap {
  /** Something about a service request changed; pages showing it refresh. */
  'request.changed': { requestId: string };
  /** A new notification for the user (the bell adds it; high and urgent raise a toast). */
  'notification.created': {
    notification: NotificationItem;
    unread: number;
  };
  /** Notifications were read or deleted in another tab: the bell and the page refresh. */
  'notifications.changed': { unread: number };
  /** A message in one of the user's conversations (theirs from another tab, or the other side's). */
  'message.created': { message: ChatMessage };
  /** Someone read a conversation up to `readSeq`: read receipts and unread badges follow. */
  'conversation.read': { conversationId: string; readerId: string; readSeq: number };
  /** A conversation was blocked or unblocked: its page refreshes. */
  'conversation.changed': { conversationId: string };
}

export type LiveEventType = keyof LiveEventMap;

/** One event as the stream sends it (`id:` is the resume cursor for Last-Event-ID). */
export interface LiveEvent<T extends LiveEventType = LiveEventType> {
  id: string;
  type: T;
  data: LiveEventMap[T];
}

export const LIVE_STREAM_PATH = '/api/live';
/** Seconds between heartbeats (comments) that keep proxies from closing an idle stream. */
export const LIVE_HEARTBEAT_SECONDS = 25;
