/** Names both sides of the API must agree on, written once. */

/** The httpOnly session cookie (its value is never readable by the page). */
export const SESSION_COOKIE = 'pm_session';
/** The readable CSRF cookie the page echoes in CSRF_HEADER on every state-changing call. */
export const CSRF_COOKIE = 'pm_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** Marks a request the app made on its own (timers), not on the user's action. */
export const BACKGROUND_HEADER = 'x-petmitra-background';
