import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { REVIEW_MESSAGES } from '@petmitra/core/discovery/reviews';
import { reviewsApi } from '@petmitra/core/discovery/reviews-api';
import { currentUser, requireUser } from '../../auth/plugin';
import { authError } from '../../http/errors';
import { requireVerifiedEmail } from '../../auth/verified-email';
import { route } from '../../http/route';
import { createReviewService } from './service';

/** Writing a review: the can-review rule's first condition, checked before the body is read. */
async function requireSignedInReviewer(request: FastifyRequest) {
  if (!request.user) throw authError(REVIEW_MESSAGES.notSignedIn);
}

/**
 * Reviews are for signed-in users (spec part 2, section 6: any logged-in user can view them);
 * the eligibility check answers a guest too (not_signed_in), so the page can say why.
 */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const reviews = createReviewService(app.ctx);
  const signedIn = { preHandler: requireUser };

  route(app, reviewsApi.list, signedIn, async (request) =>
    reviews.list(currentUser(request), request.query),
  );

  route(app, reviewsApi.eligibility, {}, async (request) =>
    reviews.eligibility(request.user, request.query.serviceRequestId),
  );

  // Writing needs a confirmed address (docs/decisions/0027-email-verification.md).
  route(
    app,
    reviewsApi.create,
    { preHandler: [requireSignedInReviewer, requireVerifiedEmail] },
    async (request) => ({
      review: await reviews.create(currentUser(request), request.body),
    }),
  );

  route(app, reviewsApi.update, signedIn, async (request) => ({
    review: await reviews.update(currentUser(request), request.params.id, request.body),
  }));

  route(app, reviewsApi.remove, signedIn, async (request) => {
    await reviews.remove(currentUser(request), request.params.id);
    return null;
  });
};
