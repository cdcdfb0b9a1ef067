import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reviewEligibilityQuerySchema,
  reviewEligibilitySchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewReplySchema,
  reviewUpdateSchema,
} from '@petmitra/core/discovery/reviews';
import type { FastifyRequest } from 'fastify';
import { REVIEW_MESSAGES } from '@petmitra/core/discovery/reviews';
import { currentUser, requireUser } from '../../auth/plugin';
import { authError } from '../../http/errors';
import { createReviewService } from './service';

const idParams = z.object({ id: z.string() });

/** Writing a review: the can-review rule's first condition, checked before the body is read. */
async function requireSignedInReviewer(request: FastifyRequest) {
  if (!request.user) throw authError(REVIEW_MESSAGES.notSignedIn);
}

/**
 * Reviews are for signed-in users (spec part 2, section 6: any logged-in user can view them);
 * the eligibility check answers a guest too (not_signed_in), so the page can say why.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = createReviewService(app.ctx);

  app.get(
    '/',
    {
      preHandler: requireUser,
      schema: {
        tags: ['reviews'],
        summary: "A provider's reviews (or everyone's) with the summary",
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema },
      },
    },
    async (request) => reviews.list(currentUser(request), request.query),
  );

  app.get(
    '/eligibility',
    {
      schema: {
        tags: ['reviews'],
        summary: 'May the signed-in user review this request (the can-review rule)?',
        querystring: reviewEligibilityQuerySchema,
        response: { 200: reviewEligibilitySchema },
      },
    },
    async (request) => reviews.eligibility(request.user, request.query.serviceRequestId),
  );

  app.post(
    '/',
    {
      onRequest: requireSignedInReviewer,
      schema: {
        tags: ['reviews'],
        body: reviewInputSchema,
        response: { 201: reviewReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ review: await reviews.create(currentUser(request), request.body) }),
  );

  app.patch(
    '/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['reviews'],
        params: idParams,
        body: reviewUpdateSchema,
        response: { 200: reviewReplySchema },
      },
    },
    async (request) => ({
      review: await reviews.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      preHandler: requireUser,
      schema: { tags: ['reviews'], params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await reviews.remove(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
