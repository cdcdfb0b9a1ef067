import {
  findCountry,
  gatewayForCountry,
  currencyForCountry,
  LOCATION_ERROR_FALLBACK,
  LOCATION_LOOKUP_FALLBACK,
  PAYMENT_GATEWAYS,
  type PaymentGateway,
} from '../countries';

/**
 * The visitor's location from their address (spec part 1, sections 3, 5, 7 and 9): looked up
 * on the server in an offline database (no outside service), with the spec's fallbacks. This
 * module builds no zod schema, so the browser can choose and cache a location without loading
 * zod (location.ts holds the API's schema and re-exports all of this).
 */

/** A detected location is reused for 24 hours (86400000 ms) when a later lookup cannot place the visitor. */
export const LOCATION_CACHE_MS = 86_400_000;

/** Each selector country's main time zone (UTC for any other country). */
export const COUNTRY_TIME_ZONES: Record<string, string> = {
  US: 'America/New_York',
  IN: 'Asia/Kolkata',
  GB: 'Europe/London',
  CA: 'America/Toronto',
  AU: 'Australia/Sydney',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  NL: 'Europe/Amsterdam',
  JP: 'Asia/Tokyo',
  BR: 'America/Sao_Paulo',
  MX: 'America/Mexico_City',
  SG: 'Asia/Singapore',
  AE: 'Asia/Dubai',
};

export const LOCATION_SOURCES = ['ip', 'fallback'] as const;

/** The spec's location result, and where it came from (location.ts's schema is checked against it). */
export interface Location {
  country: string;
  countryCode: string;
  currency: string;
  paymentGateway: PaymentGateway;
  timezone: string;
  /** 'ip': the address was found in the database; 'fallback': it was not (private, unknown, IPv6). */
  source: (typeof LOCATION_SOURCES)[number];
}

/** The location of a country code: currency by code (USD by default), Razorpay for India only. */
export function locationForCountry(
  code: string,
  name: string | undefined,
  source: Location['source'],
): Location {
  const upper = code.toUpperCase();
  return {
    country: findCountry(upper)?.name ?? name ?? upper,
    countryCode: upper,
    currency: currencyForCountry(upper),
    paymentGateway: gatewayForCountry(upper),
    timezone: COUNTRY_TIME_ZONES[upper] ?? 'UTC',
    source,
  };
}

/** The server could not place the address: United States, USD, PayPal. */
export const LOOKUP_FALLBACK_LOCATION: Location = {
  ...LOCATION_LOOKUP_FALLBACK,
  timezone: COUNTRY_TIME_ZONES.US!,
  source: 'fallback',
};

/** The lookup itself failed (network, server error): India, INR, Razorpay. */
export const ERROR_FALLBACK_LOCATION: Location = {
  ...LOCATION_ERROR_FALLBACK,
  timezone: COUNTRY_TIME_ZONES.IN!,
  source: 'fallback',
};

export interface CachedLocation {
  location: Location;
  /** Epoch ms when it was detected. */
  at: number;
}

/**
 * The location the app uses: a detected answer wins (and is what gets cached); when the server
 * could not place the visitor, or the call failed, a cached detection under 24 hours old;
 * else the server's fallback (US) or, when the call itself failed, India.
 */
export function chooseLocation(input: {
  answer: Location | null;
  cached: CachedLocation | null;
  now: number;
}): Location {
  const { answer, cached, now } = input;
  if (answer?.source === 'ip') return answer;
  const fresh =
    cached &&
    cached.location.source === 'ip' &&
    now - cached.at >= 0 &&
    now - cached.at < LOCATION_CACHE_MS
      ? cached.location
      : null;
  if (fresh) return fresh;
  return answer ?? ERROR_FALLBACK_LOCATION;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/**
 * A location read back from storage, or null when it is not one: locationSchema's rule without
 * zod (a test keeps the two equal), with only the location's own fields.
 */
export function storedLocation(value: unknown): Location | null {
  if (typeof value !== 'object' || value === null) return null;
  const { country, countryCode, currency, paymentGateway, timezone, source } = value as Record<
    string,
    unknown
  >;
  if (
    typeof country !== 'string' ||
    typeof countryCode !== 'string' ||
    typeof currency !== 'string' ||
    typeof timezone !== 'string' ||
    !isOneOf(PAYMENT_GATEWAYS, paymentGateway) ||
    !isOneOf(LOCATION_SOURCES, source)
  )
    return null;
  return { country, countryCode, currency, paymentGateway, timezone, source };
}
