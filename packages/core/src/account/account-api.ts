import { z } from 'zod';
import { defineOperation } from '../api/operation';
import { idParamsSchema } from '../api/schemas';
import {
  accountRequestInputSchema,
  accountRequestQuerySchema,
  accountRequestSchema,
  adminAccountRequestSchema,
  rejectInputSchema,
} from './account';

const page = { total: z.number(), page: z.number(), pageSize: z.number() };

/** Account management: one's own requests and data export, and the super admin's queue. */
export const accountApi = {
  myRequests: defineOperation({
    method: 'GET',
    path: '/api/account/requests',
    tags: ['account'],
    summary: "The signed-in user's deactivation and deletion requests, newest first",
    reply: z.object({ requests: z.array(accountRequestSchema) }),
  }),
  createRequest: defineOperation({
    method: 'POST',
    path: '/api/account/requests',
    tags: ['account'],
    summary: 'Ask to deactivate or delete the signed-in account (reviewed by an admin)',
    body: accountRequestInputSchema,
    reply: z.object({ request: accountRequestSchema }),
    status: 201,
  }),
  exportData: defineOperation({
    method: 'GET',
    path: '/api/account/export',
    tags: ['account'],
    summary:
      'Download my data: everything PetMitra holds about the signed-in user, as JSON in a zip',
    // Not JSON: a zip file (application/zip) sent as an attachment.
    reply: z.any(),
  }),
  adminQueue: defineOperation({
    method: 'GET',
    path: '/api/admin/account-requests',
    tags: ['admin'],
    query: accountRequestQuerySchema,
    reply: z.object({ requests: z.array(adminAccountRequestSchema), ...page }),
  }),
  approve: defineOperation({
    method: 'POST',
    path: '/api/admin/account-requests/:id/approve',
    tags: ['admin'],
    summary: 'Approve: deactivate the account, or erase its personal data (deletion)',
    params: idParamsSchema,
    reply: z.object({ request: adminAccountRequestSchema }),
  }),
  reject: defineOperation({
    method: 'POST',
    path: '/api/admin/account-requests/:id/reject',
    tags: ['admin'],
    params: idParamsSchema,
    body: rejectInputSchema,
    reply: z.object({ request: adminAccountRequestSchema }),
  }),
};
