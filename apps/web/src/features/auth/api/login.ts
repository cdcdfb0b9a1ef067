import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginFormValues } from '@petmitra/core/auth/sign-in-schemas';
import type { TwoFactorLoginInput } from '@petmitra/core/auth/totp';
import { authApi } from '@petmitra/core/auth/auth-api';
import type { SessionUser } from '@petmitra/core/users/profile';
import { call } from '../../../lib/api-client';
import { clearNewAccount } from '../../../lib/new-account';
import { replaceSessionUser } from '../../../lib/session-cache';

export function login(input: LoginFormValues) {
  return call(authApi.login, { body: input });
}

function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: SessionUser) => {
    // Nothing cached for a guest (or a previous user) may leak into the signed-in view.
    replaceSessionUser(queryClient, user);
    clearNewAccount();
  };
}

/** The password step; an admin with two-factor gets a challenge for the code step instead. */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: login,
    onSuccess: (reply) => {
      if ('user' in reply) signedIn(reply.user);
    },
  });
}

/** An admin's code step: the challenge and a code from the authenticator (or a recovery code). */
export function useLoginTwoFactor() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: TwoFactorLoginInput) => call(authApi.loginTwoFactor, { body: input }),
    onSuccess: ({ user }) => signedIn(user),
  });
}
