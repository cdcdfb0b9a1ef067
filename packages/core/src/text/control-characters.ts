// Without zod (fields.ts re-exports it beside plainText), so that zod-free readers share it.

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
