import type { FastifyPluginAsync } from 'fastify';
import { summariseServices } from '@petmitra/core/marketplace/services';
import { servicesApi } from '@petmitra/core/marketplace/services-api';
import { currentUser, requireRole } from '../../auth/plugin';
import { route } from '../../http/route';
import { createProviderServiceService } from './service';

/** My Services (providers only). */
export const serviceRoutes: FastifyPluginAsync = async (app) => {
  const services = createProviderServiceService(app.ctx);
  const provider = { preHandler: requireRole('service_provider') };

  route(app, servicesApi.mine, provider, async (request) => {
    const user = currentUser(request);
    const list = await services.listMine(user);
    return {
      services: list,
      summary: summariseServices(list),
      currency: services.currencyFor(user),
    };
  });

  route(app, servicesApi.create, provider, async (request) => ({
    service: await services.create(currentUser(request), request.body),
  }));

  route(app, servicesApi.get, provider, async (request) => ({
    service: await services.get(currentUser(request), request.params.id),
  }));

  route(app, servicesApi.update, provider, async (request) => ({
    service: await services.update(currentUser(request), request.params.id, request.body),
  }));

  route(app, servicesApi.remove, provider, async (request) => {
    await services.remove(currentUser(request), request.params.id);
    return null;
  });
};
