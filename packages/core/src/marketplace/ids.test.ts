import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts canonical UUIDs only', () => {
    expect(isUuid('2f1c7a52-8c59-4a39-9b8e-1f0d6c2b9a11')).toBe(true);
    expect(isUuid('2F1C7A52-8C59-4A39-9B8E-1F0D6C2B9A11')).toBe(true);
    expect(isUuid('2f1c7a52')).toBe(false);
    expect(isUuid("' OR 1=1 --")).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
