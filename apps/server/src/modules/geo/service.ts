import type { Place } from '@petmitra/core/discovery/geo';
import { lookupPlace, placeNameVariants, suggestPlaces } from './gazetteer';

/** Places from the offline gazetteer, and users' coordinates derived from them. */
export function createGeoService() {
  return {
    placeFor(city: string | null | undefined, country?: string | null): Place | null {
      return lookupPlace(city, country);
    },

    /** Every name the gazetteer knows for the city a word names ('bangalore' -> 'bengaluru', ...). */
    placeNameVariants(word: string): string[] {
      return placeNameVariants(word);
    },

    suggestCities(query: string, options: { country?: string | null; limit?: number } = {}) {
      return suggestPlaces(query, options);
    },

    /**
     * Where a user is, from their city and country: the city centre, or none when the
     * gazetteer does not know the place. The columns go into the same insert or update that
     * saves the city, so the two never disagree and the save stays one statement.
     */
    userCoordinates(
      city: string | null | undefined,
      country: string | null | undefined,
    ): { latitude: number | null; longitude: number | null } {
      const place = lookupPlace(city, country);
      return { latitude: place?.lat ?? null, longitude: place?.lng ?? null };
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
