import {
  DEFAULT_SEARCH_FILTERS,
  priceFilterActive,
  type SearchFilters,
} from '@petmitra/core/discovery/search-filters';
import { EMERGENCY_LIMIT, type EmergencyResult } from '@petmitra/core/discovery/emergency';
import { roundToTenth } from '@petmitra/core/discovery/ratings';
import {
  SEARCH_LIMITS,
  serviceCategoryFor,
  SUGGESTION_LIMITS,
} from '@petmitra/core/discovery/search';
import { searchWords, splitWords } from '@petmitra/core/discovery/search-text';
import type {
  SearchLocation,
  SearchResult,
  ServiceCard,
  Suggestion,
} from '@petmitra/core/discovery/results';
import { comparablePaise } from '@petmitra/core/marketplace/money';
import { PET_TYPES, type PetType } from '@petmitra/core/marketplace/pets';
import type { AppContext } from '../../context';
import { createGeoService } from '../geo/service';
import { createSearchRepository, type SearchQuery, type SearchRow } from './repository';
import { isoString, numberOrNull } from '../../db/sql-helpers';
import { CATEGORY_WORDS, createVocabulary } from './vocabulary';

/** Every marketplace currency has two decimals. */
const MINOR_PER_UNIT = 100;

/** Query words that name a pet type (singular or plural) and the type. */
const PET_TYPE_WORDS = new Map<string, PetType>(
  PET_TYPES.filter((type) => !type.includes(' ') && type !== 'other').flatMap((type) => [
    [type, type] as const,
    [type === 'fish' ? 'fishes' : `${type}s`, type] as const,
  ]),
);

/**
 * A search row as its card. Cards carry no contact details (the profile shows them once a parent
 * accepted the provider, see providers/service.ts), except on the emergency call list (`callList`),
 * whose point is the one-tap call.
 */
function toCard(row: SearchRow, callList = false): ServiceCard {
  const distance = numberOrNull(row.distance_km);
  const lat = numberOrNull(row.latitude);
  const lng = numberOrNull(row.longitude);
  return {
    id: row.service_id!,
    name: row.name,
    category: row.category,
    petTypesAccepted: row.pet_types,
    homeServiceAvailable: row.home_service,
    priceMin: numberOrNull(row.price_min),
    priceMax: numberOrNull(row.price_max),
    currency: row.currency,
    provider: {
      id: row.provider_id,
      name: row.provider_name,
      profilePic: row.provider_pic,
      city: row.provider_city,
      country: row.provider_country,
      phone: callList ? row.provider_phone : null,
      verified: row.provider_verified,
    },
    averageRating: roundToTenth(Number(row.average_rating)),
    totalReviews: Number(row.total_reviews),
    distanceKm: distance === null ? null : roundToTenth(distance),
    coordinates: lat !== null && lng !== null ? { lat, lng } : null,
    createdAt: isoString(row.created_at),
  };
}

