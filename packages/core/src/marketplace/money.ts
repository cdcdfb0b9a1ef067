/**
 * Marketplace amounts (service charges, request budgets, response quotes) travel and are stored
 * as integers in the minor unit of their currency (paise, cents, pence); forms take the major
 * unit with up to two decimals. A provider's prices are in the currency of the provider's
 * country, a request's budget and its quotes in the currency of where the service is needed
 * (docs/decisions/0026-prices-in-local-currency.md).
 */

import { formatCount, formatTwoDecimals } from '../text/numbers';

/** Every currency a marketplace price can be in: each has two-decimal minor units. */
export const MARKETPLACE_CURRENCIES = [
  'INR',
  'USD',
  'GBP',
  'EUR',
  'AED',
  'SGD',
  'CAD',
  'AUD',
] as const;
export type MarketplaceCurrency = (typeof MARKETPLACE_CURRENCIES)[number];

/** India's currency: the product's home, and the currency when no country is known. */
export const MARKETPLACE_CURRENCY: MarketplaceCurrency = 'INR';

/** A recognised country whose own currency is not supported prices in US dollars. */
export const FALLBACK_CURRENCY: MarketplaceCurrency = 'USD';

export function isMarketplaceCurrency(value: unknown): value is MarketplaceCurrency {
  return typeof value === 'string' && (MARKETPLACE_CURRENCIES as readonly string[]).includes(value);
}

/**
 * The countries of each supported currency other than USD, as ISO codes, names and the usual
 * other spellings (folded: lower case, no accents, punctuation as spaces). Migration 0031's
 * SQL function marketplace_currency_for_country holds the same list (a test keeps them equal).
 */
export const CURRENCY_COUNTRY_KEYS: Readonly<
  Record<Exclude<MarketplaceCurrency, 'USD'>, readonly string[]>
> = {
  INR: ['in', 'ind', 'india', 'bharat', 'republic of india'],
  GBP: [
    'gb',
    'uk',
    'u k',
    'united kingdom',
    'great britain',
    'britain',
    'england',
    'scotland',
    'wales',
    'northern ireland',
  ],
  EUR: [
    'at',
    'austria',
    'be',
    'belgium',
    'hr',
    'croatia',
    'cy',
    'cyprus',
    'ee',
    'estonia',
    'fi',
    'finland',
    'fr',
    'france',
    'de',
    'germany',
    'deutschland',
    'gr',
    'greece',
    'ie',
    'ireland',
    'eire',
    'it',
    'italy',
    'italia',
    'lv',
    'latvia',
    'lt',
    'lithuania',
    'lu',
    'luxembourg',
    'mt',
    'malta',
    'nl',
    'netherlands',
    'the netherlands',
    'holland',
    'pt',
    'portugal',
    'sk',
    'slovakia',
    'si',
    'slovenia',
    'es',
    'spain',
    'espana',
  ],
  AED: ['ae', 'uae', 'u a e', 'united arab emirates', 'emirates'],
  SGD: ['sg', 'sgp', 'singapore'],
  CAD: ['ca', 'canada'],
  AUD: ['au', 'australia'],
};

const currencyByCountryKey = new Map<string, MarketplaceCurrency>(
  Object.entries(CURRENCY_COUNTRY_KEYS).flatMap(([currency, keys]) =>
    keys.map((key) => [key, currency as MarketplaceCurrency] as const),
  ),
);

