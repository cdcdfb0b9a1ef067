import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emailVerificationApi } from '@petmitra/core/auth/auth-api';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from './get-session';

const statusKey = ['auth', 'email-verification'] as const;

/**
 * Whether the signed-in account must still verify its address before the blocked actions
 * (the server decides: the setting, the role). Asked only for an unverified account.
 */
export function useEmailVerificationRequired() {
  const { user } = useSession();
  const query = useQuery({
    queryKey: [...statusKey, user?.id],
    queryFn: ({ signal }) => call(emailVerificationApi.status, { signal }),
    enabled: Boolean(user && !user.emailVerified),
    staleTime: 60_000,
  });
  return Boolean(user && !user.emailVerified && query.data?.required);
}

/** Follows the emailed link: confirms the address, then refreshes the session. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(emailVerificationApi.verify, { body: { token } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      await queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
}

/** Asks for a new link for the signed-in account (rate limited by the server). */
export function useResendVerification() {
  return useMutation({ mutationFn: () => call(emailVerificationApi.resend) });
}
