import type { FastifyPluginAsync } from 'fastify';
import { authApi } from '@petmitra/core/auth/auth-api';
import { emailVerificationApi } from '@petmitra/core/auth/auth-api';
import { currentUser, requireUser } from '../../auth/plugin';
import { clearSessionCookie, setSessionCookie } from '../../auth/cookies';
import { toSessionUser } from '../../auth/session-user';
import { ensureCsrfCookie } from '../../http/security';
import { route } from '../../http/route';
import { createAuthService } from './service';
import { createEmailVerification } from './email-verification';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const auth = createAuthService(app.ctx);
  const verification = createEmailVerification(app.ctx);
  const secure = app.ctx.env.isProduction;
  const perIp = {
    config: { rateLimit: { max: app.ctx.env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
  };
  const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent:
      typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  route(app, authApi.session, {}, async (request, reply) => {
    const csrfToken = ensureCsrfCookie(request, reply);
    return { user: request.user ? toSessionUser(request.user) : null, csrfToken };
  });

  route(app, authApi.register, perIp, async (request, reply) => {
    const { user, session } = await auth.register(request.body, meta(request));
    setSessionCookie(reply, session.token, session.expiresAt, secure);
    return { user: toSessionUser(user) };
  });

  route(app, authApi.login, perIp, async (request, reply) => {
    const { user, session, challenge } = await auth.login(request.body, meta(request));
    // An admin with two-factor: no session until the code step.
    if (!session) return { twoFactor: { challenge: challenge! } };
    setSessionCookie(reply, session.token, session.expiresAt, secure);
    return { user: toSessionUser(user) };
  });

  route(app, authApi.loginTwoFactor, perIp, async (request, reply) => {
    const { user, session } = await auth.loginTwoFactor(request.body, meta(request));
    setSessionCookie(reply, session.token, session.expiresAt, secure);
    return { user: toSessionUser(user) };
  });

  route(app, authApi.logout, {}, async (request, reply) => {
    await auth.logout(request.sessionToken);
    clearSessionCookie(reply, secure);
    return null;
  });

  route(app, authApi.forgotPassword, perIp, async (request) => {
    await auth.requestPasswordReset(request.body.email, meta(request));
    return { ok: true as const };
  });

  route(app, authApi.resetPassword, perIp, async (request, reply) => {
    await auth.resetPassword(request.body, request.user?.id ?? null, meta(request));
    clearSessionCookie(reply, secure);
    return { ok: true as const };
  });

  // Email verification (docs/decisions/0027-email-verification.md).
  route(app, emailVerificationApi.status, { preHandler: requireUser }, async (request) =>
    verification.status(currentUser(request)),
  );

  // The link's page: the token alone confirms the address (it may be opened signed out).
  route(app, emailVerificationApi.verify, perIp, async (request) => {
    await verification.verify(request.body.token);
    return { ok: true as const };
  });

  route(app, emailVerificationApi.resend, { preHandler: requireUser }, async (request) => {
    await verification.resend(currentUser(request), request.ip);
    return { ok: true as const };
  });
};
