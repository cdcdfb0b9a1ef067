import { frozen } from './frozen';

export interface DialCode {
  /** ISO 3166-1 alpha-2 country code. */
  code: string;
  name: string;
  /** '+' and the country calling code. */
  dialCode: string;
  flag: string;
}

export const DEFAULT_DIAL_CODE = '+91';

/** Country dial codes for the phone input, India first, then alphabetical. */
export const DIAL_CODES: readonly DialCode[] = [
  { code: 'IN', name: 'India', dialCode: '+91', flag: '🇮🇳' },
  { code: 'AF', name: 'Afghanistan', dialCode: '+93', flag: '🇦🇫' },
  { code: 'AR', name: 'Argentina', dialCode: '+54', flag: '🇦🇷' },
  { code: 'AU', name: 'Australia', dialCode: '+61', flag: '🇦🇺' },
  { code: 'AT', name: 'Austria', dialCode: '+43', flag: '🇦🇹' },
  { code: 'BH', name: 'Bahrain', dialCode: '+973', flag: '🇧🇭' },
  { code: 'BD', name: 'Bangladesh', dialCode: '+880', flag: '🇧🇩' },
  { code: 'BE', name: 'Belgium', dialCode: '+32', flag: '🇧🇪' },
  { code: 'BT', name: 'Bhutan', dialCode: '+975', flag: '🇧🇹' },
  { code: 'BR', name: 'Brazil', dialCode: '+55', flag: '🇧🇷' },
  { code: 'CA', name: 'Canada', dialCode: '+1', flag: '🇨🇦' },
  { code: 'CN', name: 'China', dialCode: '+86', flag: '🇨🇳' },
  { code: 'DK', name: 'Denmark', dialCode: '+45', flag: '🇩🇰' },
  { code: 'EG', name: 'Egypt', dialCode: '+20', flag: '🇪🇬' },
  { code: 'FI', name: 'Finland', dialCode: '+358', flag: '🇫🇮' },
  { code: 'FR', name: 'France', dialCode: '+33', flag: '🇫🇷' },
  { code: 'DE', name: 'Germany', dialCode: '+49', flag: '🇩🇪' },
  { code: 'GR', name: 'Greece', dialCode: '+30', flag: '🇬🇷' },
  { code: 'HK', name: 'Hong Kong', dialCode: '+852', flag: '🇭🇰' },
  { code: 'ID', name: 'Indonesia', dialCode: '+62', flag: '🇮🇩' },
  { code: 'IE', name: 'Ireland', dialCode: '+353', flag: '🇮🇪' },
  { code: 'IL', name: 'Israel', dialCode: '+972', flag: '🇮🇱' },
  { code: 'IT', name: 'Italy', dialCode: '+39', flag: '🇮🇹' },
  { code: 'JP', name: 'Japan', dialCode: '+81', flag: '🇯🇵' },
  { code: 'KE', name: 'Kenya', dialCode: '+254', flag: '🇰🇪' },
  { code: 'KW', name: 'Kuwait', dialCode: '+965', flag: '🇰🇼' },
  { code: 'MY', name: 'Malaysia', dialCode: '+60', flag: '🇲🇾' },
  { code: 'MV', name: 'Maldives', dialCode: '+960', flag: '🇲🇻' },
  { code: 'MX', name: 'Mexico', dialCode: '+52', flag: '🇲🇽' },
  { code: 'NP', name: 'Nepal', dialCode: '+977', flag: '🇳🇵' },
  { code: 'NL', name: 'Netherlands', dialCode: '+31', flag: '🇳🇱' },
  { code: 'NZ', name: 'New Zealand', dialCode: '+64', flag: '🇳🇿' },
  { code: 'NG', name: 'Nigeria', dialCode: '+234', flag: '🇳🇬' },
  { code: 'NO', name: 'Norway', dialCode: '+47', flag: '🇳🇴' },
  { code: 'OM', name: 'Oman', dialCode: '+968', flag: '🇴🇲' },
  { code: 'PK', name: 'Pakistan', dialCode: '+92', flag: '🇵🇰' },
  { code: 'PH', name: 'Philippines', dialCode: '+63', flag: '🇵🇭' },
  { code: 'PL', name: 'Poland', dialCode: '+48', flag: '🇵🇱' },
  { code: 'PT', name: 'Portugal', dialCode: '+351', flag: '🇵🇹' },
  { code: 'QA', name: 'Qatar', dialCode: '+974', flag: '🇶🇦' },
  { code: 'RU', name: 'Russia', dialCode: '+7', flag: '🇷🇺' },
  { code: 'SA', name: 'Saudi Arabia', dialCode: '+966', flag: '🇸🇦' },
  { code: 'SG', name: 'Singapore', dialCode: '+65', flag: '🇸🇬' },
  { code: 'ZA', name: 'South Africa', dialCode: '+27', flag: '🇿🇦' },
  { code: 'KR', name: 'South Korea', dialCode: '+82', flag: '🇰🇷' },
  { code: 'ES', name: 'Spain', dialCode: '+34', flag: '🇪🇸' },
  { code: 'LK', name: 'Sri Lanka', dialCode: '+94', flag: '🇱🇰' },
  { code: 'SE', name: 'Sweden', dialCode: '+46', flag: '🇸🇪' },
  { code: 'CH', name: 'Switzerland', dialCode: '+41', flag: '🇨🇭' },
  { code: 'TH', name: 'Thailand', dialCode: '+66', flag: '🇹🇭' },
  { code: 'TR', name: 'Turkey', dialCode: '+90', flag: '🇹🇷' },
  { code: 'AE', name: 'United Arab Emirates', dialCode: '+971', flag: '🇦🇪' },
  { code: 'GB', name: 'United Kingdom', dialCode: '+44', flag: '🇬🇧' },
  { code: 'US', name: 'United States', dialCode: '+1', flag: '🇺🇸' },
  { code: 'VN', name: 'Vietnam', dialCode: '+84', flag: '🇻🇳' },
];

