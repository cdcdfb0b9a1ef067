import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@petmitra/core/users/profile';
import { queryKeys } from './query-keys';

/**
 * Switches the cache to another user (or to signed out): forgets everything cached for the
 * previous one and sets the session. The session entry itself is updated in place rather than
 * removed, so components already watching it (header, guards) see the change at once.
 */
export function replaceSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  void queryClient.cancelQueries({
    predicate: (query) => query.queryKey[0] !== queryKeys.session[0],
  });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
  queryClient.setQueryData(queryKeys.session, user);
}
