import { useNavigate } from 'react-router';

/** Router state that asks the SignOutHandler to end the session once the page has changed. */
export interface SignOutState {
  signOut: true;
}

export function isSignOutState(state: unknown): state is SignOutState {
  return (state as Partial<SignOutState> | null)?.signOut === true;
}

/**
 * Logout goes to / first and signs out after that page has rendered. The router commits a
 * navigation as a transition while the session cache updates synchronously, so signing out
 * first would let the signed-in page's guard redirect to /login before / appears.
 */
export function useRequestSignOut() {
  const navigate = useNavigate();
  return () => void navigate('/', { state: { signOut: true } satisfies SignOutState });
}
