import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@petmitra/core/auth/roles';
import { sessionUserSchema } from '@petmitra/core/users/profile';
import { requireRole } from '../../auth/plugin';
import { toSessionUser } from '../../auth/session-user';
import { desc } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/foundation';
import { createUserRepository } from '../users/repository';

/** Super-admin API. Every route here is refused to other roles by the hook below. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const usersRepo = createUserRepository(app.ctx.db);
  app.addHook('preHandler', requireRole('super_admin'));

  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        querystring: z.object({
          q: z.string().trim().max(100).optional(),
          role: z.enum(ROLES).optional(),
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: z.object({
            users: z.array(sessionUserSchema),
            total: z.number(),
            counts: z.object({
              total: z.number(),
              pet_parent: z.number(),
              service_provider: z.number(),
              super_admin: z.number(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const { q, role, page, pageSize } = request.query;
      const [list, byRole] = await Promise.all([
        usersRepo.list({
          ...(q ? { q } : {}),
          ...(role ? { role } : {}),
          limit: pageSize,
          offset: (page - 1) * pageSize,
        }),
        usersRepo.countByRole(),
      ]);
      const counts = {
        pet_parent: byRole.pet_parent ?? 0,
        service_provider: byRole.service_provider ?? 0,
        super_admin: byRole.super_admin ?? 0,
      };
      return {
        users: list.rows.map(toSessionUser),
        total: list.total,
        counts: {
          ...counts,
          total: counts.pet_parent + counts.service_provider + counts.super_admin,
        },
      };
    },
  );

  // The embedded mailer's outbox: every email the platform wrote, newest first.
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['admin'],
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: {
          200: z.object({
            emails: z.array(
              z.object({
                id: z.string(),
                to: z.string(),
                subject: z.string(),
                template: z.string(),
                text: z.string(),
                status: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const rows = await app.ctx.db
        .select()
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.createdAt))
        .limit(request.query.limit);
      return {
        emails: rows.map((r) => ({
          id: r.id,
          to: r.toAddress,
          subject: r.subject,
          template: r.template,
          text: r.textBody,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );
};
