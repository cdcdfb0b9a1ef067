import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@petmitra/core/auth/auth-api';
import { call } from '../../../lib/api-client';
import { replaceSessionUser } from '../../../lib/session-cache';

export async function logout(): Promise<void> {
  // keepalive: sign-out must reach the server even if the user leaves the page right away.
  await call(authApi.logout, { keepalive: true });
}

/**
 * Signs out and forgets everything cached for the user. The cache is cleared even when the
 * call fails (an already-expired session), so the browser never shows the old account.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      replaceSessionUser(queryClient, null);
    },
  });
}
