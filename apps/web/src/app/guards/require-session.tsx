import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { SessionUser } from '@petmitra/core/users/profile';
import { messageForError } from '@petmitra/core/errors';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../features/auth/api/get-session';

/**
 * What every guard does first: wait for the session, offer a retry when it could not be
 * checked, and send a signed-out visitor to /login (remembering where they were going). Then
 * `refuse` may turn a signed-in user away (null lets them in). The API enforces the same rules.
 */
export function RequireSession({
  loadingLabel,
  refuse,
}: {
  loadingLabel: string;
  refuse?: (user: SessionUser) => ReactNode | null;
}) {
  const { user, isLoading, error, refetch } = useSession();
  const location = useLocation();
  if (isLoading) return <PageLoader label={loadingLabel} />;
  if (!user) {
    if (error) {
      return (
        <ErrorState
          title="We couldn't check your sign-in"
          message={messageForError(error)}
          onRetry={() => void refetch()}
        />
      );
    }
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return refuse?.(user) ?? <Outlet />;
}
