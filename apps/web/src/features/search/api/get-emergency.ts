import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchApi } from '@petmitra/core/discovery/search-api';
import { call } from '../../../lib/api-client';

export interface EmergencyPlace {
  city?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
}

/** Emergency / 24×7 services and pet hospitals, nearest to the place first. */
export const emergencyQueryOptions = (place: EmergencyPlace) =>
  queryOptions({
    queryKey: ['search', 'emergency', place] as const,
    queryFn: ({ signal }) =>
      call(searchApi.emergency, {
        query: {
          ...(place.city ? { city: place.city } : {}),
          ...(place.lat !== undefined && place.lng !== undefined
            ? { lat: place.lat, lng: place.lng }
            : {}),
        },
        signal,
      }),
  });

export function useEmergencyServices(place: EmergencyPlace) {
  return useQuery(emergencyQueryOptions(place));
}
