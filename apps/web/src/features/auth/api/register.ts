import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterFormValues } from '@petmitra/core/auth/schemas';
import { authApi } from '@petmitra/core/auth/auth-api';
import { call } from '../../../lib/api-client';
import { markNewAccount } from '../../../lib/new-account';
import { replaceSessionUser } from '../../../lib/session-cache';

/** Creates the account; the API signs the new user in. */
export function register(input: RegisterFormValues) {
  return call(authApi.register, { body: input });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      // Nothing cached for a guest (or a previous user) may leak into the signed-in view.
      replaceSessionUser(queryClient, user);
      markNewAccount(user.id);
    },
  });
}
