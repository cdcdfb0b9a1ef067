import { Navigate, Outlet, useLocation } from 'react-router';
import { AUTH_STATUS_TEXT } from '@petmitra/core/auth/messages';
import { dashboardPathFor, type Role } from '@petmitra/core/auth/roles';
import { messageForError } from '@petmitra/core/errors';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../features/auth/api/get-session';

/**
 * Pages of one role (pet parent or provider). A signed-out visitor goes to /login; a user of
 * another role is sent to their own dashboard. The API enforces the same rule.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
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
  if (!roles.includes(user.role)) return <Navigate to={dashboardPathFor(user.role)} replace />;
  return <Outlet />;
}
