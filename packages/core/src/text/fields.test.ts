import { describe, expect, it } from 'vitest';
import { optionalText, plainText, requiredText } from './fields';

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

describe('control characters', () => {
  it('are removed from every shared text field, line breaks and tabs kept', () => {
    expect(optionalText(50, 'Too long').parse('Bru\u0000no\u0007')).toBe('Bruno');
    expect(requiredText('Required', 50, 'Too long').parse('a\u0000\tb\nc\u007f')).toBe('a\tb\nc');
    expect(
      requiredText('Required', 50, 'Too long').safeParse('\u0000').error?.issues[0]?.message,
    ).toBe('Required');
    expect(plainText().max(3).parse(' x\u0000y ')).toBe('xy');
  });
});
