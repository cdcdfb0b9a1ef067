import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  currencyForCountry,
  findCountry,
  gatewayForCountry,
  isCountryCode,
  LOCATION_ERROR_FALLBACK,
  LOCATION_LOOKUP_FALLBACK,
} from './countries';

describe('COUNTRIES', () => {
  it('lists the fifteen countries of the selector', () => {
    expect(COUNTRIES.map((country) => country.code)).toEqual([
      'US',
      'IN',
      'GB',
      'CA',
      'AU',
      'DE',
      'FR',
      'IT',
      'ES',
      'NL',
      'JP',
      'BR',
      'MX',
      'SG',
      'AE',
    ]);
  });

  it('uses Razorpay in India only and PayPal elsewhere', () => {
    for (const country of COUNTRIES) {
      expect(country.gateway).toBe(country.code === 'IN' ? 'razorpay' : 'paypal');
      expect(gatewayForCountry(country.code)).toBe(country.gateway);
    }
  });

  it('knows each country currency', () => {
    expect(findCountry('in')).toMatchObject({ name: 'India', currency: 'INR', flag: '🇮🇳' });
    expect(currencyForCountry('US')).toBe('USD');
    expect(currencyForCountry('GB')).toBe('GBP');
    expect(currencyForCountry('DE')).toBe('EUR');
    expect(currencyForCountry('JP')).toBe('JPY');
    expect(currencyForCountry('AE')).toBe('AED');
    expect(currencyForCountry('IN')).toBe('INR');
  });
});

describe('gatewayForCountry and currencyForCountry', () => {
  it('default to PayPal and USD', () => {
    expect(gatewayForCountry('NZ')).toBe('paypal');
    expect(gatewayForCountry(null)).toBe('paypal');
    expect(gatewayForCountry(' in ')).toBe('razorpay');
    expect(currencyForCountry('NZ')).toBe('USD');
    expect(currencyForCountry(undefined)).toBe('USD');
    expect(isCountryCode('SG')).toBe(true);
    expect(isCountryCode('sg')).toBe(false);
  });

  it('has the location fallbacks', () => {
    expect(LOCATION_LOOKUP_FALLBACK).toMatchObject({
      countryCode: 'US',
      currency: 'USD',
      paymentGateway: 'paypal',
    });
    expect(LOCATION_ERROR_FALLBACK).toMatchObject({
      countryCode: 'IN',
      currency: 'INR',
      paymentGateway: 'razorpay',
    });
  });
});
