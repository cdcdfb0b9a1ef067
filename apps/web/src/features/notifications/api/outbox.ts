import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryIn } from '@petmitra/core/api/operation';
import { adminApi } from '@petmitra/core/admin/admin-api';
import { call } from '../../../lib/api-client';

const outboxKey = ['admin', 'email-outbox'] as const;

export function useOutbox(query: QueryIn<typeof adminApi.emailOutbox>) {
  return useQuery({
    queryKey: [...outboxKey, query],
    queryFn: ({ signal }) => call(adminApi.emailOutbox, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(adminApi.retryEmail, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}
