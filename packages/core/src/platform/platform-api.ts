import { z } from 'zod';
import { defineOperation } from '../api/operation';
import { publicConfigSchema } from './config';
import { publicSettingsSchema } from '../admin/settings-form';
import { siteInfoSettingsSchema } from '../site-info-schema';

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
  publicSettings: defineOperation({
    method: 'GET',
    path: '/api/settings/public',
    tags: ['config'],
    summary:
      'The public settings (general group): site name and description, maintenance, registrations',
    reply: publicSettingsSchema,
  }),
  siteInfo: defineOperation({
    method: 'GET',
    path: '/api/settings/site-info',
    tags: ['config'],
    summary: 'Company details, support contacts and marketing figures (public settings)',
    reply: siteInfoSettingsSchema,
  }),
};
