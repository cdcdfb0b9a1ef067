import type { FastifyPluginAsync } from 'fastify';
import { verificationApi } from '@petmitra/core/trust/verification-api';
import { VERIFICATION_DOCUMENTS } from '@petmitra/core/trust/verification';
import { currentUser, requireRole } from '../../auth/plugin';
import { readNamedFiles } from '../../http/multipart';
import { route } from '../../http/route';
import { createVerificationService } from './service';

/**
 * Provider verification: the provider sends documents and reads the decision; the super admin
 * reviews the queue. The documents themselves are read through GET /api/files/:id (owner and
 * super admin only; anyone else gets 404).
 */
export const trustRoutes: FastifyPluginAsync = async (app) => {
  const verification = createVerificationService(app.ctx);
  const provider = { preHandler: requireRole('service_provider') };
  const superAdmin = { onRequest: requireRole('super_admin') };

  route(app, verificationApi.mine, provider, async (request) =>
    verification.mine(currentUser(request)),
  );

  route(app, verificationApi.submit, provider, async (request) => {
    const user = currentUser(request);
    const files = await readNamedFiles(request, VERIFICATION_DOCUMENTS);
    return { verification: await verification.submit(user, files) };
  });

  route(app, verificationApi.queue, superAdmin, async (request) => ({
    verifications: await verification.queue(request.query.status),
  }));

  route(app, verificationApi.decide, superAdmin, async (request) => ({
    verification: await verification.decide(currentUser(request), request.params.id, request.body),
  }));
};
