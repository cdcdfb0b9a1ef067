import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@petmitra/core/auth/auth-api';
import type { SessionUser } from '@petmitra/core/users/profile';
import { BACKGROUND_HEADER, call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in user, or null. Also makes the API issue the CSRF cookie. */
export async function getSession(
  signal?: AbortSignal,
  options: { background?: boolean } = {},
): Promise<SessionUser | null> {
  const body = await call(authApi.session, {
    signal,
    quietAuth: true,
    headers: options.background ? { [BACKGROUND_HEADER]: '1' } : undefined,
  });
  return body.user;
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
  });

/** The session as the guards and the shell see it. */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}
