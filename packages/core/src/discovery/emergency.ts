import { z } from 'zod';
import { searchLocationSchema, serviceCardSchema } from './results';
import { searchFiltersSchema } from './search-filters';

/**
 * Emergency care (issue 13, item 5): services their providers offer in an emergency, 24×7 (the
 * service flag), and every veterinary hospital, nearest first, each with a one-tap call.
 */
export const EMERGENCY_LIMIT = 50;

export const EMERGENCY_MESSAGES = {
  title: 'Emergency Care',
  tagline: 'Vets and pet hospitals open for emergencies, nearest first. Call before you travel.',
  hospitalBadge: 'Pet Hospital',
  none: 'No emergency services listed yet',
  noneDetail: 'Try All Pet Services, or call your nearest vet.',
  useLocation: 'Use my location',
} as const;

/** Where to measure from: the browser's position or a city (both optional). */
const { city, lat, lng } = searchFiltersSchema.shape;
export const emergencyQuerySchema = z
  .object({ city, lat, lng })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'Please give both latitude and longitude',
    path: ['lat'],
  });

export const emergencyCardSchema = serviceCardSchema.extend({
  /** Offered in an emergency, 24×7 (a hospital may not say so). */
  emergency: z.boolean(),
});
export type EmergencyCard = z.infer<typeof emergencyCardSchema>;

export const emergencyResultSchema = z.object({
  services: z.array(emergencyCardSchema),
  /** Where distances are measured from; null when nothing is known (then by rating). */
  location: searchLocationSchema.nullable(),
});
export type EmergencyResult = z.infer<typeof emergencyResultSchema>;
