import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, emailIssue, emailSchema, isValidEmail, normalizeEmail } from './email';

const firstMessage = (value: unknown) => {
  const result = emailSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('emailSchema', () => {
  it('trims and lower-cases good addresses', () => {
    expect(emailSchema.parse('  Priya.Sharma@Example.COM ')).toBe('priya.sharma@example.com');
    expect(emailSchema.parse("o'brien+pets@mail.co.in")).toBe("o'brien+pets@mail.co.in");
    expect(emailSchema.parse('user@xn--80ak6aa92e.com')).toBe('user@xn--80ak6aa92e.com');
  });

  it('requires an email', () => {
    expect(firstMessage(undefined)).toBe('Email is required');
    expect(firstMessage('')).toBe('Email is required');
    expect(firstMessage('   ')).toBe('Email is required');
  });

  it('refuses addresses over 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(firstMessage(long)).toBe('Email too long');
    const justFits = `${'a'.repeat(240)}@example.com`.slice(0, 254);
    expect(firstMessage(justFits)).not.toBe('Email too long');
  });

  it('refuses malformed addresses', () => {
    for (const value of [
      'plainaddress',
      'no-at.example.com',
      'a@b',
      'a b@example.com',
      'a@@example.com',
      '@example.com',
      'a@example.c',
      'a@-example.com',
      'a(b)@example.com',
    ]) {
      expect(firstMessage(value), value).toBe('Invalid email format');
    }
  });

  it('refuses bad domains', () => {
    for (const value of ['a@example..com', 'a@.example.com', 'a@example.com.', 'x@.com', 'a@.']) {
      expect(firstMessage(value), value).toBe('Invalid email domain');
    }
  });

  it('refuses script-like content', () => {
    for (const value of [
      '<script>@x.com',
      'javascript:alert(1)@x.com',
      'a@x.com onerror=alert(1)',
      'x onload=1@x.com',
      'a<b@x.com',
    ]) {
      expect(firstMessage(value), value).toBe('Invalid email format');
    }
  });

  it('does not mistake ordinary local parts for event handlers', () => {
    expect(firstMessage('sonny@example.com')).toBeNull();
    expect(firstMessage('online@example.com')).toBeNull();
  });
});

describe('emailIssue and helpers', () => {
  it('returns each message in order', () => {
    expect(emailIssue('')).toBe(EMAIL_MESSAGES.required);
    expect(emailIssue(`${'a'.repeat(255)}`)).toBe(EMAIL_MESSAGES.tooLong);
    expect(emailIssue('x')).toBe(EMAIL_MESSAGES.invalidFormat);
    expect(emailIssue('a@b..in')).toBe(EMAIL_MESSAGES.invalidDomain);
    expect(emailIssue('a@b.in')).toBeNull();
  });

  it('normalises and checks', () => {
    expect(normalizeEmail('  A@B.IN ')).toBe('a@b.in');
    expect(isValidEmail(' A@B.IN ')).toBe(true);
    expect(isValidEmail('nope')).toBe(false);
  });
});
