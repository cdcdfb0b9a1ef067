import type { Place } from '@petmitra/core/discovery/geo';
import { COUNTRY_ROWS, PLACE_ROWS } from './gazetteer-data';

/**
 * The offline gazetteer: city + country to coordinates, without calling anyone (DESIGN
 * section 3: "IP location: offline lookup"; the spec's original asked a public geocoder).
 * Names are matched folded (case and accents ignored, punctuation as spaces) and through
 * aliases (Bangalore, Bombay, Madras...).
 */

export interface GazetteerPlace extends Place {
  /** Folded name and aliases. */
  keys: readonly string[];
  /** Position in the data (lower = bigger city within its country). */
  rank: number;
}

/** Lower case, no accents, letters and digits separated by single spaces. */
export function foldPlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\u00c0-\u1fff\u2c00-\uffff]+/gu, ' ')
    .trim();
}

const countryByKey = new Map<string, { code: string; name: string }>();
const countryNameByCode = new Map<string, string>();
for (const [code, name, aliases] of COUNTRY_ROWS) {
  countryNameByCode.set(code, name);
  for (const key of [code, name, ...aliases]) {
    countryByKey.set(foldPlaceName(key), { code, name });
  }
}

const places: GazetteerPlace[] = PLACE_ROWS.map(
  ([name, region, countryCode, lat, lng, aliases], rank) => ({
    name,
    region,
    countryCode,
    country: countryNameByCode.get(countryCode) ?? countryCode,
    lat,
    lng,
    keys: [...new Set([name, ...(aliases ?? [])].map(foldPlaceName))],
    rank,
  }),
);

const placesByKey = new Map<string, GazetteerPlace[]>();
for (const place of places) {
  for (const key of place.keys) {
    const list = placesByKey.get(key) ?? [];
    list.push(place);
    placesByKey.set(key, list);
  }
}

/** India first (the product's home), then by size. */
const preferIndia = (a: GazetteerPlace, b: GazetteerPlace) =>
  Number(b.countryCode === 'IN') - Number(a.countryCode === 'IN') || a.rank - b.rank;

/** The ISO code of a country written as a code, a name or a common alias; null if unknown. */
export function countryCodeOf(country: string | null | undefined): string | null {
  if (!country) return null;
  return countryByKey.get(foldPlaceName(country))?.code ?? null;
}

export function allPlaces(): readonly GazetteerPlace[] {
  return places;
}

function toPlace(place: GazetteerPlace): Place {
  return {
    name: place.name,
    region: place.region,
    country: place.country,
    countryCode: place.countryCode,
    lat: place.lat,
    lng: place.lng,
  };
}

/**
 * The place for a city and country. The country narrows the match when it is one we know
 * (a known country with no such city gives null rather than a namesake elsewhere); without
 * one, India wins ties. A city written with its area ('Whitefield, Bengaluru') is tried whole,
 * then part by part.
 */
export function lookupPlace(
  city: string | null | undefined,
  country?: string | null,
): Place | null {
  if (!city) return null;
  const code = countryCodeOf(country);
  const attempts = [city, ...city.split(/[,/]/)];
  for (const attempt of attempts) {
    const candidates = placesByKey.get(foldPlaceName(attempt));
    if (!candidates?.length) continue;
    const inCountry = code ? candidates.filter((p) => p.countryCode === code) : candidates;
    const best = [...inCountry].sort(preferIndia)[0];
    if (best) return toPlace(best);
  }
  return null;
}

/** Edit distance with an early exit once it exceeds `max`. */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}

/** How well a folded query matches a place: lower is better, null for no match. */
function matchQuality(query: string, place: GazetteerPlace): number | null {
  let best: number | null = null;
  const consider = (quality: number) => {
    if (best === null || quality < best) best = quality;
  };
  for (const key of place.keys) {
    if (key === query) consider(0);
    else if (key.startsWith(query)) consider(1);
    else if (key.split(' ').some((word) => word.startsWith(query))) consider(2);
    else if (query.length >= 4) {
      // Typos: compare with the key (or its start, while the user is still typing).
      const allowed = query.length >= 7 ? 2 : 1;
      if (
        withinEdits(query, key, allowed) ||
        withinEdits(query, key.slice(0, query.length), allowed)
      )
        consider(3);
    }
  }
  return best;
}

/**
 * City suggestions for the profile form and search: exact, then prefix, then word prefix,
 * then near misses (one or two typos); India first unless a country is given, bigger first.
 */
export function suggestPlaces(
  query: string,
  options: { country?: string | null; limit?: number } = {},
): Place[] {
  const folded = foldPlaceName(query);
  if (!folded) return [];
  const code = countryCodeOf(options.country);
  const scored: { place: GazetteerPlace; quality: number }[] = [];
  for (const place of places) {
    const quality = matchQuality(folded, place);
    if (quality !== null) scored.push({ place, quality });
  }
  scored.sort(
    (a, b) =>
      a.quality - b.quality ||
      (code ? Number(b.place.countryCode === code) - Number(a.place.countryCode === code) : 0) ||
      preferIndia(a.place, b.place),
  );
  return scored.slice(0, options.limit ?? 8).map((s) => toPlace(s.place));
}

/**
 * Every folded name and alias of the places a query word names ('bangalore' gives
 * 'bengaluru', 'bangalore', ...): search matches a city however the provider wrote it.
 */
export function placeNameVariants(word: string): string[] {
  const found = placesByKey.get(foldPlaceName(word));
  if (!found) return [];
  const variants = new Set<string>();
  for (const place of found) for (const key of place.keys) variants.add(key);
  return [...variants];
}
