import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileUpdateSchema, sessionUserSchema } from '@petmitra/core/users/profile';
import { currentUser, requireUser } from '../../auth/plugin';
import { toSessionUser } from '../../auth/session-user';
import { readSingleFile } from '../../http/multipart';
import { createProfileService } from './service';

const userReply = z.object({ user: sessionUserSchema });

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = createProfileService(app.ctx);
  app.addHook('preHandler', requireUser);

  app.get(
    '/',
    { schema: { tags: ['profile'], response: { 200: userReply } } },
    async (request) => ({
      user: toSessionUser(currentUser(request)),
    }),
  );

  app.patch(
    '/',
    { schema: { tags: ['profile'], body: profileUpdateSchema, response: { 200: userReply } } },
    async (request) => ({
      user: toSessionUser(await profiles.update(currentUser(request), request.body)),
    }),
  );

  app.post(
    '/photo',
    {
      config: { multipart: true },
      schema: {
        tags: ['profile'],
        consumes: ['multipart/form-data'],
        response: { 200: userReply },
      },
    },
    async (request) => {
      const file = await readSingleFile(request);
      return { user: toSessionUser(await profiles.setPhoto(currentUser(request), file)) };
    },
  );
};
