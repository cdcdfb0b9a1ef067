import { z } from 'zod';
import { defineOperation } from '../api/operation';
import { idParamsSchema } from '../api/schemas';
import { withdrawAcceptanceSchema } from './lifecycle';
import { quotaSchema } from './quota-schema';
import { requestDetailSchema } from './request-detail';
import {
  acceptResponseSchema,
  boardQuerySchema,
  boardReplySchema,
  serviceRadiusInputSchema,
  myRequestSchema,
  myRequestsQuerySchema,
  myRequestsReplySchema,
  serviceRequestInputSchema,
  serviceRequestUpdateSchema,
} from './requests';
import { requestResponseSchema } from './responses';

const requestReply = z.object({ request: myRequestSchema });

/** Service requests: the parent's own, the provider board and the role-aware detail. */
export const requestsApi = {
  quota: defineOperation({
    method: 'GET',
    path: '/api/requests/quota',
    tags: ['requests'],
    summary: "This month's free requests: used, limit, remaining and when they renew",
    reply: quotaSchema,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/api/requests',
    tags: ['requests'],
    summary: "Posts a request; 402 (code 'payment') once the month's free one is used",
    body: serviceRequestInputSchema,
    status: 201,
    reply: z.object({ request: myRequestSchema, quota: quotaSchema }),
  }),
  mine: defineOperation({
    method: 'GET',
    path: '/api/my/requests',
    tags: ['requests'],
    summary: "The parent's requests, newest first, filtered by status, with the tiles",
    query: myRequestsQuerySchema,
    reply: myRequestsReplySchema,
  }),
  detail: defineOperation({
    method: 'GET',
    path: '/api/requests/:id',
    tags: ['requests'],
    summary: 'The request as the viewer may see it (requester, or a provider it is open to)',
    params: idParamsSchema,
    reply: z.object({ request: requestDetailSchema }),
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/api/requests/:id',
    tags: ['requests'],
    summary: 'Edits an open request',
    params: idParamsSchema,
    body: serviceRequestUpdateSchema,
    reply: requestReply,
  }),
  cancel: defineOperation({
    method: 'POST',
    path: '/api/requests/:id/cancel',
    tags: ['requests'],
    params: idParamsSchema,
    reply: requestReply,
  }),
  responses: defineOperation({
    method: 'GET',
    path: '/api/requests/:id/responses',
    tags: ['requests'],
    summary: "Every provider's response to one of the parent's requests",
    params: idParamsSchema,
    reply: z.object({ responses: z.array(requestResponseSchema) }),
  }),
  accept: defineOperation({
    method: 'POST',
    path: '/api/requests/:id/accept',
    tags: ['requests'],
    summary: 'Accepts one response; the others are rejected and their providers told',
    params: idParamsSchema,
    body: acceptResponseSchema,
    reply: requestReply,
  }),
  complete: defineOperation({
    method: 'POST',
    path: '/api/requests/:id/complete',
    tags: ['requests'],
    summary:
      'The parent completes (or confirms the provider marked done) from the scheduled time on',
    params: idParamsSchema,
    reply: requestReply,
  }),
  withdraw: defineOperation({
    method: 'POST',
    path: '/api/requests/:id/withdraw',
    tags: ['requests'],
    summary: 'The parent withdraws an acceptance before the service, with a reason',
    params: idParamsSchema,
    body: withdrawAcceptanceSchema,
    reply: requestReply,
  }),
  board: defineOperation({
    method: 'GET',
    path: '/api/open-requests',
    tags: ['requests'],
    summary: "The provider's Open Service Requests board: filtered, sorted and counted",
    query: boardQuerySchema,
    reply: boardReplySchema,
  }),
  widen: defineOperation({
    method: 'POST',
    path: '/api/requests/:id/widen',
    tags: ['requests'],
    summary: 'A direct request goes to every nearby provider from now on',
    params: idParamsSchema,
    reply: requestReply,
  }),
  declineDirect: defineOperation({
    method: 'POST',
    path: '/api/requests/:id/decline',
    tags: ['requests'],
    summary: 'The provider a direct request went to declines it',
    params: idParamsSchema,
    reply: z.object({ ok: z.literal(true) }),
  }),
  serviceRadius: defineOperation({
    method: 'PUT',
    path: '/api/open-requests/radius',
    tags: ['requests'],
    summary: "Sets the provider's service radius (km): the requests their board shows",
    body: serviceRadiusInputSchema,
    reply: z.object({ area: boardReplySchema.shape.area }),
  }),
};
