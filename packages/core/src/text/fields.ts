import { z } from 'zod';

/**
 * Control characters no text we store may hold: C0 except tab, line feed and carriage return,
 * and DEL. NUL in particular: PostgreSQL refuses it in text, so it must never reach a query.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The text without control characters (tab and line breaks stay). */
export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '');
}

/**
 * The base of every free-text input: a string with its control characters removed, then
 * trimmed. Chain `.min()`, `.max()` and the rest as on `z.string()`.
 */
export function plainText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(stripControlCharacters).trim();
}

/**
 * An optional free-text field: trimmed, at most `max` characters; blank, null or absent
 * becomes null (so "cleared" is stored as null, not '').
 */
export function optionalText(max: number, tooLongMessage: string) {
  return plainText()
    .max(max, tooLongMessage)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A required single-line text field: trimmed, non-empty, at most `max` characters. */
export function requiredText(requiredMessage: string, max: number, tooLongMessage: string) {
  return plainText({ error: requiredMessage }).min(1, requiredMessage).max(max, tooLongMessage);
}