/** Lower case, accents removed, anything but letters and digits as single spaces. */
export function foldCountry(country: string): string {
  return country
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The currency of prices in a country, given as an ISO code or a name ('IN', 'India',
 * 'United Kingdom'): India → INR; a country whose currency is supported → that currency;
 * any other country → USD; no country at all → INR (the product's home).
 */
export function priceCurrencyForCountry(country: string | null | undefined): MarketplaceCurrency {
  const key = country ? foldCountry(country) : '';
  if (!key) return MARKETPLACE_CURRENCY;
  return currencyByCountryKey.get(key) ?? FALLBACK_CURRENCY;
}

/**
 * The currency a provider's prices are in (decision 0026): the country of their profile; when
 * it is left blank, the country of the place their city is in (`placeCountryCode`: the ISO code
 * the server's gazetteer gives the city, the same place that puts the provider on the map and
 * whose requests they see); with neither, INR. A blank country with a city abroad ('London') is
 * thus priced in that country's money, as the requests around it are. The server applies it and
 * tells the forms the result (My Services' `currency`), since only the server has the gazetteer.
 */
export function providerPriceCurrency(
  country: string | null | undefined,
  placeCountryCode: string | null | undefined,
): MarketplaceCurrency {
  return priceCurrencyForCountry(country && foldCountry(country) ? country : placeCountryCode);
}

/**
 * A currency code from elsewhere (the visitor's detected or chosen currency) as a marketplace
 * currency: itself when supported, else USD.
 */
export function marketplaceCurrencyOf(code: string | null | undefined): MarketplaceCurrency {
  const upper = code?.trim().toUpperCase();
  return isMarketplaceCurrency(upper) ? upper : upper ? FALLBACK_CURRENCY : MARKETPLACE_CURRENCY;
}

/**
 * Fixed rates for comparing prices in different currencies (the search's price filter and
 * price sorts), as rupees per unit in a fraction [numerator, denominator] so the arithmetic is
 * exact in SQL and here. USD is the payments rule's INR × 0.012 (250/3 rupees a dollar); the
 * others are rounded November 2026 rates. Never used to show or charge a price.
 */
export const RUPEES_PER_UNIT: Readonly<Record<MarketplaceCurrency, readonly [number, number]>> = {
  INR: [1, 1],
  USD: [250, 3],
  GBP: [105, 1],
  EUR: [90, 1],
  AED: [45, 2],
  SGD: [62, 1],
  CAD: [60, 1],
  AUD: [54, 1],
};

/** The largest comparable amount (PostgreSQL integer): dearer prices compare as equal. */
export const MAX_COMPARABLE_PAISE = 2_147_483_647;

/** A minor-unit amount as comparable paise at the fixed rate (rounded down). */
export function comparablePaise(minor: number, currency: MarketplaceCurrency): number {
  const [numerator, denominator] = RUPEES_PER_UNIT[currency];
  return Math.min(Math.floor((minor * numerator) / denominator), MAX_COMPARABLE_PAISE);
}

/** Upper bound for a price or budget in minor units: 10,00,000 of the currency (guards against typos and overflow). */
export const MAX_AMOUNT_PAISE = 100_000_000;

/** Major units (number or form text, up to 2 decimals) to minor units; null when not a valid amount. */
export function rupeesToPaise(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(/,/g, '');
  if (!/^\d+(?:\.\d{1,2})?$/.test(text) && !/^\d*\.\d{1,2}$/.test(text)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  }
  const rupees = Number(text);
  if (!Number.isFinite(rupees) || rupees < 0) return null;
  return Math.round(rupees * 100);
}

/** Major and minor units under currency-neutral names (every marketplace currency has two decimals). */
export const toMinorUnits = (value: number | string) => rupeesToPaise(value);
export const fromMinorUnits = (minor: number) => paiseToRupees(minor);

/** Minor units to major units as a number with up to two decimals (for form fields). */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

const CURRENCY_SYMBOLS: Record<string, string> = {
  INR: '₹',
  USD: '$',
  GBP: '£',
  EUR: '€',
  AED: 'AED ',
  SGD: 'S$',
  CAD: 'CA$',
  AUD: 'A$',
};

/** What a form's label shows for a currency: '₹', '$', '£', '€', 'AED', 'S$'... */
export function currencySymbol(currency: string): string {
  return (CURRENCY_SYMBOLS[currency] ?? currency).trim();
}

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
  if (currency === 'INR' && !exact) return `₹${formatCount(Math.round(minor / 100))}`;
  const symbol = CURRENCY_SYMBOLS[currency] ?? `${currency} `;
  return `${symbol}${formatTwoDecimals(minor / 100, currency === 'INR' ? 'en-IN' : 'en-US')}`;
}

/** '₹1,250' — a marketplace amount in paise (INR, no decimals). */
export function formatInr(paise: number): string {
  return formatMoney(paise, 'INR');
}
