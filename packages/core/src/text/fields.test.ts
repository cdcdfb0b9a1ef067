import { describe, expect, it } from 'vitest';
import { optionalText, requiredText } from './fields';

describe('optionalText', () => {
  const schema = optionalText(5, 'Too long');

  it('trims and turns blank, null and absent into null', () => {
    expect(schema.parse(' ab ')).toBe('ab');
    expect(schema.parse('   ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
  });

  it('limits the length', () => {
    expect(schema.safeParse('abcdef').error?.issues[0]?.message).toBe('Too long');
  });
});

describe('requiredText', () => {
  const schema = requiredText('Required', 3, 'Too long');

  it('trims and requires', () => {
    expect(schema.parse(' ab ')).toBe('ab');
    expect(schema.safeParse(' ').error?.issues[0]?.message).toBe('Required');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Required');
    expect(schema.safeParse('abcd').error?.issues[0]?.message).toBe('Too long');
  });
});
