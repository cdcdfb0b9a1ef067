import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryIn } from '@petmitra/core/api/operation';
import { notificationsApi } from '@petmitra/core/marketplace/notifications-api';
import { call } from '../../../lib/api-client';

const outboxKey = ['admin', 'email-outbox'] as const;

export function useOutbox(query: QueryIn<typeof notificationsApi.adminOutbox>) {
  return useQuery({
    queryKey: [...outboxKey, query],
    queryFn: ({ signal }) => call(notificationsApi.adminOutbox, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(notificationsApi.adminRetryEmail, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}
