import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIAL_CODE,
  DIAL_CODES,
  findDialCode,
  normalizePhone,
  phoneIssue,
  splitPhone,
} from './phone';
import { indianPhoneSchema, phoneSchema } from './phone-schemas';

const messageOf = (schema: typeof phoneSchema | typeof indianPhoneSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('DIAL_CODES', () => {
  it('lists about 50 countries with India first', () => {
    expect(DIAL_CODES.length).toBeGreaterThanOrEqual(45);
    expect(DIAL_CODES[0]).toEqual({ code: 'IN', name: 'India', dialCode: '+91', flag: '🇮🇳' });
    expect(DEFAULT_DIAL_CODE).toBe('+91');
    expect(new Set(DIAL_CODES.map((entry) => entry.code)).size).toBe(DIAL_CODES.length);
    for (const entry of DIAL_CODES) expect(entry.dialCode).toMatch(/^\+\d{1,4}$/);
  });

  it('finds a country by code', () => {
    expect(findDialCode('gb')?.dialCode).toBe('+44');
    expect(findDialCode('ZZ')).toBeUndefined();
  });
});

describe('normalizePhone', () => {
  it('keeps the dial code and the digits typed', () => {
    expect(normalizePhone('+91', '98765 43210')).toBe('+919876543210');
    expect(normalizePhone('+1', '(415) 555-0134')).toBe('+14155550134');
    expect(normalizePhone('+44', '7700-900-123')).toBe('+447700900123');
  });

  it('treats a number typed with its own + as international', () => {
    expect(normalizePhone('+91', '+44 7700 900123')).toBe('+447700900123');
  });

  it('gives an empty value when no digits are typed', () => {
    expect(normalizePhone('+91', '')).toBe('');
    expect(normalizePhone('+91', ' - ')).toBe('');
  });

  it('only ever gives digits after the +', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DIAL_CODES.map((entry) => entry.dialCode), 'junk', ''),
        fc.string(),
        (dialCode, input) => {
          const phone = normalizePhone(dialCode, input);
          expect(phone === '' || /^\+\d+$/.test(phone)).toBe(true);
        },
      ),
    );
  });
});

describe('splitPhone', () => {
  it('splits a stored number into dial code and national digits', () => {
    expect(splitPhone('+919876543210')).toEqual({ dialCode: '+91', national: '9876543210' });
    expect(splitPhone('+971501234567')).toEqual({ dialCode: '+971', national: '501234567' });
    expect(splitPhone('9876543210')).toEqual({ dialCode: '+91', national: '9876543210' });
  });
});

describe('indianPhoneSchema', () => {
  it('is optional', () => {
    expect(indianPhoneSchema.parse(undefined)).toBeUndefined();
    expect(indianPhoneSchema.parse('')).toBeUndefined();
  });

  it('accepts Indian mobile numbers with or without +91 or 91, ignoring spaces and dashes', () => {
    expect(indianPhoneSchema.parse('9876543210')).toBe('9876543210');
    expect(indianPhoneSchema.parse('+91 98765-43210')).toBe('+919876543210');
    expect(indianPhoneSchema.parse('91 6123456789')).toBe('916123456789');
  });

  it('refuses anything else', () => {
    for (const value of [
      '5876543210',
      '987654321',
      '98765432101',
      '+44 7700 900123',
      'abcdefghij',
    ]) {
      expect(messageOf(indianPhoneSchema, value), value).toBe(
        'Please enter a valid Indian phone number',
      );
    }
  });
});

describe('phoneSchema', () => {
  it('accepts stored numbers', () => {
    expect(phoneSchema.parse('+919876543210')).toBe('+919876543210');
    expect(phoneSchema.parse('+1 415 555 0134')).toBe('+14155550134');
    expect(phoneSchema.parse('+447700900123')).toBe('+447700900123');
  });

  it('requires a number', () => {
    expect(messageOf(phoneSchema, undefined)).toBe('Phone number is required');
    expect(messageOf(phoneSchema, '')).toBe('Phone number is required');
    expect(messageOf(phoneSchema, '  ')).toBe('Phone number is required');
  });

  it('applies the Indian rule to +91 numbers', () => {
    expect(messageOf(phoneSchema, '+915876543210')).toBe(
      'Please enter a valid Indian phone number',
    );
    expect(messageOf(phoneSchema, '+91987654321')).toBe('Please enter a valid Indian phone number');
    expect(messageOf(phoneSchema, '+91919876543210')).toBe(
      'Please enter a valid Indian phone number',
    );
  });

  it('refuses other malformed numbers', () => {
    for (const value of [
      '9876543210',
      '+1234',
      '+1 23',
      '+12345678901234567890',
      '+44 abc',
      '0044 7700 900123',
    ]) {
      expect(messageOf(phoneSchema, value), value).toBe('Please enter a valid phone number');
    }
  });

  it('agrees with phoneIssue', () => {
    expect(phoneIssue('+919876543210')).toBeNull();
    expect(phoneIssue('')).toBe('Phone number is required');
  });
});
