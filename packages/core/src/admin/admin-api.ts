import { defineOperation } from '../api/operation';
import {
  adminUsersQuerySchema,
  adminUsersReplySchema,
  outboxQuerySchema,
  outboxReplySchema,
} from './schemas';

/** The super admin's console (refused to every other role). */
export const adminApi = {
  users: defineOperation({
    method: 'GET',
    path: '/api/admin/users',
    tags: ['admin'],
    summary: 'Every account, newest first, searched and filtered, with the counts by role',
    query: adminUsersQuerySchema,
    reply: adminUsersReplySchema,
  }),
  outbox: defineOperation({
    method: 'GET',
    path: '/api/admin/outbox',
    tags: ['admin'],
    summary: 'Every email the platform wrote, newest first',
    query: outboxQuerySchema,
    reply: outboxReplySchema,
  }),
};
