import type { FastifyReply } from 'fastify';

import { SESSION_COOKIE } from '@petmitra/core/api/http';

export {
  BACKGROUND_HEADER,
  CSRF_COOKIE,
  CSRF_HEADER,
  SESSION_COOKIE,
} from '@petmitra/core/api/http';

/** Sets the session cookie, with a CSRF token bound to the new session. */
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
  reply.server.csrf.issue(reply, token, expiresAt);
}

/** Clears the session cookie; the CSRF token becomes a signed-out one. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.server.csrf.issue(reply, null);
}
