import { z } from 'zod';

/**
 * An optional free-text field: trimmed, at most `max` characters; blank, null or absent
 * becomes null (so "cleared" is stored as null, not '').
 */
export function optionalText(max: number, tooLongMessage: string) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A required single-line text field: trimmed, non-empty, at most `max` characters. */
export function requiredText(requiredMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage);
}
