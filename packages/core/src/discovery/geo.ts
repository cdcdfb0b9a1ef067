import { z } from 'zod';
import { plainText } from '../text/fields';

/** City suggestions from the server's offline gazetteer (GET /api/geo/cities?q=). */

export const GEO_LIMITS = { citySuggestions: 8, cityQueryMaxLength: 100 } as const;

export const cityQuerySchema = z.object({
  q: plainText().max(GEO_LIMITS.cityQueryMaxLength).default(''),
  /** ISO code or country name to prefer. */
  country: plainText().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(GEO_LIMITS.citySuggestions),
});

export const placeSchema = z.object({
  /** The city's usual English name ('Bengaluru'). */
  name: z.string(),
  /** State or region, when the gazetteer has one. */
  region: z.string().nullable(),
  /** Country name as the profile form shows it ('India'). */
  country: z.string(),
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const citySuggestionsSchema = z.object({ cities: z.array(placeSchema) });

/** Great-circle distance in km (haversine on a 6371 km sphere). */
export function distanceKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
