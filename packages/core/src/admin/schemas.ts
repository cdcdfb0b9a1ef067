import { z } from 'zod';
import { plainText } from '../text/fields';
import { pageQuerySchema } from '../api/schemas';
import { ROLES } from '../auth/roles';
import { sessionUserSchema } from '../users/profile';

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

export const adminUsersReplySchema = z.object({
  users: z.array(sessionUserSchema),
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
