/**
 * Contact details typed into messages (issue 15): phone numbers and email addresses are masked
 * until a response between the two people is accepted, so neither side is pushed off the
 * platform or exposed to a stranger. The one rule, used by the server on every message it
 * sends out (history, inbox preview, live event, notification) and by nothing else.
 */

export const MASKED_PHONE = '[phone number hidden]';
export const MASKED_EMAIL = '[email hidden]';

/**
 * An email address, also written the ways people dodge filters: 'name at gmail dot com',
 * 'name [at] gmail [dot] com', 'name(at)gmail(dot)com'.
 */
const AT = String.raw`(?:@|\s*[[({]\s*at\s*[\])}]\s*|\s+at\s+)`;
const DOT = String.raw`(?:\.|\s*[[({]\s*dot\s*[\])}]\s*|\s+dot\s+)`;
const EMAIL = new RegExp(
  String.raw`[a-z0-9](?:[a-z0-9._%+-]*[a-z0-9_])?${AT}[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:${DOT}[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*${DOT}[a-z]{2,24}\b`,
  'gi',
);
/** The plain '@' form only: the spelled-out forms need a known ending to count. */
const SPELLED_ENDINGS = /(?:com|in|net|org|co|io|me|info|biz|edu|gov|uk|us|ae|sg|au)$/i;

/**
 * A run that may be a phone number: an optional '+' (or '00'), digits, and single separators
 * between them (space, hyphen, dot, parentheses). Whether it is one depends on its digits.
 */
const PHONE_RUN = /(?<![\w+])(?:\+\s?|\(\+?)?\d(?:[\s.()-]{0,2}\d)+\)?(?![\w])/g;
/** A date at the start of a run ('2026-11-24', '24-11-2026', '24.11.26'): never a phone. */
const LEADING_DATE = /^(?:\d{4}[-.]\d{1,2}[-.]\d{1,2}|\d{1,2}[-.]\d{1,2}[-.]\d{2,4})(?=\s|$)/;

/** Digits a run needs to count as a phone number: 10 (an Indian mobile), 8 after a '+'. */
const MIN_DIGITS = 10;
const MIN_DIGITS_INTERNATIONAL = 8;

function isPhone(run: string): boolean {
  const digits = run.replace(/\D/g, '').length;
  const international = /^\(?\+/.test(run) || /^00/.test(run);
  return digits >= (international ? MIN_DIGITS_INTERNATIONAL : MIN_DIGITS);
}

function maskRun(run: string): string {
  const date = LEADING_DATE.exec(run);
  if (date) {
    // The date stays; whatever follows it is judged on its own.
    const rest = run.slice(date[0].length);
    const lead = /^\s*/.exec(rest)![0];
    const tail = rest.slice(lead.length);
    return date[0] + lead + (tail ? maskPhones(tail) : '');
  }
  return isPhone(run) ? MASKED_PHONE : run;
}

function maskPhones(text: string): string {
  return text.replace(PHONE_RUN, (run) => maskRun(run));
}

function maskEmails(text: string): string {
  return text.replace(EMAIL, (match) =>
    match.includes('@') || SPELLED_ENDINGS.test(match) ? MASKED_EMAIL : match,
  );
}

export interface MaskResult {
  text: string;
  /** Something was hidden (the page says why). */
  masked: boolean;
}

/** The text with every phone number and email address replaced by a placeholder. */
export function maskContactDetails(text: string): MaskResult {
  const result = maskPhones(maskEmails(text));
  return { text: result, masked: result !== text };
}
