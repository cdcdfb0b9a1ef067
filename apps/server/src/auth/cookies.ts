import type { FastifyReply } from 'fastify';

import { SESSION_COOKIE } from '@petmitra/core/api/http';

export {
  BACKGROUND_HEADER,
  CSRF_COOKIE,
  CSRF_HEADER,
  SESSION_COOKIE,
} from '@petmitra/core/api/http';

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
