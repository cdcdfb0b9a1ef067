import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordFormValues } from '@petmitra/core/auth/schemas';
import { api } from '../../../lib/api-client';

/** Emails a reset link (/reset-password?token=...) when the address has an account. */
export function requestPasswordReset(input: ForgotPasswordFormValues): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/auth/forgot-password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
