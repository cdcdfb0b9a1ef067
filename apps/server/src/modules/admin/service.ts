import type { AdminUsersQuery, OutboxEmail } from '@petmitra/core/admin/schemas';
import type { AppContext } from '../../context';
import { toSessionUser } from '../../auth/session-user';
import { createAccountService } from '../users/service';
import { createAdminRepository } from './repository';

/** The super admin's console: accounts (through the users module) and the email outbox. */
export function createAdminService(ctx: AppContext) {
  const accounts = createAccountService(ctx);
  const repo = createAdminRepository(ctx.db);
  return {
    async users(query: AdminUsersQuery) {
      const { rows, total, counts } = await accounts.list(query);
      return { users: rows.map(toSessionUser), total, counts };
    },

    /** Every email the platform wrote, newest first. */
    async outbox(limit: number): Promise<OutboxEmail[]> {
      const rows = await repo.latestEmails(limit);
      return rows.map((r) => ({
        id: r.id,
        to: r.toAddress,
        subject: r.subject,
        template: r.template,
        text: r.textBody,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
