import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  myServiceSchema,
  myServicesSummarySchema,
  serviceInputSchema,
  serviceSchema,
  serviceUpdateSchema,
  summariseServices,
} from '@petmitra/core/marketplace/services';
import { currentUser, requireRole } from '../../auth/plugin';
import { createProviderServiceService } from './service';

const idParams = z.object({ id: z.string().max(64) });
const serviceReply = z.object({ service: serviceSchema });

/** My Services (providers only). */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = createProviderServiceService(app.ctx);
  app.addHook('preHandler', requireRole('service_provider'));

  app.get(
    '/my/services',
    {
      schema: {
        tags: ['services'],
        response: {
          200: z.object({ services: z.array(myServiceSchema), summary: myServicesSummarySchema }),
        },
      },
    },
    async (request) => {
      const list = await services.listMine(currentUser(request));
      return { services: list, summary: summariseServices(list) };
    },
  );

  app.post(
    '/services',
    { schema: { tags: ['services'], body: serviceInputSchema, response: { 201: serviceReply } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ service: await services.create(currentUser(request), request.body) }),
  );

  app.get(
    '/my/services/:id',
    { schema: { tags: ['services'], params: idParams, response: { 200: serviceReply } } },
    async (request) => ({
      service: await services.get(currentUser(request), request.params.id),
    }),
  );

  app.patch(
    '/services/:id',
    {
      schema: {
        tags: ['services'],
        params: idParams,
        body: serviceUpdateSchema,
        response: { 200: serviceReply },
      },
    },
    async (request) => ({
      service: await services.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/services/:id',
    { schema: { tags: ['services'], params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await services.remove(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
