import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordFormValues } from '@petmitra/core/auth/sign-in-schemas';
import { authApi } from '@petmitra/core/auth/auth-api';
import { call } from '../../../lib/api-client';

/** Emails a reset link (/reset-password?token=...) when the address has an account. */
export function requestPasswordReset(input: ForgotPasswordFormValues) {
  return call(authApi.forgotPassword, { body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
