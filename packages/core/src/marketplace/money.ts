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

const CURRENCY_SYMBOLS: Record<string, string> = { INR: '₹', USD: '$' };

/**
 * The one rule for showing money: an integer amount in the currency's minor unit (paise, cents)
 * with its currency. INR shows whole rupees with Indian digit grouping ('₹1,25,000', spec part
 * 2, section 9); other currencies show two decimals with their symbol ('$1.50'). `exact` keeps
 * paise too, for breakdowns where they matter (refunds).
 */
export function formatMoney(
  minor: number,
  currency: string = MARKETPLACE_CURRENCY,
  { exact = false }: { exact?: boolean } = {},
): string {
  if (currency === 'INR' && !exact) return `₹${Math.round(minor / 100).toLocaleString('en-IN')}`;
  const symbol = CURRENCY_SYMBOLS[currency] ?? `${currency} `;
  const locale = currency === 'INR' ? 'en-IN' : 'en-US';
  return `${symbol}${(minor / 100).toLocaleString(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
}

/** '₹1,250' — a marketplace amount in paise (INR, no decimals). */
export function formatInr(paise: number): string {
  return formatMoney(paise, 'INR');
}
