import { describe, expect, it } from 'vitest';
import {
  comparablePaise,
  CURRENCY_COUNTRY_KEYS,
  currencySymbol,
  foldCountry,
  formatInr,
  formatMoney,
  MARKETPLACE_CURRENCIES,
  marketplaceCurrencyOf,
  MAX_AMOUNT_PAISE,
  MAX_COMPARABLE_PAISE,
  paiseToRupees,
  priceCurrencyForCountry,
  providerPriceCurrency,
  rupeesToPaise,
  RUPEES_PER_UNIT,
} from './money';

describe('money', () => {
  it('converts form rupees with up to two decimals to paise', () => {
    expect(rupeesToPaise('499.99')).toBe(49_999);
    expect(rupeesToPaise(' 1,250 ')).toBe(125_000);
    expect(rupeesToPaise(0.1)).toBe(10);
    expect(rupeesToPaise('.5')).toBe(50);
    expect(rupeesToPaise('0')).toBe(0);
    expect(rupeesToPaise('12.345')).toBeNull();
    expect(rupeesToPaise('-1')).toBeNull();
    expect(rupeesToPaise('abc')).toBeNull();
    expect(rupeesToPaise('')).toBeNull();
    expect(rupeesToPaise(Number.NaN)).toBeNull();
  });

  it('goes back to rupees and formats INR without decimals', () => {
    expect(paiseToRupees(49_999)).toBe(499.99);
    expect(formatInr(125_000)).toBe('₹1,250');
    expect(formatInr(10_000_000)).toBe('₹1,00,000');
    expect(formatInr(4_550)).toBe('₹46');
  });
});

describe('prices in the currency of the country (decision 0026)', () => {
  it('India in rupees, supported currencies as their own, any other country in dollars', () => {
    expect(priceCurrencyForCountry('India')).toBe('INR');
    expect(priceCurrencyForCountry('IN')).toBe('INR');
    expect(priceCurrencyForCountry(' bharat ')).toBe('INR');
    expect(priceCurrencyForCountry('United States')).toBe('USD');
    expect(priceCurrencyForCountry('USA')).toBe('USD');
    expect(priceCurrencyForCountry('United Kingdom')).toBe('GBP');
    expect(priceCurrencyForCountry('U.K.')).toBe('GBP');
    expect(priceCurrencyForCountry('Germany')).toBe('EUR');
    expect(priceCurrencyForCountry('España')).toBe('EUR');
    expect(priceCurrencyForCountry('United Arab Emirates')).toBe('AED');
    expect(priceCurrencyForCountry('Singapore')).toBe('SGD');
    expect(priceCurrencyForCountry('CA')).toBe('CAD');
    expect(priceCurrencyForCountry('Australia')).toBe('AUD');
    // Countries whose currency the marketplace does not show: US dollars.
    expect(priceCurrencyForCountry('Japan')).toBe('USD');
    expect(priceCurrencyForCountry('Kenya')).toBe('USD');
    expect(priceCurrencyForCountry('Switzerland')).toBe('USD');
    // No country: the product's home.
    expect(priceCurrencyForCountry(null)).toBe('INR');
    expect(priceCurrencyForCountry('  ')).toBe('INR');
  });

  it("a provider's currency: the profile's country, else the country their city is placed in", () => {
    // The country given decides, whatever the city.
    expect(providerPriceCurrency('United Kingdom', 'GB')).toBe('GBP');
    expect(providerPriceCurrency('India', 'GB')).toBe('INR');
    // A blank country: the country of the place the city is in (the gazetteer's code).
    expect(providerPriceCurrency(null, 'GB')).toBe('GBP');
    expect(providerPriceCurrency('  ', 'US')).toBe('USD');
    expect(providerPriceCurrency('', 'AE')).toBe('AED');
    expect(providerPriceCurrency(undefined, 'IN')).toBe('INR');
    // Neither: the product's home.
    expect(providerPriceCurrency(null, null)).toBe('INR');
  });

  it('every listed country key maps to its currency and is folded already', () => {
    for (const [currency, keys] of Object.entries(CURRENCY_COUNTRY_KEYS)) {
      for (const key of keys) {
        expect(foldCountry(key)).toBe(key);
        expect(priceCurrencyForCountry(key)).toBe(currency);
      }
    }
    expect(Object.keys(RUPEES_PER_UNIT).sort()).toEqual([...MARKETPLACE_CURRENCIES].sort());
  });

  it("a visitor's currency as a marketplace currency", () => {
    expect(marketplaceCurrencyOf('gbp')).toBe('GBP');
    expect(marketplaceCurrencyOf('JPY')).toBe('USD');
    expect(marketplaceCurrencyOf(undefined)).toBe('INR');
  });

  it('compares prices across currencies at the fixed rates, in whole paise', () => {
    expect(comparablePaise(50_000, 'INR')).toBe(50_000);
    // $1 = ₹83.33 (the payments rule's 0.012).
    expect(comparablePaise(100, 'USD')).toBe(8_333);
    expect(comparablePaise(2_400, 'USD')).toBe(200_000);
    expect(comparablePaise(100, 'GBP')).toBe(10_500);
    expect(comparablePaise(MAX_AMOUNT_PAISE, 'GBP')).toBe(MAX_COMPARABLE_PAISE);
  });

  it('shows each currency with its symbol', () => {
    expect(formatMoney(2_500, 'USD')).toBe('$25.00');
    expect(formatMoney(1_850, 'GBP')).toBe('£18.50');
    expect(formatMoney(2_000, 'EUR')).toBe('€20.00');
    expect(formatMoney(9_000, 'AED')).toBe('AED 90.00');
    expect(formatMoney(3_500, 'SGD')).toBe('S$35.00');
    expect(currencySymbol('INR')).toBe('₹');
    expect(currencySymbol('AED')).toBe('AED');
  });
});
