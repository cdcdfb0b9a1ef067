import { Navigate, Outlet, useLocation } from 'react-router';
import { AUTH_STATUS_TEXT } from '@petmitra/core/auth/messages';
import { messageForError } from '@petmitra/core/errors';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../features/auth/api/get-session';

/** A signed-in user, or /login (remembering where the visitor was going). */
export function RequireAuth() {
  const { user, isLoading, error, refetch } = useSession();
  const location = useLocation();
  if (isLoading) return <PageLoader label={AUTH_STATUS_TEXT.loading} />;
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
  return <Outlet />;
}
