import type { ServiceCategory } from './service-categories';

// Request types without zod (requests.ts re-exports them beside the schemas), so that a page
// linking to the request form does not load zod.

/**
 * The request form's service types (spec part 2, section 5) and the provider categories that
 * serve each. Providers see a request when one of their active services is in one of its
 * categories. Choices the spec leaves open: Pet Boarding is the 'accommodation' category, and
 * Emergency Care goes to both 'hospitals' (its primary category) and 'veterinary'.
 * Adoption and stores have no request type.
 */
export const REQUEST_SERVICE_TYPES = [
  { name: 'Pet Grooming', categories: ['grooming'] },
  { name: 'Dog Walking', categories: ['walking'] },
  { name: 'Pet Sitting', categories: ['sitting'] },
  { name: 'Veterinary Care', categories: ['veterinary'] },
  { name: 'Pet Training', categories: ['training'] },
  { name: 'Pet Taxi', categories: ['taxi'] },
  { name: 'Pet Boarding', categories: ['accommodation'] },
  { name: 'Pet Pharmacy', categories: ['pharmacy'] },
  { name: 'Emergency Care', categories: ['hospitals', 'veterinary'] },
] as const satisfies readonly { name: string; categories: readonly ServiceCategory[] }[];

export type RequestServiceName = (typeof REQUEST_SERVICE_TYPES)[number]['name'];
export const REQUEST_SERVICE_NAMES = REQUEST_SERVICE_TYPES.map((t) => t.name) as [
  RequestServiceName,
  ...RequestServiceName[],
];

/**
 * Emergency Care reaches, at once and marked urgent, the providers of emergency care: a service
 * flagged emergency / 24×7, or a pet hospital — the ones /search/emergency lists — within
 * reach. A vet without the flag is not woken for it (decision 0023).
 */
export const EMERGENCY_SERVICE_NAME: RequestServiceName = 'Emergency Care';

export function isEmergencyRequest(name: string): boolean {
  return name === EMERGENCY_SERVICE_NAME;
}

/** The categories whose providers serve a request type; the first is the stored category. */
export function categoriesForServiceName(name: RequestServiceName): readonly ServiceCategory[] {
  return REQUEST_SERVICE_TYPES.find((t) => t.name === name)?.categories ?? [];
}

export function primaryCategoryFor(name: RequestServiceName): ServiceCategory {
  const first = categoriesForServiceName(name)[0];
  if (!first) throw new Error(`Unknown service type: ${name}`);
  return first;
}

/** The request types a provider with these categories sees. */
export function serviceNamesForCategories(
  categories: Iterable<ServiceCategory>,
): RequestServiceName[] {
  const set = new Set(categories);
  return REQUEST_SERVICE_TYPES.filter((t) =>
    t.categories.some((c: ServiceCategory) => set.has(c)),
  ).map((t) => t.name);
}
