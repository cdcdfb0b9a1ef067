import type { Place } from '@petmitra/core/discovery/geo';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { lookupPlace, placeNameVariants, suggestPlaces } from './gazetteer';
import { createGeoRepository } from './repository';

/** Places from the offline gazetteer, and users' coordinates derived from them. */
export function createGeoService(ctx: Pick<AppContext, 'db'>) {
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
     * Stores where a user is, from their city and country (the city centre), or clears it
     * when the gazetteer does not know the place. Pass the transaction that saves the profile.
     */
    async placeUser(
      userId: string,
      city: string | null | undefined,
      country: string | null | undefined,
      executor: Db = ctx.db,
    ): Promise<Place | null> {
      const place = lookupPlace(city, country);
      await createGeoRepository(executor).setUserCoordinates(
        userId,
        place ? { lat: place.lat, lng: place.lng } : null,
      );
      return place;
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
