import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { ReplyOf } from '@petmitra/core/api/operation';
import { isApiError } from '@petmitra/core/errors';
import type { ChatMessage } from '@petmitra/core/messaging/messaging';
import { MESSAGE_LIMITS } from '@petmitra/core/messaging/messaging-copy';
import { messagingApi } from '@petmitra/core/messaging/messaging-api';
import { call } from '../../../lib/api-client';
import { useLiveEvent, useLiveOpen } from '../../../lib/live-stream';
import { hasSessionUser } from '../../../lib/session-cache';
import { useSessionUser } from '../../../lib/use-session-user';

type HistoryPage = ReplyOf<typeof messagingApi.history>;

export const messagingKeys = {
  all: ['messaging'] as const,
  inbox: ['messaging', 'inbox'] as const,
  unread: ['messaging', 'unread'] as const,
  conversation: (id: string) => ['messaging', 'conversation', id] as const,
  history: (id: string) => ['messaging', 'history', id] as const,
  reports: (status: 'open' | 'resolved') => ['messaging', 'reports', status] as const,
};

export function useInbox() {
  return useQuery({
    queryKey: messagingKeys.inbox,
    queryFn: ({ signal }) => call(messagingApi.list, { signal }),
  });
}

/** The Messages link's count: only while someone is signed in (never asked for as they sign out). */
export function useUnreadMessages(enabled = true) {
  const { user } = useSessionUser();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messagingKeys.unread,
    queryFn: async ({ signal }) =>
      hasSessionUser(queryClient) ? (await call(messagingApi.unread, { signal })).unread : 0,
    enabled: enabled && user !== null,
  });
}

export function useConversation(id: string) {
  return useQuery({
    queryKey: messagingKeys.conversation(id),
    queryFn: async ({ signal }) =>
      (await call(messagingApi.get, { params: { id }, signal })).conversation,
    retry: false,
  });
}

/** The history, newest page first; older pages load backwards from the oldest shown. */
export function useHistory(id: string) {
  return useInfiniteQuery({
    queryKey: messagingKeys.history(id),
    queryFn: ({ pageParam, signal }) =>
      call(messagingApi.history, {
        params: { id },
        query: {
          limit: MESSAGE_LIMITS.pageSize,
          ...(pageParam ? { before: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last: HistoryPage) =>
      last.hasMore && last.messages[0] ? last.messages[0].seq : undefined,
    retry: false,
  });
}

/** Every message loaded, oldest first, each once. */
export function flatten(data: InfiniteData<HistoryPage> | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Map<string, ChatMessage>();
  for (const page of [...data.pages].reverse()) {
    for (const m of page.messages) seen.set(m.id, m);
  }
  return [...seen.values()].sort((a, b) => a.seq - b.seq);
}

/** Puts a message into the loaded history (a send or a live arrival), once. */
function addToHistory(queryClient: QueryClient, message: ChatMessage) {
  queryClient.setQueryData<InfiniteData<HistoryPage>>(
    messagingKeys.history(message.conversationId),
    (data) => {
      if (!data || data.pages.length === 0) return data;
      if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
      const [newest, ...older] = data.pages;
      return {
        ...data,
        pages: [{ ...newest!, messages: [...newest!.messages, message] }, ...older],
      };
    },
  );
}

const PENDING_PREFIX = 'pm_pending_messages:';

interface PendingMessage {
  body: string;
  clientKey: string;
}

/**
 * Messages on their way to the server, kept in this browser until the server answers, so a
 * tab that closes mid-send sends them again on the next visit (same key: stored once).
 */
export const pendingMessages = {
  read(conversationId: string): PendingMessage[] {
    try {
      return JSON.parse(
        localStorage.getItem(PENDING_PREFIX + conversationId) ?? '[]',
      ) as PendingMessage[];
    } catch {
      return [];
    }
  },
  write(conversationId: string, list: PendingMessage[]) {
    try {
      if (list.length === 0) localStorage.removeItem(PENDING_PREFIX + conversationId);
      else localStorage.setItem(PENDING_PREFIX + conversationId, JSON.stringify(list));
    } catch {
      // Storage full or off: the send still goes, only the after-close retry is lost.
    }
  },
};

/** A failure worth sending again: the network, or the server not answering properly. */
function isRetryable(error: unknown) {
  return !isApiError(error) || error.status >= 500;
}

export function newClientKey(): string {
  return crypto.randomUUID();
}

/** Sends one message; a network failure is retried with the same key (stored once). */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PendingMessage) =>
      (
        await call(messagingApi.send, {
          params: { id: conversationId },
          body: input,
          // The request outlives the tab when it closes mid-send.
          keepalive: true,
        })
      ).message,
    retry: (failures, error) => failures < 3 && isRetryable(error),
    retryDelay: (attempt) => 500 * 2 ** attempt,
    onMutate: (input) =>
      pendingMessages.write(conversationId, [...pendingMessages.read(conversationId), input]),
    onSettled: (_message, error, input) => {
      // Refused by the server (a 4xx): it will not be stored, so it is not retried later.
      if (error === null || !isRetryable(error)) {
        pendingMessages.write(
          conversationId,
          pendingMessages.read(conversationId).filter((p) => p.clientKey !== input.clientKey),
        );
      }
    },
    onSuccess: (message) => {
      addToHistory(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inbox });
    },
  });
}

