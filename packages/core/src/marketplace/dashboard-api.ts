import { defineOperation } from '../api/operation';
import { parentDashboardSchema, providerDashboardSchema } from './dashboard';

/** The figures of /owner-home and /provider-home. */
export const dashboardApi = {
  parent: defineOperation({
    method: 'GET',
    path: '/api/dashboard/parent',
    tags: ['dashboard'],
    reply: parentDashboardSchema,
  }),
  provider: defineOperation({
    method: 'GET',
    path: '/api/dashboard/provider',
    tags: ['dashboard'],
    reply: providerDashboardSchema,
  }),
};
