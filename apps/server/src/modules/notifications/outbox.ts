import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { isUuid } from '@petmitra/core/marketplace/ids';
import type { AppContext } from '../../context';
import { emailOutbox } from '../../db/schema/foundation';
import { EMAIL_DELIVERY_JOB } from '../../infra/mailer';
import { conflict, notFound } from '../../http/errors';

/** Links that let the holder act as the recipient (reset, verification, unsubscribe). */
const SECRET_LINK = /([?&](?:token|code|key)=)[^\s&"'<>]+/gi;

/** The email's text with every secret-bearing link parameter replaced. */
export function redactLinks(text: string): string {
  return text.replace(SECRET_LINK, '$1[redacted]');
}

/**
 * The super admin's view of the email outbox: every email by status (queued, sent, logged,
 * failed) with its attempts and last error, secrets in links redacted; a failed one can be
 * queued again.
 */
export function createOutboxService(ctx: Pick<AppContext, 'db' | 'jobs'>) {
  const { db } = ctx;
  return {
    async list(query: {
      status?: 'queued' | 'sent' | 'logged' | 'failed' | undefined;
      to?: string | undefined;
      page: number;
      pageSize: number;
    }) {
      const where = and(
        query.status ? eq(emailOutbox.status, query.status) : undefined,
        query.to
          ? ilike(emailOutbox.toAddress, `%${query.to.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
          : undefined,
      );
      const [rows, [total], byStatus] = await Promise.all([
        db
          .select()
          .from(emailOutbox)
          .where(where)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(emailOutbox).where(where),
        db
          .select({ status: emailOutbox.status, n: sql<number>`count(*)::int` })
          .from(emailOutbox)
          .groupBy(emailOutbox.status),
      ]);
      return {
        emails: rows.map((r) => ({
          id: r.id,
          to: r.toAddress,
          subject: r.subject,
          template: r.template,
          text: redactLinks(r.textBody),
          status: r.status,
          attempts: r.attempts,
          error: r.error,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
          lastAttemptAt: r.lastAttemptAt?.toISOString() ?? null,
        })),
        total: total?.n ?? 0,
        counts: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
      };
    },

    async retry(id: string) {
      if (!isUuid(id)) throw notFound('Email not found');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(emailOutbox)
          .set({ status: 'queued', error: null })
          .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
          .returning({ id: emailOutbox.id });
        if (!row) {
          const [exists] = await tx
            .select({ id: emailOutbox.id })
            .from(emailOutbox)
            .where(eq(emailOutbox.id, id));
          if (!exists) throw notFound('Email not found');
          throw conflict('Only a failed email can be retried');
        }
        await ctx.jobs.send(EMAIL_DELIVERY_JOB, { outboxId: id }, { tx });
        return { queued: true as const };
      });
    },
  };
}
