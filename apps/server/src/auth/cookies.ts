import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'pm_session';
export const CSRF_COOKIE = 'pm_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** Marks a request the app made on its own (timers), not on the user's action. */
export const BACKGROUND_HEADER = 'x-petmitra-background';

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
