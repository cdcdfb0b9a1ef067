import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@petmitra/core/users/profile';
import { queryKeys } from './query-keys';

/**
 * Switches the cache to another user (or to signed out): forgets everything cached for the
 * previous one and sets the session. The session entry itself is updated in place rather than
 * removed, so components already watching it (header, guards) see the change at once.
 */
export function replaceSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  // The session first: a component that renders again before it unmounts (the header's bell)
  // already sees the new user, so it never fetches the old user's data as the new one (a 401
  // after sign-out).
  queryClient.setQueryData(queryKeys.session, user);
  void queryClient.cancelQueries({
    predicate: (query) => query.queryKey[0] !== queryKeys.session[0],
  });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
}

/**
 * Whether the cache holds a signed-in user right now. A user-only query checks it when it runs,
 * not only when it renders: a refetch that starts as the account signs out asks for nothing.
 */
export function hasSessionUser(queryClient: QueryClient): boolean {
  return Boolean(queryClient.getQueryData<SessionUser | null>(queryKeys.session));
}
