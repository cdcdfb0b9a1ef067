import { z } from 'zod';
import { stripControlCharacters } from './control-characters';

export * from './control-characters';

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
