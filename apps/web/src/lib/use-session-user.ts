import { skipToken, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@petmitra/core/users/profile';
import { queryKeys } from './query-keys';

/**
 * The signed-in user as the shell loaded it (the header asks for the session on every page).
 * Reads the shared session entry and never fetches it itself; null for a guest or until known.
 */
export function useSessionUser(): { user: SessionUser | null; known: boolean } {
  const { data, isPending } = useQuery<SessionUser | null>({
    queryKey: queryKeys.session,
    queryFn: skipToken,
  });
  return { user: data ?? null, known: !isPending };
}
