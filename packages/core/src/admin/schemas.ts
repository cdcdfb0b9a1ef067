import { z } from 'zod';
import { plainText } from '../text/fields';
import { pageQuerySchema } from '../api/schemas';
import { REGISTRABLE_ROLES, ROLES } from '../auth/roles';
import { profileUpdateSchema, sessionUserSchema } from '../users/profile';

/** The super admin's user list: a name/email search, a role filter, one page. */
export const adminUsersQuerySchema = z.object({
  q: plainText().max(100).optional(),
  role: z.enum(ROLES).optional(),
  ...pageQuerySchema.shape,
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const roleCountsSchema = z.object({
  total: z.number(),
  pet_parent: z.number(),
  service_provider: z.number(),
  super_admin: z.number(),
});
export type RoleCounts = z.infer<typeof roleCountsSchema>;

/** An account as the admin sees it: the profile plus whether it is suspended. */
export const adminUserSchema = sessionUserSchema.extend({
  /** ISO 8601 timestamp, or null when the account is active. */
  suspendedAt: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersReplySchema = z.object({
  users: z.array(adminUserSchema),
  /** Users matching the search and filter (for the pagination). */
  total: z.number(),
  /** Every account by role, whatever the filter. */
  counts: roleCountsSchema,
});

export const outboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** One email the platform wrote (the embedded mailer's outbox). */
export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxReplySchema = z.object({ emails: z.array(outboxEmailSchema) });

/** The admin console's copy (spec part 1, sections 2 and 8). */
export const ADMIN_MESSAGES = {
  noUsersFound: 'No users found',
  noUsersFoundHint: 'Try a different search term or role filter.',
  userNotFound: 'User not found',
  cannotSuspendSuperAdmin: 'A super admin cannot be suspended.',
  cannotSuspendSelf: 'You cannot suspend your own account.',
  cannotEditSuperAdminRole: "A super admin's role cannot be changed here.",
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  userSuspended: 'User suspended. They have been signed out everywhere.',
  userReactivated: 'User reactivated. They can sign in again.',
  userUpdated: 'User updated.',
} as const;

export const adminUserParamsSchema = z.object({
  id: z.guid({ error: ADMIN_MESSAGES.userNotFound }),
});

/** One item of an account's activity (newest first). */
export const activityItemSchema = z.object({
  kind: z.enum(['pet', 'request', 'response', 'review', 'security', 'audit']),
  id: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const adminUserDetailReplySchema = z.object({
  user: adminUserSchema,
  /** Counts of what the account owns or did. */
  counts: z.object({
    pets: z.number(),
    requests: z.number(),
    responses: z.number(),
    reviews: z.number(),
    services: z.number(),
    securityEvents: z.number(),
  }),
  /** The 20 most recent things the account did or that happened to it, newest first. */
  activity: z.array(activityItemSchema),
});

/** What the admin may change on an account: profile fields, and the role between the two public roles. */
export const adminUserUpdateSchema = profileUpdateSchema
  .pick({ name: true, phone: true, city: true, country: true })
  .extend({ role: z.enum(REGISTRABLE_ROLES) });
export type AdminUserUpdateInput = z.output<typeof adminUserUpdateSchema>;
export type AdminUserUpdateFormValues = z.input<typeof adminUserUpdateSchema>;

export const adminUserReplySchema = z.object({ user: adminUserSchema });

/** One entry of the admin audit log: who did what to which account, before and after. */
export const auditEntrySchema = z.object({
  id: z.number(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const auditReplySchema = z.object({ entries: z.array(auditEntrySchema) });

/** One check of Run Diagnostics: success, warning or error, and what it found. */
export const diagnosticResultSchema = z.object({
  name: z.string(),
  status: z.enum(['success', 'warning', 'error']),
  message: z.string(),
  durationMs: z.number(),
  /** Rows the check read (the sample of users). */
  rows: z.array(z.record(z.string(), z.string())).optional(),
});
export type DiagnosticResult = z.infer<typeof diagnosticResultSchema>;

export const diagnosticsReplySchema = z.object({
  ranAt: z.string(),
  results: z.array(diagnosticResultSchema),
});
