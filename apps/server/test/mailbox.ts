import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/context';
import { rowsOf } from '../src/db/client';
import type { startSmtpServer } from './smtp';

/** The text of the newest email of `template` to `to`, as its recipient would read it; or null. */
export type Mailbox = (to: string, template: string) => Promise<string | null>;

/**
 * The emails an app in this process sends, read where they wait for delivery: the
 * `email.deliver` job carries the real body of an email with secrets (its outbox row keeps the
 * link redacted), the outbox row the body of any other. Workers do not run in the API suite, so
 * the job is still there after the request that queued it.
 */
export function queuedMailbox(ctx: AppContext): Mailbox {
  return async (to, template) => {
    const [row] = rowsOf<{ text: string | null }>(
      await ctx.db.execute(sql`
        SELECT coalesce(j.data->'body'->>'text', o.text_body) AS text
        FROM email_outbox o
        LEFT JOIN ${sql.raw(ctx.jobs.schema)}.job j
          ON j.name = 'email.deliver' AND j.data->>'outboxId' = o.id::text
        WHERE o.to_address = ${to} AND o.template = ${template}
        ORDER BY o.created_at DESC, j.created_on DESC NULLS LAST
        LIMIT 1`),
    );
    return row?.text ?? null;
  };
}

/** The emails a real SMTP server received (test/smtp.ts), waiting up to `timeoutMs` for one. */
export function smtpMailbox(
  smtp: Awaited<ReturnType<typeof startSmtpServer>>,
  subjects: Record<string, string>,
  timeoutMs = 20_000,
): Mailbox {
  return async (to, template) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = smtp.messages.findLast(
        (m) =>
          JSON.stringify(m.to ?? '').includes(to) &&
          (m.subject ?? '').includes(subjects[template] ?? template),
      );
      if (mail) return mail.text ?? null;
      if (Date.now() > deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}
