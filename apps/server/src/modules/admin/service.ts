import type {
  ActivityItem,
  AdminUser,
  AdminUsersQuery,
  AdminUserUpdateInput,
  AuditEntry,
  OutboxEmail,
} from '@petmitra/core/admin/schemas';
import { ADMIN_MESSAGES } from '@petmitra/core/admin/schemas';
import { ACCOUNT_MESSAGES } from '@petmitra/core/account/account';
import {
  fromSettingsForm,
  SETTINGS_MESSAGES,
  toSettingsForm,
  type SettingsFormInput,
} from '@petmitra/core/admin/settings-form';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { toSessionUser, type UserRow } from '../../auth/session-user';
import { conflict, notFound, permissionError, validationError } from '../../http/errors';
import { createSmtpTransport } from '../../infra/mailer';
import { createAccountService, createProfileService } from '../users/service';
import { createAdminRepository } from './repository';
import { createTwoFactor } from '../auth/service';
import { TWO_FACTOR_MESSAGES } from '@petmitra/core/auth/totp';

/** The account as the admin sees it. */
export function toAdminUser(row: UserRow): AdminUser {
  return {
    ...toSessionUser(row),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
  };
}

/** The fields an audit entry keeps of an account (never the password hash). */
function auditedFields(row: UserRow) {
  return {
    name: row.name,
    phone: row.phone,
    city: row.city,
    country: row.country,
    role: row.role,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
  };
}

/** Only the fields that differ, before and after (an audit entry says what changed). */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (before[key] !== after[key]) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

