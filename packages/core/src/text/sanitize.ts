import { LIMITS } from '../constants';

/** Script patterns: opening or closing script tags and script URLs. */
const SCRIPT_PATTERNS: readonly RegExp[] = [
  /<\s*(?:\/\s*)?script\b[^<>]*>/gi,
  /<\s*(?:\/\s*)?script\b/gi,
  /(?:java|vb)\s*script\s*:/gi,
];

/**
 * Inline event handlers, `on\w+\s*=`: found as a word followed by '=', then cut from its
 * first 'on' that has a letter after it (one pass over each word, however long).
 */
const WORD_BEFORE_EQUALS = /\b\w+\s*=/g;
const HANDLER_START = /on\w/i;

function removeEventHandlers(text: string): string {
  return text.replace(WORD_BEFORE_EQUALS, (match) => {
    const start = match.search(HANDLER_START);
    return start < 0 ? match : match.slice(0, start);
  });
}

/** A whole script element, tags and content. */
const SCRIPT_ELEMENT = { open: /<\s*script\b[^<>]*>/gi, close: /<\s*\/\s*script\s*>/gi };
/** A block comment, the SQL way of hiding keywords from filters. */
const BLOCK_COMMENT = { open: /\/\*/g, close: /\*\//g };

/**
 * SQL keywords in the shapes injection uses. Ordinary English survives: 'select a date',
 * 'drop off', 'delete from my list', 'update me', 'or 1 more'.
 */
const SQL_PATTERNS: readonly RegExp[] = [
  /\b(?:drop|truncate|alter|create)\s+(?:table|database|schema|view|index|user)\b/gi,
  /\bunion\s+(?:all\s+)?select\b/gi,
  /\bselect\s+(?:\*|count\s*\(|@@\w+|null\b)/gi,
  /\bdelete\s+from\b(?=\s+[\w."`[\]]+\s*(?:;|\bwhere\b|$))/gi,
  /\binsert\s+into\b(?=\s+[\w."`[\]]+\s*(?:\(|\bvalues\b|\bselect\b))/gi,
  /\bupdate\s+[\w."`[\]]+\s+set\b(?=\s+[\w."`[\]]+\s*=)/gi,
  /\bexec(?:ute)?\s+(?:xp_|sp_)\w*/gi,
  /\b(?:or|and)\s+(['"]?)(\w+)\1\s*=\s*\1\2(?:\1|\b)/gi,
  /;\s*--/g,
  /['"]--/g,
];

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const ANGLE_BRACKETS = /[<>]/g;
/** Removal can join a new pattern together ('javajavascript:script:'); passes repeat until none is left. */
const MAX_PASSES = 25;
/** Removal only shortens text, so nothing past this many characters can reach the output. */
const inputBudget = (limit: number) => limit * 2 + 1000;

/** Removes every open...close span, scanning once (no backtracking over long unclosed input). */
function removeSpans(text: string, span: { open: RegExp; close: RegExp }): string {
  let output = '';
  let position = 0;
  for (;;) {
    span.open.lastIndex = position;
    const open = span.open.exec(text);
    if (!open) break;
    span.close.lastIndex = open.index + open[0].length;
    const close = span.close.exec(text);
    if (!close) break;
    output += text.slice(position, open.index);
    position = close.index + close[0].length;
  }
  return output + text.slice(position);
}

function stripOnce(text: string): string {
  let result = removeSpans(removeSpans(text, SCRIPT_ELEMENT), BLOCK_COMMENT);
  for (const pattern of SCRIPT_PATTERNS) result = result.replace(pattern, '');
  result = removeEventHandlers(result);
  for (const pattern of SQL_PATTERNS) result = result.replace(pattern, '');
  // Brackets go only once no pattern is left, so '<scr<script>ipt>' is still seen as a tag.
  return result === text ? result.replace(ANGLE_BRACKETS, '') : result;
}

/** Strips until stable; null when it never settles. */
function stripAll(text: string): string | null {
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = stripOnce(current);
    if (next === current) return current;
    current = next;
  }
  return null;
}

function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let result = text.slice(0, limit);
  // Do not leave half of a surrogate pair at the cut.
  if (/[\ud800-\udbff]$/.test(result)) result = result.slice(0, -1);
  return result;
}

/**
 * Cleans free text before it is stored or shown: removes script patterns and SQL injection
 * shapes, control characters and every angle bracket, trims, and cuts to `maxLength`
 * characters. Removal repeats until nothing changes, so nested tricks do not survive; text
 * that still yields new patterns after many passes is an attack, not prose, and becomes ''.
 */
export function sanitizeText(input: string, maxLength: number = LIMITS.sanitizerMaxLength): string {
  const limit = Number.isFinite(maxLength)
    ? Math.max(0, Math.floor(maxLength))
    : LIMITS.sanitizerMaxLength;
  const raw = String(input ?? '')
    .slice(0, inputBudget(limit))
    .replace(CONTROL_CHARACTERS, '');
  const cleaned = stripAll(raw);
  if (cleaned === null) return '';
  // Cutting can complete a shape that looks at the end of the text, so clean once more.
  const result = stripAll(cut(cleaned.trim(), limit));
  return result === null ? '' : result.trim();
}
