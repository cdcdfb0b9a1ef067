import { z } from 'zod';
import { defineOperation } from '../api/operation';
import { publicConfigSchema } from './config';

/** The platform's own operations: liveness and the public configuration. */
export const platformApi = {
  health: defineOperation({
    method: 'GET',
    path: '/api/health',
    tags: ['health'],
    reply: z.object({ status: z.literal('ok') }),
  }),
  config: defineOperation({
    method: 'GET',
    path: '/api/config',
    tags: ['config'],
    summary: 'Public runtime configuration (cached for 5 minutes)',
    reply: publicConfigSchema,
  }),
};
