import { defineOperation } from '../api/operation';
import {
  adminUserDetailReplySchema,
  adminUserParamsSchema,
  adminUserReplySchema,
  adminUsersQuerySchema,
  adminUsersReplySchema,
  adminUserUpdateSchema,
  auditQuerySchema,
  auditReplySchema,
  outboxQuerySchema,
  outboxReplySchema,
} from './schemas';

/** The super admin's console (refused to every other role, and to a suspended account). */
export const adminApi = {
  users: defineOperation({
    method: 'GET',
    path: '/api/admin/users',
    tags: ['admin'],
    summary: 'Every account, newest first, searched and filtered, with the counts by role',
    query: adminUsersQuerySchema,
    reply: adminUsersReplySchema,
  }),
  user: defineOperation({
    method: 'GET',
    path: '/api/admin/users/:id',
    tags: ['admin'],
    summary: 'One account with its counts and recent activity',
    params: adminUserParamsSchema,
    reply: adminUserDetailReplySchema,
  }),
  updateUser: defineOperation({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    tags: ['admin'],
    summary: "Changes an account's profile fields, and its role between pet parent and provider",
    params: adminUserParamsSchema,
    body: adminUserUpdateSchema,
    reply: adminUserReplySchema,
  }),
  suspendUser: defineOperation({
    method: 'POST',
    path: '/api/admin/users/:id/suspend',
    tags: ['admin'],
    summary: 'Suspends an account (never a super admin or oneself) and ends all its sessions',
    params: adminUserParamsSchema,
    reply: adminUserReplySchema,
  }),
  reactivateUser: defineOperation({
    method: 'POST',
    path: '/api/admin/users/:id/reactivate',
    tags: ['admin'],
    summary: 'Lifts a suspension',
    params: adminUserParamsSchema,
    reply: adminUserReplySchema,
  }),
  audit: defineOperation({
    method: 'GET',
    path: '/api/admin/audit',
    tags: ['admin'],
    summary: 'The admin audit log, newest first: who did what, before and after',
    query: auditQuerySchema,
    reply: auditReplySchema,
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
