import { REQUEST_SERVICE_TYPES } from '@petmitra/core/marketplace/request-service-types';
import type { ServiceCategory } from '@petmitra/core/marketplace/service-categories';

/** The request form's service type for a category, when there is one (adoption and stores have none). */
export function requestServiceFor(category: ServiceCategory): string | null {
  return REQUEST_SERVICE_TYPES.find((t) => t.categories[0] === category)?.name ?? null;
}

/**
 * 'Request Service' for one provider (their profile, a favourite): the form sends the request
 * to them only (?provider=), with the service type of the category prefilled when there is one.
 */
export function requestServiceLink(providerId: string, category?: ServiceCategory): string {
  const params = new URLSearchParams({ provider: providerId });
  const service = category ? requestServiceFor(category) : null;
  if (service) params.set('service', service);
  return `/request-service?${params.toString()}`;
}
