import { SEARCH_LIMITS } from './search';

/** Query text: folding, words and stop words, as the database splits its documents. */

/**
 * Words that say where or how rather than what ('grooming near me'), and words every
 * listing of a pet marketplace carries ('pet', 'service'); they are not matched.
 * 'near' and 'location' are how the spec's original asked for location filtering.
 */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'around',
  'at',
  'by',
  'close',
  'for',
  'from',
  'in',
  'location',
  'me',
  'my',
  'near',
  'nearby',
  'of',
  'on',
  'pet',
  'pets',
  'service',
  'services',
  'the',
  'to',
  'with',
]);

/** Lower case without accents: the same folding the database applies to the documents. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Splits folded text into words the way the database does (letters and digits). */
export function splitWords(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9\u00c0-\u1fff\u2c00-\uffff]+/u)
    .filter(Boolean);
}

/**
 * The words of a query that are matched: folded, without stop words and one-letter words,
 * each at most 40 characters, the first six distinct ones. Empty for a blank query (which the
 * spec ignores).
 */
export function searchWords(query: string | null | undefined): string[] {
  if (!query) return [];
  const words: string[] = [];
  for (const word of splitWords(query)) {
    if (word.length < 2 || SEARCH_STOP_WORDS.has(word)) continue;
    const cut = word.slice(0, SEARCH_LIMITS.wordMaxLength);
    if (!words.includes(cut)) words.push(cut);
    if (words.length === SEARCH_LIMITS.maxQueryWords) break;
  }
  return words;
}

/** True when the query asks for nearby results ('near', 'nearby' or 'location'), as the spec's original did. */
export function queryAsksForLocation(query: string | null | undefined): boolean {
  return splitWords(query ?? '').some((w) => w === 'near' || w === 'nearby' || w === 'location');
}
