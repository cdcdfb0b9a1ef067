import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { notificationsApi } from '@petmitra/core/marketplace/notifications-api';
import type { NotificationListQuery } from '@petmitra/core/notifications/schemas';
import { toastFor } from '@petmitra/core/notifications/settings';
import { call } from '../../../lib/api-client';
import { useLiveEvent, useLiveOpen } from '../../../lib/live-stream';
import { hasSessionUser } from '../../../lib/session-cache';
import { useSessionUser } from '../../../lib/use-session-user';
import { toast } from '../../../lib/toast';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: Partial<NotificationListQuery>) => ['notifications', 'list', query] as const,
  unread: ['notifications', 'unread'] as const,
};

export function useNotifications(query: Partial<NotificationListQuery>, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => call(notificationsApi.list, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The bell's count: only while someone is signed in (never asked for as they sign out). */
export function useUnreadCount() {
  const { user } = useSessionUser();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) =>
      hasSessionUser(queryClient)
        ? (await call(notificationsApi.unreadCount, { signal })).count
        : 0,
    enabled: user !== null,
  });
}

/** After any change: the lists refetch, the badge takes the server's count. */
function settle(queryClient: QueryClient, unread?: number) {
  if (unread !== undefined) queryClient.setQueryData(notificationKeys.unread, unread);
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

type Action =
  | { kind: 'read'; id: string }
  | { kind: 'readMany'; ids: string[] }
  | { kind: 'readAll' }
  | { kind: 'delete'; id: string }
  | { kind: 'deleteMany'; ids: string[] }
  | { kind: 'clearAll' };

async function perform(action: Action): Promise<{ unread: number }> {
  switch (action.kind) {
    case 'read':
      return call(notificationsApi.markRead, { params: { id: action.id } });
    case 'readMany':
      return call(notificationsApi.markManyRead, { body: { ids: action.ids } });
    case 'readAll':
      return call(notificationsApi.markAllRead);
    case 'delete':
      return call(notificationsApi.remove, { params: { id: action.id } });
    case 'deleteMany':
      return call(notificationsApi.removeMany, { body: { ids: action.ids } });
    case 'clearAll':
      return call(notificationsApi.clearAll);
  }
}

/** Mark read, mark all read, delete, bulk and clear all: one mutation, the same refresh. */
export function useNotificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: perform,
    onSuccess: (reply) => settle(queryClient, reply.unread),
  });
}

/**
 * Keeps the bell and the page current from the live stream: a new notification refreshes them
 * (high and urgent ones also raise a toast: urgent an error for 10 s, high an info for 5 s);
 * reads and deletes in another tab update the count.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useLiveEvent('notification.created', ({ notification, unread }) => {
    void settle(queryClient, unread);
    const kind = toastFor(notification.priority);
    if (kind) {
      toast[kind.type](notification.message, {
        title: notification.title,
        duration: kind.duration,
        id: `notification-${notification.id}`,
      });
    }
  });
  useLiveEvent('notifications.changed', ({ unread }) => void settle(queryClient, unread));
  // A notification made between the first fetch and the stream opening arrives here.
  useLiveOpen(() => void settle(queryClient));
}
