import type { FastifyPluginAsync } from 'fastify';
import { responsesApi } from '@petmitra/core/marketplace/responses-api';
import { currentUser, requireRole } from '../../auth/plugin';
import { requestNow } from '../../http/clock';
import { requireVerifiedEmail } from '../../auth/verified-email';
import { route } from '../../http/route';
import { createResponseService } from './service';

/** Provider responses (providers only). */
export const responseRoutes: FastifyPluginAsync = async (app) => {
  const responses = createResponseService(app.ctx);
  const provider = { preHandler: requireRole('service_provider') };

  route(app, responsesApi.quota, provider, async (request) =>
    responses.quota(currentUser(request), requestNow(request)),
  );

  // Responding needs a confirmed address (docs/decisions/0027-email-verification.md).
  const providerVerified = { preHandler: [requireRole('service_provider'), requireVerifiedEmail] };
  route(app, responsesApi.create, providerVerified, async (request) =>
    responses.create(currentUser(request), request.params.id, request.body, requestNow(request)),
  );

  route(app, responsesApi.update, provider, async (request) => ({
    response: await responses.update(currentUser(request), request.params.id, request.body),
  }));

  route(app, responsesApi.complete, provider, async (request) => ({
    response: await responses.complete(
      currentUser(request),
      request.params.id,
      requestNow(request),
    ),
  }));

  route(app, responsesApi.mine, provider, async (request) =>
    responses.listMine(currentUser(request), request.query, requestNow(request)),
  );
};
