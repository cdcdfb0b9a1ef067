import { z } from 'zod';
import { defineOperation } from '../api/operation';
import { analyticsReplySchema, reportQuerySchema, reportReplySchema } from './reports';
import { idParamsSchema } from '../api/schemas';
import { emailOutboxQuerySchema, emailOutboxReplySchema } from '../notifications/schemas';
import {
  adminUserDetailReplySchema,
  adminUserParamsSchema,
  adminUserReplySchema,
  adminUsersQuerySchema,
  adminUsersReplySchema,
  adminUserUpdateSchema,
  auditQuerySchema,
  auditReplySchema,
  diagnosticsReplySchema,
  outboxQuerySchema,
  outboxReplySchema,
} from './schemas';
import {
  twoFactorCodeBodySchema,
  twoFactorEnabledSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../auth/totp';
import {
  securityDashboardReplySchema,
  securityLogQuerySchema,
  securityLogReplySchema,
} from './security';
import {
  emailTestBodySchema,
  emailTestReplySchema,
  settingsFormSchema,
  settingsReplySchema,
} from './settings-form';

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
  settings: defineOperation({
    method: 'GET',
    path: '/api/admin/settings',
    tags: ['admin'],
    summary: 'The system settings as the form shows them (the SMTP password never sent back)',
    reply: settingsReplySchema,
  }),
  saveSettings: defineOperation({
    method: 'PUT',
    path: '/api/admin/settings',
    tags: ['admin'],
    summary: 'Saves the system settings (all or nothing), audited, applied at once everywhere',
    body: settingsFormSchema,
    reply: settingsReplySchema,
  }),
  testEmail: defineOperation({
    method: 'POST',
    path: '/api/admin/settings/test-email',
    tags: ['admin'],
    summary: 'Connects to the SMTP server with these settings (a real handshake and login)',
    body: emailTestBodySchema,
    reply: emailTestReplySchema,
  }),
  analytics: defineOperation({
    method: 'GET',
    path: '/api/admin/analytics',
    tags: ['admin'],
    summary: 'The analytics cards from SQL aggregates, the request trend and recent activity',
    reply: analyticsReplySchema,
  }),
  report: defineOperation({
    method: 'GET',
    path: '/api/admin/reports',
    tags: ['admin'],
    summary: 'The report for a period (3months, 6months, 1year, all); every figure uses it',
    query: reportQuerySchema,
    reply: reportReplySchema,
  }),
  diagnostics: defineOperation({
    method: 'POST',
    path: '/api/admin/diagnostics',
    tags: ['admin'],
    summary:
      'Run Diagnostics: database, migrations, extensions, Redis, SMTP, uploads, job queue, users, settings',
    reply: diagnosticsReplySchema,
  }),
  securityDashboard: defineOperation({
    method: 'GET',
    path: '/api/admin/security',
    tags: ['admin'],
    summary:
      'The Security Dashboard: score from real checks, active threats, events, features, issues',
    reply: securityDashboardReplySchema,
  }),
  securityLog: defineOperation({
    method: 'GET',
    path: '/api/admin/security/log',
    tags: ['admin'],
    summary: 'The compliance view: the latest entries of the security log, newest first',
    query: securityLogQuerySchema,
    reply: securityLogReplySchema,
  }),
  twoFactorStatus: defineOperation({
    method: 'GET',
    path: '/api/admin/two-factor',
    tags: ['admin'],
    summary: "The signed-in admin's two-factor sign-in: on or off, required, recovery codes left",
    reply: twoFactorStatusSchema,
  }),
  twoFactorSetup: defineOperation({
    method: 'POST',
    path: '/api/admin/two-factor/setup',
    tags: ['admin'],
    summary: 'Starts the setup: a new secret with its authenticator link and QR code',
    reply: twoFactorSetupSchema,
  }),
  twoFactorEnable: defineOperation({
    method: 'POST',
    path: '/api/admin/two-factor/enable',
    tags: ['admin'],
    summary: 'Confirms the setup with a code; answers 10 single-use recovery codes',
    body: twoFactorCodeBodySchema,
    reply: twoFactorEnabledSchema,
  }),
  twoFactorDisable: defineOperation({
    method: 'POST',
    path: '/api/admin/two-factor/disable',
    tags: ['admin'],
    summary: 'Turns two-factor off with a code (refused while the setting requires it)',
    body: twoFactorCodeBodySchema,
    reply: z.object({ enabled: z.literal(false) }),
  }),
  outbox: defineOperation({
    method: 'GET',
    path: '/api/admin/outbox',
    tags: ['admin'],
    summary: 'Every email the platform wrote, newest first',
    query: outboxQuerySchema,
    reply: outboxReplySchema,
  }),
  emailOutbox: defineOperation({
    method: 'GET',
    path: '/api/admin/email-outbox',
    tags: ['admin'],
    summary: 'Every email, newest first, by status; reset and verification links redacted',
    query: emailOutboxQuerySchema,
    reply: emailOutboxReplySchema,
  }),
  retryEmail: defineOperation({
    method: 'POST',
    path: '/api/admin/email-outbox/:id/retry',
    tags: ['admin'],
    summary: 'Queues a failed email for delivery again',
    params: idParamsSchema,
    reply: z.object({ queued: z.literal(true) }),
  }),
};
