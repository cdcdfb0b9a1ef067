import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@petmitra/core/auth/roles';
import { AUTH_MESSAGES } from '@petmitra/core/auth/messages';
import { authError, permissionError } from '../http/errors';
import { isApiRequest, routeConfig } from '../http/security';
import { BACKGROUND_HEADER, clearSessionCookie, SESSION_COOKIE } from './cookies';
import type { UserRow } from './session-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers everyone alike and never reads the signed-in user (health, search):
     * the session cookie is not looked up, which saves a database round trip per request.
     */
    sessionless?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null. Filled once per request by the auth plugin. */
    user: UserRow | null;
    sessionToken: string | null;
  }
}

/**
 * Resolves the session cookie on every /api request (but those of `sessionless` routes). A
 * super admin's idle session is ended here and the request continues as signed out (guarded
 * routes then answer 401).
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !isApiRequest(request) || routeConfig(request)?.sessionless) return;
    // The app's periodic admin check is not the admin being active.
    const background = request.headers[BACKGROUND_HEADER] === '1';
    const resolved = await app.ctx.sessions.resolve(token, { touch: !background });
    if (resolved.state === 'active') {
      request.user = resolved.user;
      request.sessionToken = token;
      return;
    }
    clearSessionCookie(reply, app.ctx.env.isProduction);
    if (resolved.state === 'admin_idle') {
      await app.ctx.security.record({
        type: 'admin_session_expired',
        userId: resolved.user.id,
        email: resolved.user.email,
        ip: request.ip,
      });
    }
  });
});

/** preHandler: any signed-in user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw authError(AUTH_MESSAGES.notAuthenticated);
}

/** preHandler factory: a signed-in user with one of the roles. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.user) throw authError(AUTH_MESSAGES.notAuthenticated);
    if (!roles.includes(request.user.role)) throw permissionError();
  };
}

/** The signed-in user inside a guarded handler. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw authError(AUTH_MESSAGES.notAuthenticated);
  return request.user;
}
