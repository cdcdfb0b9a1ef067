import { describe, expect, it } from 'vitest';
import { frozen } from './frozen';

describe('frozen', () => {
  it('returns the same values, frozen', () => {
    const value = frozen({ a: 'x', n: 1 });
    expect(value).toEqual({ a: 'x', n: 1 });
    expect(Object.isFrozen(value)).toBe(true);
  });
});
