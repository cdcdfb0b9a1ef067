import { skipToken, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@petmitra/core/users/profile';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The signed-in user as the shell already loaded it (the role guard waits for the session
 * before a home page renders). Reads the shared session entry and never fetches it again.
 */
export function useSignedInUser(): SessionUser | null {
  const { data } = useQuery<SessionUser | null>({
    queryKey: queryKeys.session,
    queryFn: skipToken,
  });
  return data ?? null;
}
