/**
 * Query keys shared across features. The session is read by the shell, the guards and every
 * feature that changes the signed-in user (profile), so its key lives here rather than inside
 * one feature.
 */
export const queryKeys = {
  session: ['auth', 'session'] as const,
  profile: ['profile'] as const,
};
