import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@petmitra/core/admin/admin-api';
import { call } from '../../../lib/api-client';

const KEY = ['admin', 'two-factor'];

/** The signed-in admin's own two-factor sign-in. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(adminApi.twoFactorStatus, { signal }),
  });
}

export function useTwoFactorSetup() {
  return useMutation({ mutationFn: () => call(adminApi.twoFactorSetup, {}) });
}

export function useTwoFactorChange(action: 'enable' | 'disable') {
  const queryClient = useQueryClient();
  const op = action === 'enable' ? adminApi.twoFactorEnable : adminApi.twoFactorDisable;
  return useMutation({
    mutationFn: (code: string) => call(op, { body: { code } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'security'] }),
      ]),
  });
}
