import { formatMoney } from '../marketplace/money';
import { SEARCH_MESSAGES } from './search';

// A search card's labels, without zod (results.ts re-exports them beside the schemas), so
// that a page showing cards does not load zod.

/** A card's price: '₹300 - ₹2,000', '$25.00', or 'Contact for pricing'. */
export function priceRangeLabel(
  priceMin: number | null,
  priceMax: number | null,
  currency: string,
): string {
  if (priceMin === null || priceMax === null) return SEARCH_MESSAGES.contactForPricing;
  if (priceMin === priceMax) return formatMoney(priceMin, currency);
  return `${formatMoney(priceMin, currency)} - ${formatMoney(priceMax, currency)}`;
}

/** '2.4 km' (one decimal) or '850 m' under a kilometre. */
export function distanceLabel(distanceKm: number): string {
  if (distanceKm < 1) return `${Math.round(distanceKm * 1000)} m`;
  return `${(Math.round(distanceKm * 10) / 10).toFixed(1)} km`;
}
