import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORDS,
  hasSequentialCharacters,
  isCommonPassword,
  PASSWORD_MESSAGES,
  passwordIssues,
  passwordSchema,
  passwordStrength,
} from './password';

const firstMessage = (value: unknown) => {
  const result = passwordSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('passwordStrength', () => {
  it('scores length, mixed case, digits and symbols', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('aaaaaaa')).toBe(0);
    expect(passwordStrength('aaaaaaaa')).toBe(1);
    expect(passwordStrength('aaaaaaaaaaaa')).toBe(2);
    expect(passwordStrength('aaaaaaaA')).toBe(2);
    expect(passwordStrength('aaaaaaa1')).toBe(2);
    expect(passwordStrength('aaaaaaa!')).toBe(2);
    expect(passwordStrength('Aa1!')).toBe(3);
    expect(passwordStrength('PetMitra@2026')).toBe(5);
  });
});

describe('hasSequentialCharacters', () => {
  it('finds three letters or digits running up or down, any case', () => {
    for (const text of [
      'abc',
      'xyz',
      'cba',
      'ZYX',
      'aBc',
      '123',
      '987',
      '789',
      'x-456-y',
      'Rstuv',
    ]) {
      expect(hasSequentialCharacters(text), text).toBe(true);
    }
  });

  it('ignores pairs, mixed runs and non-adjacent steps', () => {
    for (const text of [
      'ab',
      '12',
      'abd',
      'aceg',
      '135',
      'a1b2',
      '9ab',
      'zab',
      '901',
      'PetMitra@2026',
    ]) {
      expect(hasSequentialCharacters(text), text).toBe(false);
    }
  });
});

describe('isCommonPassword', () => {
  it('matches the list whatever the case, and anything containing "password"', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(100);
    expect(isCommonPassword('Sunshine')).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
    expect(isCommonPassword('MyPassWord!9')).toBe(true);
    expect(isCommonPassword('PetMitra@2026')).toBe(false);
  });
});

describe('passwordIssues', () => {
  it('reports only "required" for an empty password', () => {
    expect(passwordIssues('')).toEqual([PASSWORD_MESSAGES.required]);
  });

  it('lists every broken rule, most important first', () => {
    expect(passwordIssues('abc')).toEqual([
      'Password must be at least 8 characters long',
      'Avoid sequential characters',
      'Password is too weak. Use upper and lower case letters, numbers and symbols.',
    ]);
  });

  it('accepts strong passwords', () => {
    expect(passwordIssues('PetMitra@2026')).toEqual([]);
    expect(passwordIssues('Parent@Pass2026!')).toEqual([]);
  });
});

describe('passwordSchema', () => {
  it('accepts strong passwords unchanged', () => {
    expect(passwordSchema.parse('PetMitra@2026')).toBe('PetMitra@2026');
    expect(passwordSchema.parse('Parent@Pass2026!')).toBe('Parent@Pass2026!');
    expect(passwordSchema.parse('  Gr8!Dogs&Cats  ')).toBe('  Gr8!Dogs&Cats  ');
  });

  it('requires a password', () => {
    expect(firstMessage(undefined)).toBe('Password is required');
    expect(firstMessage('')).toBe('Password is required');
  });

  it('needs at least 8 characters', () => {
    expect(firstMessage('short')).toBe('Password must be at least 8 characters long');
    expect(firstMessage('Ab1!x')).toBe('Password must be at least 8 characters long');
  });

  it('refuses overly long passwords', () => {
    expect(firstMessage(`Aa1!${'x'.repeat(130)}`)).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('refuses common passwords', () => {
    expect(firstMessage('Password123')).toBe('Password is too common');
    expect(firstMessage('iloveyou')).toBe('Password is too common');
    expect(firstMessage('Football')).toBe('Password is too common');
  });

  it('refuses sequential characters', () => {
    expect(firstMessage('abcdefgh')).toBe('Avoid sequential characters');
    expect(firstMessage('Dogs!123X')).toBe('Avoid sequential characters');
    expect(firstMessage('Zyx@Gh7!Mn')).toBe('Avoid sequential characters');
  });

  it('refuses weak passwords', () => {
    expect(firstMessage('dogsandcats')).toBe(
      'Password is too weak. Use upper and lower case letters, numbers and symbols.',
    );
    expect(firstMessage('Dogs4life')).toBe(
      'Password is too weak. Use upper and lower case letters, numbers and symbols.',
    );
  });
});
