import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { registrationInput } from '../../test/factories';
import { freePort, startSmtpServer } from '../../test/smtp';
import { emailOutbox } from '../db/schema/foundation';

let t: TestApp;
let port: number;
beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) });
});
afterAll(async () => {
  await t.close();
});

const outboxFor = (email: string, template = 'welcome') =>
  t.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, template)));

describe('email through the job queue', () => {
  it('keeps the request fast and successful while SMTP is down, retries, then delivers', async () => {
    const input = registrationInput();
    // Nothing listens on the SMTP port yet.
    const res = await t.client().post('/api/auth/register', input);
    expect(res.statusCode).toBe(201);
    await t.settle();
    const [queued] = await outboxFor(input.email);
    expect(queued).toMatchObject({ template: 'welcome', status: 'queued', attempts: 1 });
    expect(queued!.error).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtpServer(port);
    try {
      await t.settle({ retries: true });
      const [sent] = await outboxFor(input.email);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null });
      // The welcome email and the verification link, both delivered after the retry.
      expect(smtp.messages).toHaveLength(2);
      expect((await outboxFor(input.email, 'email_verification'))[0]).toMatchObject({
        status: 'sent',
      });
      const mail = smtp.messages.find((m) => m.subject === 'Welcome to PetMitra!')!;
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(input.email);
      expect(mail.text).toContain(input.name);
      // Delivered once: draining again sends nothing more.
      await t.settle({ retries: true });
      expect(smtp.messages).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });

  it('delivers a password reset link that works', async () => {
    const smtp = await startSmtpServer(port);
    try {
      const input = registrationInput();
      await t.client().post('/api/auth/register', input);
      const forgot = await t.client().post('/api/auth/forgot-password', { email: input.email });
      expect(forgot.statusCode).toBe(200);
      await t.settle();
      const mail = smtp.messages.find((m) => m.subject?.includes('Reset'));
      expect(mail).toBeDefined();
      const link = /http:\/\/localhost:3000\/reset-password\?token=([\w%-]+)/.exec(
        mail!.text ?? '',
      );
      expect(link).not.toBeNull();
      const reset = await t.client().post('/api/auth/reset-password', {
        token: decodeURIComponent(link![1]!),
        password: 'Brand#NewPass2026',
        confirmPassword: 'Brand#NewPass2026',
      });
      expect(reset.statusCode).toBe(200);
      const login = await t
        .client()
        .post('/api/auth/login', { email: input.email, password: 'Brand#NewPass2026' });
      expect(login.statusCode).toBe(200);
    } finally {
      await smtp.close();
    }
  });

  it('answers forgot-password alike for unknown addresses, and emails nobody', async () => {
    const smtp = await startSmtpServer(port);
    try {
      const email = 'nobody.here@example.com';
      const res = await t.client().post('/api/auth/forgot-password', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      await t.settle();
      expect(await outboxFor(email)).toEqual([]);
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});
