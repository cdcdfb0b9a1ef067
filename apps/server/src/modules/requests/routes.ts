import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quotaSchema } from '@petmitra/core/marketplace/quota';
import { requestDetailSchema } from '@petmitra/core/marketplace/request-detail';
import {
  acceptResponseSchema,
  boardQuerySchema,
  boardReplySchema,
  myRequestSchema,
  myRequestsQuerySchema,
  myRequestsReplySchema,
  serviceRequestInputSchema,
  serviceRequestUpdateSchema,
} from '@petmitra/core/marketplace/requests';
import { requestResponseSchema } from '@petmitra/core/marketplace/responses';
import { currentUser, requireRole } from '../../auth/plugin';
import { createRequestService } from './service';

const idParams = z.object({ id: z.string().max(64) });
const requestReply = z.object({ request: myRequestSchema });
const parent = requireRole('pet_parent');
const provider = requireRole('service_provider');

/** Service requests: the parent's own, the provider board and the role-aware detail. */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = createRequestService(app.ctx);

  app.get(
    '/requests/quota',
    { preHandler: parent, schema: { tags: ['requests'], response: { 200: quotaSchema } } },
    async (request) => requests.quota(currentUser(request)),
  );

  app.post(
    '/requests',
    {
      preHandler: parent,
      schema: {
        tags: ['requests'],
        body: serviceRequestInputSchema,
        response: { 201: z.object({ request: myRequestSchema, quota: quotaSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requests.create(currentUser(request), request.body)),
  );

  app.get(
    '/my/requests',
    {
      preHandler: parent,
      schema: {
        tags: ['requests'],
        querystring: myRequestsQuerySchema,
        response: { 200: myRequestsReplySchema },
      },
    },
    async (request) => requests.listMine(currentUser(request), request.query),
  );

  app.get(
    '/requests/:id',
    {
      preHandler: requireRole('pet_parent', 'service_provider'),
      schema: {
        tags: ['requests'],
        params: idParams,
        response: { 200: z.object({ request: requestDetailSchema }) },
      },
    },
    async (request) => ({
      request: await requests.detail(currentUser(request), request.params.id),
    }),
  );

  app.patch(
    '/requests/:id',
    {
      preHandler: parent,
      schema: {
        tags: ['requests'],
        params: idParams,
        body: serviceRequestUpdateSchema,
        response: { 200: requestReply },
      },
    },
    async (request) => ({
      request: await requests.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/requests/:id/cancel',
    {
      preHandler: parent,
      schema: { tags: ['requests'], params: idParams, response: { 200: requestReply } },
    },
    async (request) => ({
      request: await requests.cancel(currentUser(request), request.params.id),
    }),
  );

  app.get(
    '/requests/:id/responses',
    {
      preHandler: parent,
      schema: {
        tags: ['requests'],
        params: idParams,
        response: { 200: z.object({ responses: z.array(requestResponseSchema) }) },
      },
    },
    async (request) => ({
      responses: await requests.responses(currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/requests/:id/accept',
    {
      preHandler: parent,
      schema: {
        tags: ['requests'],
        params: idParams,
        body: acceptResponseSchema,
        response: { 200: requestReply },
      },
    },
    async (request) => ({
      request: await requests.accept(
        currentUser(request),
        request.params.id,
        request.body.responseId,
      ),
    }),
  );

  app.post(
    '/requests/:id/complete',
    {
      preHandler: parent,
      schema: { tags: ['requests'], params: idParams, response: { 200: requestReply } },
    },
    async (request) => ({
      request: await requests.complete(currentUser(request), request.params.id),
    }),
  );

  app.get(
    '/open-requests',
    {
      preHandler: provider,
      schema: {
        tags: ['requests'],
        querystring: boardQuerySchema,
        response: { 200: boardReplySchema },
      },
    },
    async (request) => requests.board(currentUser(request), request.query),
  );
};
