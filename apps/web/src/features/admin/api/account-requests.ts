import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@petmitra/core/account/account-api';
import type { QueryIn } from '@petmitra/core/api/operation';
import { call } from '../../../lib/api-client';

const queueKey = ['admin', 'account-requests'] as const;

export type AccountRequestQuery = QueryIn<typeof accountApi.adminQueue>;

export function useAccountRequestQueue(query: AccountRequestQuery) {
  return useQuery({
    queryKey: [...queueKey, query],
    queryFn: ({ signal }) => call(accountApi.adminQueue, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideAccountRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, note }: { id: string; approve: boolean; note?: string }) =>
      approve
        ? call(accountApi.approve, { params: { id } })
        : call(accountApi.reject, { params: { id }, body: { note: note ?? null } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}
