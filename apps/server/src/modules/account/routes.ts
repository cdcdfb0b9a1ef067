import type { FastifyPluginAsync } from 'fastify';
import { accountApi } from '@petmitra/core/account/account-api';
import { currentUser, requireRole, requireUser } from '../../auth/plugin';
import { route } from '../../http/route';
import { createAccountRequestService } from './service';

/** Account management: one's own requests and data, and the super admin's review queue. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const account = createAccountRequestService(app.ctx);
  const signedIn = { preHandler: requireUser };
  const superAdmin = { onRequest: requireRole('super_admin') };

  route(app, accountApi.myRequests, signedIn, async (request) => ({
    requests: await account.myRequests(currentUser(request)),
  }));

  route(app, accountApi.createRequest, signedIn, async (request) => ({
    request: await account.createRequest(currentUser(request), request.body),
  }));

  route(app, accountApi.exportData, signedIn, async (request, reply) => {
    const zip = await account.exportData(currentUser(request));
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="petmitra-data-${day}.zip"`)
      .header('cache-control', 'private, no-store');
    return zip;
  });

  route(app, accountApi.adminQueue, superAdmin, async (request) =>
    account.adminQueue(request.query),
  );
  route(app, accountApi.approve, superAdmin, async (request) => ({
    request: await account.approve(currentUser(request), request.params.id),
  }));
  route(app, accountApi.reject, superAdmin, async (request) => ({
    request: await account.reject(currentUser(request), request.params.id, request.body.note),
  }));
};
