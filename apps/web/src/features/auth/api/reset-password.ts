import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordFormValues } from '@petmitra/core/auth/schemas';
import { authApi } from '@petmitra/core/auth/auth-api';
import { call } from '../../../lib/api-client';
import { replaceSessionUser } from '../../../lib/session-cache';

/** Sets a new password, with the emailed token or for the signed-in user (no token). */
export function resetPassword(input: ResetPasswordFormValues) {
  return call(authApi.resetPassword, { body: input });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The API ends the session after a reset; the user signs in again with the new password.
    onSuccess: () => {
      replaceSessionUser(queryClient, null);
    },
  });
}
