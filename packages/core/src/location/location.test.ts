import { describe, expect, it } from 'vitest';
import {
  chooseLocation,
  ERROR_FALLBACK_LOCATION,
  LOCATION_CACHE_MS,
  locationForCountry,
  LOOKUP_FALLBACK_LOCATION,
  locationSchema,
  storedLocation,
} from './location';

const india = locationForCountry('in', undefined, 'ip');
const japan = locationForCountry('JP', undefined, 'ip');
const now = 1_800_000_000_000;

describe('locationForCountry', () => {
  it('applies the gateway and currency rules', () => {
    expect(india).toEqual({
      country: 'India',
      countryCode: 'IN',
      currency: 'INR',
      paymentGateway: 'razorpay',
      timezone: 'Asia/Kolkata',
      source: 'ip',
    });
    expect(japan).toMatchObject({ currency: 'JPY', paymentGateway: 'paypal' });
    // A country outside the selector: its name as given, USD, PayPal, UTC.
    expect(locationForCountry('KE', 'Kenya', 'ip')).toEqual({
      country: 'Kenya',
      countryCode: 'KE',
      currency: 'USD',
      paymentGateway: 'paypal',
      timezone: 'UTC',
      source: 'ip',
    });
  });
});

describe('chooseLocation (the spec fallbacks)', () => {
  it('uses a detected answer', () => {
    expect(chooseLocation({ answer: japan, cached: { location: india, at: now }, now })).toBe(
      japan,
    );
  });

  it('the server could not place the visitor: a cached detection under 24 h, else US', () => {
    const cached = { location: india, at: now - LOCATION_CACHE_MS + 1 };
    expect(chooseLocation({ answer: LOOKUP_FALLBACK_LOCATION, cached, now })).toBe(india);
    const stale = { location: india, at: now - LOCATION_CACHE_MS };
    expect(chooseLocation({ answer: LOOKUP_FALLBACK_LOCATION, cached: stale, now })).toEqual(
      LOOKUP_FALLBACK_LOCATION,
    );
    expect(LOOKUP_FALLBACK_LOCATION).toMatchObject({
      countryCode: 'US',
      currency: 'USD',
      paymentGateway: 'paypal',
    });
  });

  it('the lookup failed: a cached detection under 24 h, else India', () => {
    expect(chooseLocation({ answer: null, cached: { location: japan, at: now - 1000 }, now })).toBe(
      japan,
    );
    expect(chooseLocation({ answer: null, cached: null, now })).toEqual(ERROR_FALLBACK_LOCATION);
    expect(ERROR_FALLBACK_LOCATION).toMatchObject({
      countryCode: 'IN',
      currency: 'INR',
      paymentGateway: 'razorpay',
    });
    // A cache from the future (clock changed) is not trusted; nor is a cached fallback.
    expect(
      chooseLocation({ answer: null, cached: { location: japan, at: now + 5000 }, now }),
    ).toEqual(ERROR_FALLBACK_LOCATION);
    expect(
      chooseLocation({
        answer: null,
        cached: { location: LOOKUP_FALLBACK_LOCATION, at: now },
        now,
      }),
    ).toEqual(ERROR_FALLBACK_LOCATION);
  });
});

describe('storedLocation', () => {
  it('keeps what locationSchema keeps, and only the location fields', () => {
    const samples: unknown[] = [
      india,
      japan,
      ERROR_FALLBACK_LOCATION,
      { ...india, extra: 'dropped' },
      { ...india, source: 'guess' },
      { ...india, paymentGateway: 'stripe' },
      { ...india, currency: 5 },
      { ...india, timezone: undefined },
      { country: 'India' },
      null,
      'IN',
      [],
      42,
    ];
    for (const sample of samples) {
      const parsed = locationSchema.safeParse(sample);
      expect(storedLocation(sample)).toEqual(parsed.success ? parsed.data : null);
    }
    expect(storedLocation({ ...india, extra: 'dropped' })).toEqual(india);
  });
});
