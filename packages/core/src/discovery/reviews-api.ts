import { z } from 'zod';
import { defineOperation } from '../api/operation';
import {
  reviewEligibilityQuerySchema,
  reviewEligibilitySchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewReplySchema,
  reviewUpdateSchema,
} from './reviews';

// Any text: a malformed id answers 404 like a missing one.
const idParams = z.object({ id: z.string() });

/**
 * Reviews are for signed-in users (spec part 2, section 6: any logged-in user can view them);
 * the eligibility check answers a guest too (not_signed_in), so the page can say why.
 */
export const reviewsApi = {
  list: defineOperation({
    method: 'GET',
    path: '/api/reviews',
    tags: ['reviews'],
    summary: "A provider's reviews (or everyone's) with the summary",
    query: reviewListQuerySchema,
    reply: reviewListSchema,
  }),
  eligibility: defineOperation({
    method: 'GET',
    path: '/api/reviews/eligibility',
    tags: ['reviews'],
    summary: 'May the signed-in user review this request (the can-review rule)?',
    query: reviewEligibilityQuerySchema,
    reply: reviewEligibilitySchema,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/api/reviews',
    tags: ['reviews'],
    body: reviewInputSchema,
    status: 201,
    reply: reviewReplySchema,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/api/reviews/:id',
    tags: ['reviews'],
    summary: "One's own review only",
    params: idParams,
    body: reviewUpdateSchema,
    reply: reviewReplySchema,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/api/reviews/:id',
    tags: ['reviews'],
    summary: "One's own review only",
    params: idParams,
    status: 204,
    reply: z.null(),
  }),
};
