import { frozen } from '../frozen';

/** The request checks every API call passes (spec part 1, sections 5 and 8). */

export const REQUEST_CHECK_MESSAGES = frozen({
  contentType: 'Invalid Content-Type. Expected application/json',
  payloadTooLarge: 'Request payload too large',
  badUrl: 'Invalid request URL.',
});

const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/** Script patterns in a URL, raw or percent-encoded. */
const SCRIPT_IN_URL = /<\s*script|%3c\s*script|%253cscript|(?:java|vb)script(?::|%3a)/i;
/** '..' written with percent-encoded dots. */
const ENCODED_TRAVERSAL = /%2e%2e|%2e\.|\.%2e/i;
const SCHEME_AND_AUTHORITY = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * False when the request URL's path and query contain '..', '//' or a script pattern
 * (checked as raw text; a full URL's scheme and host are set aside first).
 */
export function isSafeRequestUrl(url: string): boolean {
  const pathAndQuery = url.replace(SCHEME_AND_AUTHORITY, '');
  if (pathAndQuery.includes('..') || pathAndQuery.includes('//')) return false;
  if (ENCODED_TRAVERSAL.test(pathAndQuery)) return false;
  if (SCRIPT_IN_URL.test(pathAndQuery)) return false;
  return true;
}

/** POST, PUT and PATCH must send JSON (uploads excepted by the route). */
export function requiresJsonBody(method: string): boolean {
  return BODY_METHODS.has(method.toUpperCase());
}

/** 'application/json', with or without parameters such as '; charset=utf-8'. */
export function isJsonContentType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}
