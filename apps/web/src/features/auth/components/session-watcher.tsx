import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@petmitra/core/auth/messages';
import { LIMITS } from '@petmitra/core/constants';
import type { SessionUser } from '@petmitra/core/users/profile';
import { onUnauthorized } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { replaceSessionUser } from '../../../lib/session-cache';
import { toast } from '../../../lib/toast';
import { getSession, sessionQueryOptions, useSession } from '../api/get-session';

const SESSION_EXPIRED_TOAST = 'session-expired';

/**
 * Ends the browser's view of a session the server has ended: any 401 while signed in, and for
 * a super admin a re-check every LIMITS.adminCheckIntervalMs and whenever the window regains
 * focus (spec part 1, section 4: admin sessions expire after 30 idle minutes).
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const isSuperAdmin = user?.role === 'super_admin';

  const endSession = useEffectEvent(() => {
    replaceSessionUser(queryClient, null);
    toast.warning(AUTH_MESSAGES.notAuthenticated, {
      id: SESSION_EXPIRED_TOAST,
      title: 'Signed out',
    });
    void navigate('/login', { replace: true, state: { from: location } });
  });

  useEffect(
    () =>
      onUnauthorized(() => {
        const current = queryClient.getQueryData<SessionUser | null>(queryKeys.session);
        if (current) endSession();
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!isSuperAdmin) return;
    let checking = false;
    const check = async () => {
      if (checking) return;
      checking = true;
      try {
        const fresh = await queryClient.fetchQuery({
          ...sessionQueryOptions(),
          queryFn: ({ signal }) => getSession(signal, { background: true }),
          staleTime: 0,
        });
        if (!fresh || fresh.role !== 'super_admin') endSession();
      } catch {
        // Offline or the server is down: keep the session and check again later.
      } finally {
        checking = false;
      }
    };
    const timer = window.setInterval(check, LIMITS.adminCheckIntervalMs);
    window.addEventListener('focus', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, [isSuperAdmin, queryClient]);

  return null;
}
