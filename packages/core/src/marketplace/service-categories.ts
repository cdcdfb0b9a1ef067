// The service categories and their labels, without zod (services.ts re-exports them beside
// the schemas), so that a page showing a label does not load zod.

/** The eleven service categories (spec part 2, section 1). */
export const SERVICE_CATEGORIES = [
  'adoption',
  'walking',
  'accommodation',
  'sitting',
  'taxi',
  'training',
  'grooming',
  'pharmacy',
  'stores',
  'veterinary',
  'hospitals',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  adoption: 'Pet Adoption',
  walking: 'Dog Walking',
  accommodation: 'Pet Boarding',
  sitting: 'Pet Sitting',
  taxi: 'Pet Taxi',
  training: 'Pet Training',
  grooming: 'Pet Grooming',
  pharmacy: 'Pet Pharmacy',
  stores: 'Pet Stores',
  veterinary: 'Veterinary Care',
  hospitals: 'Pet Hospitals',
};

export function isServiceCategory(value: unknown): value is ServiceCategory {
  return typeof value === 'string' && (SERVICE_CATEGORIES as readonly string[]).includes(value);
}
