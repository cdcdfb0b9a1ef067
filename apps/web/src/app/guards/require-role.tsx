import { Navigate } from 'react-router';
import { AUTH_STATUS_TEXT } from '@petmitra/core/auth/messages';
import { dashboardPathFor, type Role } from '@petmitra/core/auth/roles';
import { RequireSession } from './require-session';

/**
 * Pages of one role (pet parent or provider). A signed-out visitor goes to /login; a user of
 * another role is sent to their own dashboard. The API enforces the same rule.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  return (
    <RequireSession
      loadingLabel={AUTH_STATUS_TEXT.loading}
      refuse={(user) =>
        roles.includes(user.role) ? null : <Navigate to={dashboardPathFor(user.role)} replace />
      }
    />
  );
}
