import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { SITE } from '@petmitra/core/settings';
import type { Db, Executor } from '../db/client';
import { emailOutbox } from '../db/schema/foundation';
import type { JobQueue } from '../jobs/queue';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  /**
   * Values the stored copy must not show (a password-reset token): the outbox row keeps the
   * email with each replaced by '[redacted]'; the real body travels only in the delivery job,
   * whose data is deleted soon after it finishes.
   */
  secrets?: readonly string[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** The account the email is for (the admin's outbox shows it). */
  userId?: string;
}

export const REDACTED = '[redacted]';

/** The text with every secret (and its URL-encoded form) replaced by '[redacted]'. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) {
      out = out.split(form).join(REDACTED);
    }
  }
  return out;
}

interface DeliveryJob {
  outboxId: string;
  /** The unredacted body, for emails with secrets (the row holds the redacted copy). */
  body?: { html: string; text: string };
}

export interface SmtpConfig {
  host: string;
  port: number;
  user?: string;
  password?: string;
  from?: string;
}

/** A nodemailer transport for an SMTP server (the mailer's, and the admin's connection test). */
export function createSmtpTransport(smtp: SmtpConfig, timeoutMs = 30_000) {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.port === 465,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
  });
}

export interface SendEmailOptions {
  /** Queue inside this transaction: the email exists only if the change it reports commits. */
  tx?: Executor;
  /** At most one email per key (a consumer that runs twice sends once). */
  dedupeKey?: string;
  /** Deliver no earlier than this (quiet hours hold notification email back). */
  startAfter?: Date;
}

export interface Mailer {
  /**
   * Queues an email: a row in email_outbox and a delivery job, written together. Answers null
   * when an email with the same dedupe key was queued before. Never sends inside the caller's
   * request: the job does, with retries and backoff.
   */
  send(email: OutgoingEmail, options?: SendEmailOptions): Promise<{ id: string } | null>;
}

export const EMAIL_DELIVERY_JOB = 'email.deliver';
const RETRY_LIMIT = 8;

/** Every http(s) link in a text body (printed to the development log). */
const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/**
 * Email through the job queue. Every email is first a row in email_outbox (the admin's outbox);
 * the `email.deliver` job then delivers it by SMTP when SMTP is configured, retrying with
 * backoff, and marks it sent, or failed after the last retry. Without SMTP the row is marked
 * logged, and outside production the recipient, subject and links go to the server log so a
 * person trying the product can follow a reset link.
 */
export function createMailer(
  db: Db,
  jobs: JobQueue,
  log: FastifyBaseLogger,
  options: {
    smtp?: SmtpConfig | undefined;
    /** The SMTP server of the system settings, read per email (undefined: use `smtp`). */
    resolveSmtp?: () => Promise<SmtpConfig | undefined>;
    printToLog: boolean;
  },
): Mailer {
  // The admin's SMTP settings (System Settings) win over the environment's SMTP_* when a host
  // is set there; a transport is kept per configuration, so a change applies to the next email.
  const transports = new Map<string, ReturnType<typeof createSmtpTransport>>();
  const transportFor = (smtp: SmtpConfig) => {
    const key = JSON.stringify([smtp.host, smtp.port, smtp.user, smtp.password]);
    let transport = transports.get(key);
    if (!transport) {
      transports.clear();
      transport = createSmtpTransport(smtp);
      transports.set(key, transport);
    }
    return transport;
  };
  const currentSmtp = async () => (await options.resolveSmtp?.()) ?? options.smtp;

  jobs.define<DeliveryJob>({
    name: EMAIL_DELIVERY_JOB,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 15,
    retryDelayMaxSeconds: 3600,
    // A finished job's data (a reset link's real body) goes a minute after it finished.
    deleteAfterSeconds: 60,
    concurrency: 4,
    async handler({ outboxId, body }, job) {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
      if (!row || row.status === 'sent' || row.status === 'logged') return;
      const content = body ?? { html: row.html, text: row.textBody };
      const now = new Date();
      const smtp = await currentSmtp();
      const transport = smtp ? transportFor(smtp) : undefined;
      const from = smtp?.from ?? `${SITE.siteName} <${SITE.supportEmail}>`;
      if (!transport) {
        await db
          .update(emailOutbox)
          .set({ status: 'logged', attempts: row.attempts + 1, lastAttemptAt: now })
          .where(eq(emailOutbox.id, row.id));
        if (options.printToLog) {
          log.info(
            { to: row.toAddress, subject: row.subject, links: linksIn(content.text) },
            'email (no SMTP configured: kept in the outbox)',
          );
        }
        if (body) await jobs.forget(job, 'body');
        return;
      }
      try {
        await transport.sendMail({
          from,
          to: row.toAddress,
          subject: row.subject,
          html: content.html,
          text: content.text,
          headers: row.headers,
        });
      } catch (error) {
        const last = job.retryCount >= RETRY_LIMIT;
        await db
          .update(emailOutbox)
          .set({
            status: last ? 'failed' : 'queued',
            error: (error as Error).message.slice(0, 500),
            attempts: row.attempts + 1,
            lastAttemptAt: now,
          })
          .where(eq(emailOutbox.id, row.id));
        throw error;
      }
      await db
        .update(emailOutbox)
        .set({
          status: 'sent',
          sentAt: now,
          error: null,
          attempts: row.attempts + 1,
          lastAttemptAt: now,
        })
        .where(eq(emailOutbox.id, row.id));
      // Delivered: the real body (a live reset link) is kept nowhere now.
      if (body) await jobs.forget(job, 'body');
    },
  });

  return {
    async send(email, sendOptions = {}) {
      const executor = sendOptions.tx ?? db;
      const secrets = email.secrets ?? [];
      const [row] = await executor
        .insert(emailOutbox)
        .values({
          toAddress: email.to,
          subject: email.subject,
          html: redact(email.html, secrets),
          textBody: redact(email.text, secrets),
          template: email.template,
          dedupeKey: sendOptions.dedupeKey ?? null,
          headers: email.headers ?? {},
          userId: email.userId ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: emailOutbox.id });
      if (!row) return null;
      const job: DeliveryJob = secrets.length
        ? { outboxId: row.id, body: { html: email.html, text: email.text } }
        : { outboxId: row.id };
      await jobs.send(EMAIL_DELIVERY_JOB, job, {
        tx: executor,
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
      return { id: row.id };
    },
  };
}

/** How many emails wait, were delivered or failed (diagnostics, tests). */
export async function outboxCounts(db: Db) {
  const rows = await db
    .select({ status: emailOutbox.status, n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
}
