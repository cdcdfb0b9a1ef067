import { z } from 'zod';
import { defineOperation } from '../api/operation';
import { idParamsSchema } from '../api/schemas';
import {
  myServicesReplySchema,
  serviceInputSchema,
  serviceSchema,
  serviceUpdateSchema,
} from './services';

const serviceReply = z.object({ service: serviceSchema });

/** My Services (providers only). */
export const servicesApi = {
  mine: defineOperation({
    method: 'GET',
    path: '/api/my/services',
    tags: ['services'],
    summary: "The provider's services with their request counts, and the My Services summary",
    reply: myServicesReplySchema,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/api/services',
    tags: ['services'],
    body: serviceInputSchema,
    status: 201,
    reply: serviceReply,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/api/my/services/:id',
    tags: ['services'],
    params: idParamsSchema,
    reply: serviceReply,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/api/services/:id',
    tags: ['services'],
    summary: 'Edits a service, or activates/deactivates it (`{ isActive }`)',
    params: idParamsSchema,
    body: serviceUpdateSchema,
    reply: serviceReply,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/api/services/:id',
    tags: ['services'],
    params: idParamsSchema,
    status: 204,
    reply: z.null(),
  }),
};
