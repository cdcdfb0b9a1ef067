import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@petmitra/core/auth/schemas';
import { sessionUserSchema } from '@petmitra/core/users/profile';
import { clearSessionCookie, setSessionCookie } from '../../auth/cookies';
import { toSessionUser } from '../../auth/session-user';
import { ensureCsrfCookie } from '../../http/security';
import { createAuthService } from './service';

const userReply = z.object({ user: sessionUserSchema });
const okReply = z.object({ ok: z.literal(true) });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app.ctx);
  const secure = app.ctx.env.isProduction;
  const perIp = { rateLimit: { max: app.ctx.env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };
  const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent:
      typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.get(
    '/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or null; also issues the CSRF cookie',
        response: { 200: z.object({ user: sessionUserSchema.nullable(), csrfToken: z.string() }) },
      },
    },
    async (request, reply) => {
      const csrfToken = ensureCsrfCookie(request, reply, secure);
      return { user: request.user ? toSessionUser(request.user) : null, csrfToken };
    },
  );

  app.post(
    '/register',
    {
      config: perIp,
      schema: { tags: ['auth'], body: registerSchema, response: { 201: userReply } },
    },
    async (request, reply) => {
      const { user, session } = await auth.register(request.body, meta(request));
      setSessionCookie(reply, session.token, session.expiresAt, secure);
      return reply.status(201).send({ user: toSessionUser(user) });
    },
  );

  app.post(
    '/login',
    { config: perIp, schema: { tags: ['auth'], body: loginSchema, response: { 200: userReply } } },
    async (request, reply) => {
      const { user, session } = await auth.login(request.body, meta(request));
      setSessionCookie(reply, session.token, session.expiresAt, secure);
      return { user: toSessionUser(user) };
    },
  );

  app.post('/logout', { schema: { tags: ['auth'] } }, async (request, reply) => {
    await auth.logout(request.sessionToken);
    clearSessionCookie(reply, secure);
    return reply.status(204).send();
  });

  app.post(
    '/forgot-password',
    {
      config: perIp,
      schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: okReply } },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email, meta(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/reset-password',
    {
      config: perIp,
      schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: okReply } },
    },
    async (request, reply) => {
      await auth.resetPassword(request.body, request.user?.id ?? null, meta(request));
      clearSessionCookie(reply, secure);
      return { ok: true as const };
    },
  );
};
