import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { QueryIn, ReplyOf } from '@petmitra/core/api/operation';
import { adminApi } from '@petmitra/core/admin/admin-api';
import type { AdminUserUpdateFormValues } from '@petmitra/core/admin/schemas';
import { call } from '../../../lib/api-client';

/** Every admin users query starts with this key, so one invalidation refreshes them all. */
export const adminUsersKey = ['admin', 'users'] as const;

export type AdminUsersQuery = QueryIn<typeof adminApi.users>;
export type AdminUsersReply = ReplyOf<typeof adminApi.users>;
export type AdminUserDetail = ReplyOf<typeof adminApi.user>;

export const adminUsersQueryOptions = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: [...adminUsersKey, 'list', query],
    queryFn: ({ signal }) => call(adminApi.users, { query, signal }),
    // Typing in the search keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** One page of accounts, searched and filtered by the server, with the counts by role. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(adminUsersQueryOptions(query));
}

/** One account with its counts and recent activity (the View modal). */
export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: [...adminUsersKey, 'detail', id],
    queryFn: ({ signal }) => call(adminApi.user, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: AdminUserUpdateFormValues }) =>
      call(adminApi.updateUser, { params: { id }, body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}

/** Suspend or reactivate, by the admin's choice. */
export function useSetSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, suspend }: { id: string; suspend: boolean }) =>
      call(suspend ? adminApi.suspendUser : adminApi.reactivateUser, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
