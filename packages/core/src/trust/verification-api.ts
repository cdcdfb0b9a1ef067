import { z } from 'zod';
import { defineOperation } from '../api/operation';
import { idParamsSchema } from '../api/schemas';
import {
  adminVerificationSchema,
  myVerificationSchema,
  verificationDecisionSchema,
  verificationQueueQuerySchema,
  verificationSchema,
} from './verification';

/** Provider verification: the provider's side and the super admin's review queue. */
export const verificationApi = {
  mine: defineOperation({
    method: 'GET',
    path: '/api/verification',
    tags: ['trust'],
    summary: "The provider's verified date and latest submission",
    reply: myVerificationSchema,
  }),
  submit: defineOperation({
    method: 'POST',
    path: '/api/verification',
    tags: ['trust'],
    summary:
      'Sends an ID document and an address proof (multipart fields `idDocument`, `addressProof`; JPEG, PNG, WebP or PDF under 5 MB)',
    multipart: true,
    status: 201,
    reply: z.object({ verification: verificationSchema }),
  }),
  queue: defineOperation({
    method: 'GET',
    path: '/api/admin/verifications',
    tags: ['admin', 'trust'],
    summary: 'Submissions by status (pending: the review queue, oldest first)',
    query: verificationQueueQuerySchema,
    reply: z.object({ verifications: z.array(adminVerificationSchema) }),
  }),
  decide: defineOperation({
    method: 'POST',
    path: '/api/admin/verifications/:id/decision',
    tags: ['admin', 'trust'],
    summary: 'Approve (the provider is verified from now) or reject with a reason',
    params: idParamsSchema,
    body: verificationDecisionSchema,
    reply: z.object({ verification: adminVerificationSchema }),
  }),
};
