import { plainText } from '../text/fields';
import { LIMITS } from '../constants';
import { frozen } from '../frozen';

export const EMAIL_MESSAGES = frozen({
  required: 'Email is required',
  tooLong: 'Email too long',
  invalidFormat: 'Invalid email format',
  invalidDomain: 'Invalid email domain',
});

/** Markup or script smuggled into an address. */
const SCRIPT_LIKE = /<\s*script|javascript\s*:|vbscript\s*:|on\w+\s*=|[<>]/i;
/** Something, one '@', something: no spaces. */
const ONE_AT = /^[^\s@]+@[^\s@]+$/;
/** The usual shape: something@something.something, no spaces, one @. */
const BASIC_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The full pattern (after lower-casing): allowed local characters; dotted domain labels; a TLD. */
const FULL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,}|xn--[a-z0-9-]+)$/;

/** Normalises an address as stored: trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The first problem with an address (already normalised), or null when it is acceptable.
 * Order: required, length, script-like content, shape, domain dots, full pattern, so that a
 * domain such as 'a@b..com' or 'a@.b.com' gets the domain message rather than the format one.
 */
export function emailIssue(email: string): string | null {
  if (email.length === 0) return EMAIL_MESSAGES.required;
  if (email.length > LIMITS.emailMaxLength) return EMAIL_MESSAGES.tooLong;
  if (SCRIPT_LIKE.test(email)) return EMAIL_MESSAGES.invalidFormat;
  // One '@' between a local part and a domain: a domain with a leading, trailing or doubled
  // dot ('x@.com', 'a@b..com') is the domain message (spec 000 section 5), before the shape.
  if (ONE_AT.test(email)) {
    const domain = email.slice(email.lastIndexOf('@') + 1);
    if (domain.includes('..') || domain.startsWith('.') || domain.endsWith('.')) {
      return EMAIL_MESSAGES.invalidDomain;
    }
  }
  if (!BASIC_SHAPE.test(email)) return EMAIL_MESSAGES.invalidFormat;
  if (!FULL_PATTERN.test(email)) return EMAIL_MESSAGES.invalidFormat;
  return null;
}

export function isValidEmail(value: string): boolean {
  return emailIssue(normalizeEmail(value)) === null;
}

/** An email address: trimmed, lower-cased and checked, with the spec's messages. */
export const emailSchema = plainText({ error: EMAIL_MESSAGES.required })
  .toLowerCase()
  .superRefine((email, ctx) => {
    const message = emailIssue(email);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
