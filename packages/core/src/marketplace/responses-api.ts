import { z } from 'zod';
import { defineOperation } from '../api/operation';
import { idParamsSchema } from '../api/schemas';
import { quotaSchema } from './quota-schema';
import {
  myResponsesQuerySchema,
  myResponsesReplySchema,
  requestResponseSchema,
  responseInputSchema,
  responseUpdateSchema,
} from './responses';

const responseReply = z.object({ response: requestResponseSchema });

/** Provider responses (providers only). */
export const responsesApi = {
  quota: defineOperation({
    method: 'GET',
    path: '/api/responses/quota',
    tags: ['responses'],
    summary: "This month's free responses: used, limit, remaining and when they renew",
    reply: quotaSchema,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/api/requests/:id/responses',
    tags: ['responses'],
    summary:
      "Responds to a request (once per provider); 402 (code 'payment') once the month's free one is used",
    params: idParamsSchema,
    body: responseInputSchema,
    status: 201,
    reply: z.object({ response: requestResponseSchema, quota: quotaSchema }),
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/api/responses/:id',
    tags: ['responses'],
    summary: 'Edits a pending response',
    params: idParamsSchema,
    body: responseUpdateSchema,
    reply: responseReply,
  }),
  complete: defineOperation({
    method: 'POST',
    path: '/api/responses/:id/complete',
    tags: ['responses'],
    summary:
      'The provider marks the service of an accepted response done, from its scheduled time on; the parent confirms',
    params: idParamsSchema,
    reply: responseReply,
  }),
  mine: defineOperation({
    method: 'GET',
    path: '/api/my/responses',
    tags: ['responses'],
    summary: "The provider's responses, newest first, filtered by status, with the tiles",
    query: myResponsesQuerySchema,
    reply: myResponsesReplySchema,
  }),
};
