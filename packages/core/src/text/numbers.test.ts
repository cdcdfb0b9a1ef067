import { describe, expect, it } from 'vitest';
import { formatCount, formatTwoDecimals } from './numbers';

describe('formatCount', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1250)).toBe('1,250');
    expect(formatCount(125000)).toBe('1,25,000');
    expect(formatCount(12345678)).toBe('1,23,45,678');
  });
});

describe('formatTwoDecimals', () => {
  it('keeps exactly two decimals, grouped as the locale groups', () => {
    expect(formatTwoDecimals(125000.5, 'en-IN')).toBe('1,25,000.50');
    expect(formatTwoDecimals(125000.5, 'en-US')).toBe('125,000.50');
    expect(formatTwoDecimals(3, 'en-US')).toBe('3.00');
  });
});
