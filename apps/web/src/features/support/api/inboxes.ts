import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryIn } from '@petmitra/core/api/operation';
import type { InboxStatus } from '@petmitra/core/support/support';
import { supportApi } from '@petmitra/core/support/support-api';
import { call } from '../../../lib/api-client';

const inboxKey = ['admin', 'support'] as const;

export type InboxQuery = QueryIn<typeof supportApi.contactInbox>;

export function useContactInbox(query: InboxQuery) {
  return useQuery({
    queryKey: [...inboxKey, 'contact', query],
    queryFn: ({ signal }) => call(supportApi.contactInbox, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackInbox(query: InboxQuery) {
  return useQuery({
    queryKey: [...inboxKey, 'feedback', query],
    queryFn: ({ signal }) => call(supportApi.feedbackInbox, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InboxStatus }) =>
      call(supportApi.setContactStatus, { params: { id }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}

export function useReplyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }) =>
      call(supportApi.replyContact, { params: { id }, body: { reply } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}

export function useSetFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InboxStatus }) =>
      call(supportApi.setFeedbackStatus, { params: { id }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}