export const PHONE_MESSAGES = frozen({
  required: 'Phone number is required',
  invalidIndian: 'Please enter a valid Indian phone number',
  invalid: 'Please enter a valid phone number',
});

/** An Indian mobile number, optionally prefixed +91 or 91: starts 6-9, ten digits. */
export const INDIAN_PHONE_PATTERN = /^(\+91|91)?[6-9]\d{9}$/;
/** Any other stored number: '+', a 1-4 digit country code and 4-14 more digits. */
export const INTERNATIONAL_PHONE_PATTERN = /^\+\d{1,4}\d{4,14}$/;

export function findDialCode(countryCode: string): DialCode | undefined {
  const code = countryCode.toUpperCase();
  return DIAL_CODES.find((entry) => entry.code === code);
}

/**
 * The stored value of the phone input: the dial code plus the digits typed (everything else
 * is stripped), e.g. ('+91', '98765 43210') -> '+919876543210'. A number typed with its own
 * leading '+' is taken as already international. No digits typed gives '' (so "required" shows).
 */
export function normalizePhone(dialCode: string, input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 0) return '';
  if (input.trim().startsWith('+')) return `+${digits}`;
  const codeDigits = dialCode.replace(/\D/g, '') || DEFAULT_DIAL_CODE.slice(1);
  return `+${codeDigits}${digits}`;
}

/** Splits a stored number back into the picker's dial code and the national digits. */
export function splitPhone(stored: string): { dialCode: string; national: string } {
  const value = stored.trim();
  if (!value.startsWith('+'))
    return { dialCode: DEFAULT_DIAL_CODE, national: value.replace(/\D/g, '') };
  const digits = value.replace(/\D/g, '');
  // Longest matching dial code wins (+971 before +97, +1 for US/CA).
  const codes = [...new Set(DIAL_CODES.map((entry) => entry.dialCode.slice(1)))].sort(
    (a, b) => b.length - a.length,
  );
  const match = codes.find((code) => digits.startsWith(code));
  if (!match) return { dialCode: DEFAULT_DIAL_CODE, national: digits };
  return { dialCode: `+${match}`, national: digits.slice(match.length) };
}

/** The number without spaces, dashes, dots and brackets. */
export const removeSeparators = (value: string) => value.replace(/[\s\-().]/g, '');

/** The first problem with a stored phone number, or null. */
export function phoneIssue(value: string): string | null {
  const phone = removeSeparators(value.trim());
  if (phone.length === 0) return PHONE_MESSAGES.required;
  if (phone.startsWith('+91'))
    return INDIAN_PHONE_PATTERN.test(phone) ? null : PHONE_MESSAGES.invalidIndian;
  return INTERNATIONAL_PHONE_PATTERN.test(phone) ? null : PHONE_MESSAGES.invalid;
}
