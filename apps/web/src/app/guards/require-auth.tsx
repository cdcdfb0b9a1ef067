import { AUTH_STATUS_TEXT } from '@petmitra/core/auth/messages';
import { RequireSession } from './require-session';

/** A signed-in user, or /login (remembering where the visitor was going). */
export function RequireAuth() {
  return <RequireSession loadingLabel={AUTH_STATUS_TEXT.loading} />;
}
