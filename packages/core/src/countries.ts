/** The country/currency selector's countries and the payment gateway rule (spec part 1, sections 3 and 9). */

export const PAYMENT_GATEWAYS = ['razorpay', 'paypal'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  name: string;
  flag: string;
  gateway: PaymentGateway;
  /** ISO 4217 currency code. */
  currency: string;
}

export const COUNTRIES = [
  { code: 'US', name: 'United States', flag: '🇺🇸', gateway: 'paypal', currency: 'USD' },
  { code: 'IN', name: 'India', flag: '🇮🇳', gateway: 'razorpay', currency: 'INR' },
  { code: 'GB', name: 'United Kingdom', flag: '🇬🇧', gateway: 'paypal', currency: 'GBP' },
  { code: 'CA', name: 'Canada', flag: '🇨🇦', gateway: 'paypal', currency: 'CAD' },
  { code: 'AU', name: 'Australia', flag: '🇦🇺', gateway: 'paypal', currency: 'AUD' },
  { code: 'DE', name: 'Germany', flag: '🇩🇪', gateway: 'paypal', currency: 'EUR' },
  { code: 'FR', name: 'France', flag: '🇫🇷', gateway: 'paypal', currency: 'EUR' },
  { code: 'IT', name: 'Italy', flag: '🇮🇹', gateway: 'paypal', currency: 'EUR' },
  { code: 'ES', name: 'Spain', flag: '🇪🇸', gateway: 'paypal', currency: 'EUR' },
  { code: 'NL', name: 'Netherlands', flag: '🇳🇱', gateway: 'paypal', currency: 'EUR' },
  { code: 'JP', name: 'Japan', flag: '🇯🇵', gateway: 'paypal', currency: 'JPY' },
  { code: 'BR', name: 'Brazil', flag: '🇧🇷', gateway: 'paypal', currency: 'BRL' },
  { code: 'MX', name: 'Mexico', flag: '🇲🇽', gateway: 'paypal', currency: 'MXN' },
  { code: 'SG', name: 'Singapore', flag: '🇸🇬', gateway: 'paypal', currency: 'SGD' },
  { code: 'AE', name: 'United Arab Emirates', flag: '🇦🇪', gateway: 'paypal', currency: 'AED' },
] as const satisfies readonly Country[];

export type CountryCode = (typeof COUNTRIES)[number]['code'];

export const DEFAULT_CURRENCY = 'USD';

/** When every location lookup fails and nothing fresh is cached. */
export const LOCATION_LOOKUP_FALLBACK = {
  country: 'United States',
  countryCode: 'US',
  currency: 'USD',
  paymentGateway: 'paypal',
} as const;

/** When the location service itself fails. */
export const LOCATION_ERROR_FALLBACK = {
  country: 'India',
  countryCode: 'IN',
  currency: 'INR',
  paymentGateway: 'razorpay',
} as const;

export function findCountry(code: string | null | undefined): Country | undefined {
  if (!code) return undefined;
  const upper = code.trim().toUpperCase();
  return COUNTRIES.find((country) => country.code === upper);
}

export function isCountryCode(code: string): code is CountryCode {
  return COUNTRIES.some((country) => country.code === code);
}

/** India pays through Razorpay; every other country through PayPal. */
export function gatewayForCountry(code: string | null | undefined): PaymentGateway {
  return code?.trim().toUpperCase() === 'IN' ? 'razorpay' : 'paypal';
}

/** The country's currency, USD for a country not in the list. */
export function currencyForCountry(code: string | null | undefined): string {
  return findCountry(code)?.currency ?? DEFAULT_CURRENCY;
}
