import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError, messageForError } from '@petmitra/core/errors';
import { toast } from '../../../lib/toast';
import { useLogout } from '../api/logout';
import { isSignOutState } from '../sign-out';

/** Ends the session when a page arrives with the sign-out request (see useRequestSignOut). */
export function SignOutHandler() {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const requested = isSignOutState(location.state);

  useEffect(() => {
    if (!requested) return;
    // Drop the request from history so Back/Forward never signs out again.
    void navigate(location.pathname + location.search, { replace: true, state: null });
    logout(undefined, {
      onError: (error) => {
        // An already-ended session is still a successful sign-out from the user's side.
        if (!isApiError(error) || error.status !== 401) toast.error(messageForError(error));
      },
    });
  }, [requested, navigate, location.pathname, location.search, logout]);

  return null;
}
