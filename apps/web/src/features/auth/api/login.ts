import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginFormValues } from '@petmitra/core/auth/schemas';
import { authApi } from '@petmitra/core/auth/auth-api';
import { call } from '../../../lib/api-client';
import { clearNewAccount } from '../../../lib/new-account';
import { replaceSessionUser } from '../../../lib/session-cache';

export function login(input: LoginFormValues) {
  return call(authApi.login, { body: input });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      // Nothing cached for a guest (or a previous user) may leak into the signed-in view.
      replaceSessionUser(queryClient, user);
      clearNewAccount();
    },
  });
}
