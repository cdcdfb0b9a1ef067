/**
 * Marketplace amounts travel and are stored as integer paise (INR minor units); forms take
 * rupees with up to two decimals and the UI shows INR without decimals.
 */

export const MARKETPLACE_CURRENCY = 'INR';

/** Upper bound for a price or budget: ₹10,00,000 (guards against typos and overflow). */
export const MAX_AMOUNT_PAISE = 100_000_000;

/** Rupees (number or form text, up to 2 decimals) to paise; null when not a valid amount. */
export function rupeesToPaise(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(/,/g, '');
  if (!/^\d+(?:\.\d{1,2})?$/.test(text) && !/^\d*\.\d{1,2}$/.test(text)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  }
  const rupees = Number(text);
  if (!Number.isFinite(rupees) || rupees < 0) return null;
  return Math.round(rupees * 100);
}

/** Paise to rupees as a number with up to two decimals (for form fields). */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** '₹1,250' — INR with no decimals, Indian digit grouping (spec part 2, section 9). */
export function formatInr(paise: number): string {
  return `₹${Math.round(paise / 100).toLocaleString('en-IN')}`;
}
