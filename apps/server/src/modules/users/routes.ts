import type { FastifyPluginAsync } from 'fastify';
import { profileApi } from '@petmitra/core/users/profile-api';
import { currentUser, requireUser } from '../../auth/plugin';
import { toSessionUser } from '../../auth/session-user';
import { readSingleFile } from '../../http/multipart';
import { route } from '../../http/route';
import { createProfileService } from './service';

/** The signed-in user's own profile (any role). */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const profiles = createProfileService(app.ctx);
  const signedIn = { preHandler: requireUser };

  route(app, profileApi.get, signedIn, async (request) => ({
    user: toSessionUser(currentUser(request)),
  }));

  route(app, profileApi.update, signedIn, async (request) => ({
    user: toSessionUser(await profiles.update(currentUser(request), request.body)),
  }));

  route(app, profileApi.uploadPhoto, signedIn, async (request) => {
    const file = await readSingleFile(request);
    return { user: toSessionUser(await profiles.setPhoto(currentUser(request), file)) };
  });
};
