import { sql } from 'drizzle-orm';
import type { ServiceCategory } from '@petmitra/core/marketplace/services';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { textArray } from '../../db/sql-helpers';
import { createGeoService } from '../geo/service';

/**
 * The words each category is found by, exactly as the migration's discovery_category_words()
 * puts them into every service's terms (a test keeps the two equal). A query word that
 * expands to one of them is always true inside that category, so with that category filter
 * it is dropped from the query (the same results, read straight from the category index).
 */
export const CATEGORY_WORDS: Record<ServiceCategory, readonly string[]> = {
  adoption: ['adoption', 'pet', 'adopt', 'rescue', 'shelter'],
  walking: ['walking', 'dog', 'walker', 'walks'],
  accommodation: ['accommodation', 'pet', 'boarding', 'kennel', 'hostel', 'stay', 'daycare'],
  sitting: ['sitting', 'pet', 'sitter'],
  taxi: ['taxi', 'pet', 'transport', 'cab', 'ride'],
  training: ['training', 'pet', 'trainer', 'obedience'],
  grooming: ['grooming', 'pet', 'groomer', 'spa', 'bath', 'haircut'],
  pharmacy: ['pharmacy', 'pet', 'medicine', 'medicines', 'chemist'],
  stores: ['stores', 'pet', 'store', 'shop', 'supplies', 'food'],
  veterinary: ['veterinary', 'care', 'vet', 'vets', 'doctor', 'clinic'],
  hospitals: ['hospitals', 'pet', 'hospital', 'emergency', 'clinic'],
};

/** How many vocabulary words one query word may stand for (the closest ones). */
const MAX_EXPANSION = 24;
const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 5_000;

export interface WordExpansion {
  word: string;
  /** The word itself, the vocabulary words it is close to, and a city's other names. */
  terms: string[];
}

/**
 * Typo tolerance: each query word stands for the vocabulary words (search_terms) it is
 * similar to by pg_trgm's word_similarity ('groming' -> 'grooming', 'vet' -> 'veterinary',
 * 'groo' -> 'grooming' while typing), plus the other names of a city it names ('bangalore'
 * -> 'bengaluru'). The vocabulary lookup is cached for a minute per word; the word itself is
 * always matched, so a cached entry can only lack words added in the last minute.
 */
export function createVocabulary(db: Db) {
  const geo = createGeoService();
  const cache = new Map<string, { terms: string[]; expires: number }>();

  async function lookup(words: readonly string[]): Promise<Map<string, string[]>> {
    const found = new Map<string, string[]>(words.map((w) => [w, []]));
    if (words.length === 0) return found;
    const rows = rowsOf<{ word: string; term: string }>(
      await db.execute(sql`
        SELECT w.word, t.term
        FROM unnest(${textArray(words)}) AS w(word)
        CROSS JOIN LATERAL (
          SELECT term FROM search_terms
          WHERE w.word <% term
          ORDER BY word_similarity(w.word, term) DESC, term
          LIMIT ${MAX_EXPANSION}
        ) AS t`),
    );
    for (const row of rows) found.get(row.word)?.push(row.term);
    return found;
  }

  return {
    async expand(words: readonly string[]): Promise<WordExpansion[]> {
      const now = Date.now();
      const missing = words.filter((w) => (cache.get(w)?.expires ?? 0) <= now);
      if (missing.length) {
        const fresh = await lookup(missing);
        if (cache.size + missing.length > CACHE_MAX_ENTRIES) cache.clear();
        for (const [word, terms] of fresh) cache.set(word, { terms, expires: now + CACHE_TTL_MS });
      }
      return words.map((word) => {
        const similar = cache.get(word)?.terms ?? [];
        const terms = new Set([word, ...similar]);
        // Every name of a city the word (or a word it is close to) names.
        for (const term of [word, ...similar]) {
          for (const variant of geo.placeNameVariants(term))
            if (!variant.includes(' ')) terms.add(variant);
        }
        return { word, terms: [...terms] };
      });
    },
  };
}

export type Vocabulary = ReturnType<typeof createVocabulary>;