/** The super admin's console: accounts (through the users module), the audit log, the outbox. */
export function createAdminService(ctx: AppContext) {
  const accounts = createAccountService(ctx);
  const profiles = createProfileService(ctx);
  const repo = createAdminRepository(ctx.db);
  const twoFactor = createTwoFactor(ctx);

  const record =
    (admin: UserRow, action: string) => async (before: UserRow, after: UserRow, tx: Db) => {
      const change = diff(auditedFields(before), auditedFields(after));
      await repo.audit(
        {
          actorId: admin.id,
          actorEmail: admin.email,
          action,
          targetId: after.id,
          before: { email: before.email, ...change.before },
          after: change.after,
        },
        tx,
      );
    };

  return {
    async users(query: AdminUsersQuery) {
      const { rows, total, counts } = await accounts.list(query);
      return { users: rows.map(toAdminUser), total, counts };
    },

    async user(id: string) {
      const row = await accounts.findById(id);
      if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
      const [counts, activity] = await Promise.all([
        repo.activityCounts(id),
        repo.recentActivity(id, 20),
      ]);
      return {
        user: toAdminUser(row),
        counts,
        activity: activity.map((a): ActivityItem => ({
          kind: a.kind as ActivityItem['kind'],
          id: a.id,
          description: a.description,
          createdAt: new Date(a.created_at).toISOString(),
        })),
      };
    },

    /** Profile fields, and the role between pet parent and provider (never to or from super admin). */
    async updateUser(admin: UserRow, id: string, input: AdminUserUpdateInput) {
      const updated = await profiles.adminUpdate(
        id,
        {
          name: input.name,
          phone: input.phone,
          city: input.city ?? null,
          country: input.country ?? null,
          role: input.role,
        },
        {
          check: (before) => {
            if (before.role === 'super_admin') {
              throw permissionError(ADMIN_MESSAGES.cannotEditSuperAdminRole);
            }
          },
          record: record(admin, 'user.updated'),
        },
      );
      if (!updated) throw notFound(ADMIN_MESSAGES.userNotFound);
      return toAdminUser(updated);
    },

    /** Never a super admin, never oneself; every session of the account ends. */
    async suspendUser(admin: UserRow, id: string) {
      const updated = await profiles.setSuspended(id, new Date(), {
        check: (before) => {
          if (before.id === admin.id) throw permissionError(ADMIN_MESSAGES.cannotSuspendSelf);
          if (before.role === 'super_admin') {
            throw permissionError(ADMIN_MESSAGES.cannotSuspendSuperAdmin);
          }
          if (before.suspendedAt) throw conflict(ADMIN_MESSAGES.alreadySuspended);
        },
        record: record(admin, 'user.suspended'),
      });
      if (!updated) throw notFound(ADMIN_MESSAGES.userNotFound);
      return toAdminUser(updated);
    },

    async reactivateUser(admin: UserRow, id: string) {
      const updated = await profiles.setSuspended(id, null, {
        check: (before) => {
          if (!before.suspendedAt) throw conflict(ADMIN_MESSAGES.notSuspended);
          // An erased account stays erased (modules/account).
          if (before.deletedAt) throw conflict(ACCOUNT_MESSAGES.accountDeleted);
        },
        record: record(admin, 'user.reactivated'),
      });
      if (!updated) throw notFound(ADMIN_MESSAGES.userNotFound);
      return toAdminUser(updated);
    },

    /** The settings as the form shows them; the SMTP password is never sent back. */
    async settings() {
      const [all, updatedAt] = await Promise.all([ctx.settings.all(), ctx.settings.updatedAt()]);
      return {
        settings: toSettingsForm(all),
        smtpPasswordSet: all.smtp_password !== '',
        updatedAt: updatedAt?.toISOString() ?? null,
      };
    },

    /**
     * Saves every setting of the form in one transaction with its audit entry (changed keys,
     * before and after; the password only as set or not), then tells every instance.
     */
    async saveSettings(admin: UserRow, form: SettingsFormInput) {
      const before = await ctx.settings.all();
      // Requiring two-factor is refused to an admin who could not then sign in themselves.
      if (form.security.enableTwoFactor && !before.enable_two_factor) {
        if (!(await twoFactor.enabledFor(admin))) {
          throw validationError(TWO_FACTOR_MESSAGES.enableOwnFirst, {
            'security.enableTwoFactor': [TWO_FACTOR_MESSAGES.enableOwnFirst],
          });
        }
      }
      const values: Record<string, string | number | boolean> = fromSettingsForm(form);
      if (form.email.clearSmtpPassword) values.smtp_password = '';
      else if (form.email.smtpPassword) {
        values.smtp_password = await ctx.settings.encrypt(form.email.smtpPassword);
      }
      const changedBefore: Record<string, unknown> = {};
      const changedAfter: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(values)) {
        const old = before[key as keyof typeof before];
        if (old === value) continue;
        const secret = key === 'smtp_password';
        changedBefore[key] = secret ? (old ? '[set]' : '[not set]') : old;
        changedAfter[key] = secret ? (value ? '[set]' : '[not set]') : value;
      }
      if (Object.keys(changedAfter).length > 0) {
        await ctx.db.transaction(async (tx) => {
          await ctx.settings.write(values, tx);
          await repo.audit(
            {
              actorId: admin.id,
              actorEmail: admin.email,
              action: 'settings.updated',
              before: changedBefore,
              after: changedAfter,
            },
            tx,
          );
        });
        await ctx.settings.changed();
      }
      return this.settings();
    },

    /**
     * Test Connection: a real SMTP handshake (connect, EHLO, STARTTLS where offered, and the
     * login when a user is given) with the form's values; a blank password means the stored one.
     */
    async testEmail(email: SettingsFormInput['email']) {
      if (!email.smtpHost) {
        return {
          success: false,
          message: `${SETTINGS_MESSAGES.emailTestFailed} ${SETTINGS_MESSAGES.smtpHostRequired}`,
        };
      }
      const password = email.clearSmtpPassword
        ? ''
        : email.smtpPassword || (await ctx.settings.smtpPassword());
      const transport = createSmtpTransport(
        {
          host: email.smtpHost,
          port: email.smtpPort,
          ...(email.smtpUser ? { user: email.smtpUser, password } : {}),
        },
        10_000,
      );
      try {
        await transport.verify();
        return {
          success: true,
          message: `${SETTINGS_MESSAGES.emailTestSucceeded} Connected to ${email.smtpHost}:${email.smtpPort}.`,
        };
      } catch (error) {
        return {
          success: false,
          message: `${SETTINGS_MESSAGES.emailTestFailed} ${(error as Error).message}`.slice(0, 500),
        };
      } finally {
        transport.close();
      }
    },

    async audit(limit: number): Promise<AuditEntry[]> {
      const rows = await repo.latestAudit(limit);
      return rows.map((r) => ({
        id: r.id,
        actorId: r.actorId,
        actorEmail: r.actorEmail,
        action: r.action,
        targetId: r.targetId,
        before: r.before,
        after: r.after,
        createdAt: r.createdAt.toISOString(),
      }));
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
