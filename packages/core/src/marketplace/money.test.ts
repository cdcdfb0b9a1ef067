import { describe, expect, it } from 'vitest';
import { formatInr, paiseToRupees, rupeesToPaise } from './money';

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