/**
 * Sends one photo (multipart field `file`); the server checks and re-encodes it like a pet
 * photo. A network failure is retried with the same key, so it is stored once.
 */
export function useSendPhoto(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, clientKey }: { file: File; clientKey: string }) => {
      const formData = new FormData();
      formData.append('file', file);
      return (
        await call(messagingApi.sendPhoto, {
          params: { id: conversationId },
          query: { clientKey },
          formData,
        })
      ).message;
    },
    retry: (failures, error) => failures < 3 && isRetryable(error),
    retryDelay: (attempt) => 500 * 2 ** attempt,
    onSuccess: (message) => {
      addToHistory(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inbox });
    },
  });
}

export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(messagingApi.read, { params: { id: conversationId } }),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(messagingKeys.unread, unread);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inbox });
    },
  });
}

export function useBlock(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (blocked: boolean) =>
      (
        await call(blocked ? messagingApi.block : messagingApi.unblock, {
          params: { id: conversationId },
        })
      ).conversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagingKeys.conversation(conversationId), conversation);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inbox });
    },
  });
}

export function useReport(conversationId: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      call(messagingApi.report, { params: { id: conversationId }, body: { reason } }),
  });
}

export function useStartConversation() {
  return useMutation({
    mutationFn: async (input: { providerId?: string; requestId?: string; serviceId?: string }) =>
      (await call(messagingApi.start, { body: input })).conversation,
  });
}

export function useMessageReports(status: 'open' | 'resolved') {
  return useQuery({
    queryKey: messagingKeys.reports(status),
    queryFn: async ({ signal }) =>
      (await call(messagingApi.reports, { query: { status }, signal })).reports,
  });
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(messagingApi.resolveReport, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'reports'] }),
  });
}

/**
 * Keeps every messaging view of this tab current from the live stream: new messages go into
 * their conversation's history, receipts and blocks refresh the conversation, and the inbox and
 * the header's count follow. `onMessage` lets the open conversation mark arrivals read.
 */
export function useLiveMessages(onMessage?: (message: ChatMessage) => void) {
  const queryClient = useQueryClient();
  useLiveEvent('message.created', ({ message }) => {
    addToHistory(queryClient, message);
    void queryClient.invalidateQueries({ queryKey: messagingKeys.inbox });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.unread });
    onMessage?.(message);
  });
  useLiveEvent('conversation.read', ({ conversationId }) => {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.inbox });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.unread });
  });
  useLiveEvent('conversation.changed', ({ conversationId }) => {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.inbox });
  });
  useLiveOpen(() => void queryClient.invalidateQueries({ queryKey: messagingKeys.all }));
}
