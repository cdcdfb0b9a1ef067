import type { FastifyPluginAsync } from 'fastify';
import { requestsApi } from '@petmitra/core/marketplace/requests-api';
import { currentUser, requireRole } from '../../auth/plugin';
import { requestNow } from '../../http/clock';
import { requireVerifiedEmail } from '../../auth/verified-email';
import { route } from '../../http/route';
import { createRequestService } from './service';

/** Service requests: the parent's own, the provider board and the role-aware detail. */
export const requestRoutes: FastifyPluginAsync = async (app) => {
  const requests = createRequestService(app.ctx);
  const parent = { preHandler: requireRole('pet_parent') };
  const provider = { preHandler: requireRole('service_provider') };
  const either = { preHandler: requireRole('pet_parent', 'service_provider') };

  route(app, requestsApi.quota, parent, async (request) =>
    requests.quota(currentUser(request), requestNow(request)),
  );

  // Posting needs a confirmed address (docs/decisions/0027-email-verification.md).
  const parentVerified = { preHandler: [requireRole('pet_parent'), requireVerifiedEmail] };
  route(app, requestsApi.create, parentVerified, async (request) =>
    requests.create(currentUser(request), request.body, requestNow(request)),
  );

  route(app, requestsApi.mine, parent, async (request) =>
    requests.listMine(currentUser(request), request.query, requestNow(request)),
  );

  route(app, requestsApi.detail, either, async (request) => ({
    request: await requests.detail(currentUser(request), request.params.id, requestNow(request)),
  }));

  route(app, requestsApi.update, parent, async (request) => ({
    request: await requests.update(currentUser(request), request.params.id, request.body),
  }));

  route(app, requestsApi.cancel, parent, async (request) => ({
    request: await requests.cancel(currentUser(request), request.params.id),
  }));

  route(app, requestsApi.responses, parent, async (request) => ({
    responses: await requests.responses(currentUser(request), request.params.id),
  }));

  route(app, requestsApi.accept, parent, async (request) => ({
    request: await requests.accept(
      currentUser(request),
      request.params.id,
      request.body.responseId,
      requestNow(request),
    ),
  }));

  route(app, requestsApi.complete, parent, async (request) => ({
    request: await requests.complete(currentUser(request), request.params.id, requestNow(request)),
  }));

  route(app, requestsApi.withdraw, parent, async (request) => ({
    request: await requests.withdraw(
      currentUser(request),
      request.params.id,
      request.body.reason,
      requestNow(request),
    ),
  }));

  route(app, requestsApi.board, provider, async (request) =>
    requests.board(currentUser(request), request.query),
  );

  route(app, requestsApi.widen, parent, async (request) => ({
    request: await requests.widen(currentUser(request), request.params.id),
  }));

  route(app, requestsApi.declineDirect, provider, async (request) => {
    await requests.declineDirect(currentUser(request), request.params.id);
    return { ok: true as const };
  });

  route(app, requestsApi.serviceRadius, provider, async (request) => ({
    area: await requests.setServiceRadius(currentUser(request), request.body.radiusKm),
  }));
};
