import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { SITE } from '@petmitra/core/settings';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema/foundation';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
}

export interface SmtpConfig {
  host: string;
  port: number;
  user?: string;
  password?: string;
  from?: string;
}

export interface Mailer {
  /** Records the email in the outbox and, when SMTP is configured, delivers it. */
  send(email: OutgoingEmail): Promise<{ id: string }>;
}

/**
 * Every email is written to email_outbox first (the embedded default stops there, and the
 * admin can read it); with SMTP settings it is then delivered and marked sent or failed.
 * A delivery failure never fails the caller's request: the row keeps the error.
 */
export function createMailer(db: Db, log: FastifyBaseLogger, smtp?: SmtpConfig): Mailer {
  const transport = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.port === 465,
        ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
      })
    : undefined;
  const from = smtp?.from ?? `${SITE.siteName} <${SITE.supportEmail}>`;

  return {
    async send(email) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          toAddress: email.to,
          subject: email.subject,
          html: email.html,
          textBody: email.text,
          template: email.template,
        })
        .returning({ id: emailOutbox.id });
      const id = row!.id;
      if (transport) {
        try {
          await transport.sendMail({
            from,
            to: email.to,
            subject: email.subject,
            html: email.html,
            text: email.text,
          });
          await db
            .update(emailOutbox)
            .set({ status: 'sent', sentAt: new Date() })
            .where(eq(emailOutbox.id, id));
        } catch (error) {
          log.warn({ err: error, template: email.template }, 'email delivery failed');
          await db
            .update(emailOutbox)
            .set({ status: 'failed', error: (error as Error).message })
            .where(eq(emailOutbox.id, id));
        }
      }
      return { id };
    },
  };
}