/** Search and suggestions: filters in, one SQL statement per page out. */
export function createSearchService(ctx: AppContext) {
  const repo = createSearchRepository(ctx.db);
  const vocabulary = createVocabulary(ctx.db);
  const geo = createGeoService();

  /** Where to measure from: a city the gazetteer places wins over the browser's position. */
  function resolveLocation(filters: SearchFilters): {
    location: SearchLocation | null;
    cityWords: string[] | null;
  } {
    if (filters.city) {
      const place = geo.placeFor(filters.city);
      if (place) {
        return {
          location: {
            lat: place.lat,
            lng: place.lng,
            radiusKm: filters.radiusKm,
            source: 'city',
            label: place.name,
          },
          cityWords: null,
        };
      }
    }
    if (filters.lat !== undefined && filters.lng !== undefined) {
      return {
        location: {
          lat: filters.lat,
          lng: filters.lng,
          radiusKm: filters.radiusKm,
          source: 'position',
          label: null,
        },
        cityWords: null,
      };
    }
    if (filters.city) {
      const words = splitWords(filters.city).filter((w) => w.length >= 2);
      return { location: null, cityWords: words.length ? words : null };
    }
    return { location: null, cityWords: null };
  }

  return {
    async search(filters: SearchFilters): Promise<SearchResult> {
      const category = serviceCategoryFor(filters.category);
      // A pet named in the text ('dog walker') is the pet types the service accepts (every
      // accepted type is among its words, so this is the same match, read without the index).
      const words = searchWords(filters.q);
      const petWords = words.filter((w) => PET_TYPE_WORDS.has(w));
      const expansions = await vocabulary.expand(words.filter((w) => !PET_TYPE_WORDS.has(w)));
      // Inside a category, a word that stands for one of the category's own words is true
      // for every service there ('groming' in grooming): leave it to the category filter.
      const categoryWords = category ? new Set(CATEGORY_WORDS[category]) : null;
      const wordTerms = expansions
        .filter((e) => !categoryWords || !e.terms.some((t) => categoryWords.has(t)))
        .map((e) => e.terms);
      const { location, cityWords } = resolveLocation(filters);
      const cap = SEARCH_LIMITS.countCap;
      const offset = (filters.page - 1) * filters.pageSize;
      const query: SearchQuery = {
        wordTerms,
        category,
        petTypes: filters.petTypes,
        namedPets: petWords.map((w) => PET_TYPE_WORDS.get(w)!),
        homeServiceOnly: filters.homeServiceOnly,
        verifiedOnly: filters.verifiedOnly,
        // The range is in the searcher's currency; every service's prices compare with it at
        // the fixed rates (decision 0026).
        price: priceFilterActive(filters)
          ? {
              minPaise: comparablePaise(
                Math.round(filters.priceMin * MINOR_PER_UNIT),
                filters.currency,
              ),
              maxPaise: comparablePaise(
                Math.round(filters.priceMax * MINOR_PER_UNIT),
                filters.currency,
              ),
            }
          : null,
        minRating: filters.minRating ?? null,
        centre: location ? { lat: location.lat, lng: location.lng } : null,
        radiusKm: location ? location.radiusKm : null,
        cityWords,
        sort: filters.sort,
        offset,
        // Load More stops at the count cap.
        limit: Math.max(0, Math.min(filters.pageSize, cap - offset)),
        cap,
      };
      const rows = await repo.search(query);
      const first = rows[0];
      const total = first ? Number(first.total) : 0;
      const matched = first ? Number(first.matched) : 0;
      const services = rows.filter((r) => r.service_id !== null).map((row) => toCard(row));
      const statsAverage = numberOrNull(first?.stats_average_rating);
      return {
        services,
        total,
        totalCapped: matched > cap,
        averageRating: statsAverage === null ? 0 : roundToTenth(statsAverage),
        within5km: location ? Number(first?.within_5km ?? 0) : null,
        page: filters.page,
        pageSize: filters.pageSize,
        hasMore: offset + services.length < total,
        location,
        cityNotPlaced: cityWords !== null,
      };
    },

    /** At most 3 service names, 3 providers and 2 places for the text typed so far. */
    /** Emergency care: 24×7 services and pet hospitals, nearest first (issue 13, item 5). */
    async emergency(query: {
      city?: string | undefined;
      lat?: number | undefined;
      lng?: number | undefined;
    }): Promise<EmergencyResult> {
      const { location } = resolveLocation({
        ...DEFAULT_SEARCH_FILTERS,
        city: query.city,
        lat: query.lat,
        lng: query.lng,
      });
      const rows = await repo.emergency(location, EMERGENCY_LIMIT);
      return {
        services: rows.map((row) => ({ ...toCard(row, true), emergency: row.emergency })),
        location,
      };
    },

    async suggest(text: string): Promise<Suggestion[]> {
      const words = searchWords(text);
      if (words.length === 0) return [];
      const folded = words.join(' ');
      const [expansions, providers] = await Promise.all([
        vocabulary.expand(words),
        repo.providersNamed(folded, SUGGESTION_LIMITS.providers),
      ]);
      const names = await repo.serviceNames(
        expansions.map((e) => e.terms),
        SUGGESTION_LIMITS.services * 20,
      );
      const seen = new Set<string>();
      const services: Suggestion[] = [];
      for (const row of names) {
        const key = row.name.trim().toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        services.push({
          type: 'service',
          label: row.name,
          detail: null,
          value: row.name,
          providerId: null,
          category: row.category,
          coordinates: null,
        });
        if (services.length === SUGGESTION_LIMITS.services) break;
      }
      const people: Suggestion[] = providers.map((p) => ({
        type: 'provider',
        label: p.name,
        detail: [p.city, p.country].filter(Boolean).join(', ') || null,
        value: p.name,
        providerId: p.id,
        category: null,
        coordinates: null,
      }));
      const places: Suggestion[] = geo
        .suggestCities(text, { limit: SUGGESTION_LIMITS.locations })
        .map((place) => ({
          type: 'location',
          label: place.name,
          detail: [place.region, place.country].filter(Boolean).join(', ') || null,
          value: place.name,
          providerId: null,
          category: null,
          coordinates: { lat: place.lat, lng: place.lng },
        }));
      return [...services, ...people, ...places].slice(0, SUGGESTION_LIMITS.total);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
