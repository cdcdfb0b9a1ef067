import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quotaSchema } from '@petmitra/core/marketplace/quota';
import {
  myResponsesQuerySchema,
  myResponsesReplySchema,
  requestResponseSchema,
  responseInputSchema,
  responseUpdateSchema,
} from '@petmitra/core/marketplace/responses';
import { currentUser, requireRole } from '../../auth/plugin';
import { createResponseService } from './service';

const idParams = z.object({ id: z.string().max(64) });
const responseReply = z.object({ response: requestResponseSchema });

/** Provider responses (providers only). */
export const responseRoutes: FastifyPluginAsyncZod = async (app) => {
  const responses = createResponseService(app.ctx);
  app.addHook('preHandler', requireRole('service_provider'));

  app.get(
    '/responses/quota',
    { schema: { tags: ['responses'], response: { 200: quotaSchema } } },
    async (request) => responses.quota(currentUser(request)),
  );

  app.post(
    '/requests/:id/responses',
    {
      schema: {
        tags: ['responses'],
        params: idParams,
        body: responseInputSchema,
        response: { 201: z.object({ response: requestResponseSchema, quota: quotaSchema }) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await responses.create(currentUser(request), request.params.id, request.body)),
  );

  app.patch(
    '/responses/:id',
    {
      schema: {
        tags: ['responses'],
        params: idParams,
        body: responseUpdateSchema,
        response: { 200: responseReply },
      },
    },
    async (request) => ({
      response: await responses.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/responses/:id/complete',
    { schema: { tags: ['responses'], params: idParams, response: { 200: responseReply } } },
    async (request) => ({
      response: await responses.complete(currentUser(request), request.params.id),
    }),
  );

  app.get(
    '/my/responses',
    {
      schema: {
        tags: ['responses'],
        querystring: myResponsesQuerySchema,
        response: { 200: myResponsesReplySchema },
      },
    },
    async (request) => responses.listMine(currentUser(request), request.query),
  );
};
