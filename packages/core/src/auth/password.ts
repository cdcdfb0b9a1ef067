import { z } from 'zod';
import { LIMITS } from '../constants';
import { frozen } from '../frozen';

export const PASSWORD_MESSAGES = frozen({
  required: 'Password is required',
  tooShort: 'Password must be at least 8 characters long',
  tooLong: `Password must be at most ${LIMITS.passwordMaxLength} characters long`,
  tooCommon: 'Password is too common',
  sequential: 'Avoid sequential characters',
  tooWeak: 'Password is too weak. Use upper and lower case letters, numbers and symbols.',
});

/** The lowest strength score (0-5) a new password may have. */
export const MIN_PASSWORD_STRENGTH = 4;

/** Widely used passwords, lower-case. A password equal to one of them (any case) is refused. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '0123456789',
  '111111',
  '11111111',
  '000000',
  '00000000',
  '121212',
  '123123',
  '123123123',
  '112233',
  '654321',
  '666666',
  '696969',
  '777777',
  '7777777',
  '888888',
  '88888888',
  '987654321',
  '123321',
  '147258369',
  '159753',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'zaq12wsx',
  'qwerty',
  'qwerty1',
  'qwerty12',
  'qwerty123',
  'qwertyui',
  'qwertyuiop',
  'qwer1234',
  'asdfghjkl',
  'asdf1234',
  'zxcvbnm',
  'zxcvbnm1',
  'azerty',
  'abcd1234',
  'abc12345',
  'aa123456',
  'a1b2c3d4',
  'iloveyou',
  'iloveyou1',
  'letmein',
  'letmein1',
  'welcome',
  'welcome1',
  'welcome123',
  'admin',
  'admin123',
  'admin1234',
  'administrator',
  'root1234',
  'changeme',
  'secret',
  'secret123',
  'trustno1',
  'default1',
  'guest123',
  'login123',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'basketball',
  'soccer123',
  'cricket123',
  'superman',
  'batman123',
  'starwars',
  'pokemon1',
  'dragon123',
  'monkey123',
  'master123',
  'shadow123',
  'michael1',
  'jennifer',
  'jessica1',
  'charlie1',
  'computer',
  'internet',
  'whatever',
  'freedom1',
  'mustang1',
  'liverpool',
  'chelsea1',
  'arsenal1',
  'qazwsxedc',
  'india123',
  'india@123',
  'bharat123',
  'mumbai123',
  'bangalore',
  'hyderabad',
  'chennai123',
  'doggy123',
  'puppy123',
  'kitty123',
  'petlover',
  'doglover',
  'catlover',
  'petmitra',
  'petmitra1',
  'petmitra123',
  'petmitra@123',
]);

/** 0-5: +1 for 8+ characters, +1 for 12+, +1 for mixed case, +1 for a digit, +1 for a symbol. */
export function passwordStrength(password: string): number {
  let score = 0;
  if (password.length >= 8) score += 1;
  if (password.length >= 12) score += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  return score;
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.has(lower) || lower.includes('password');
}

/** Three or more consecutive letters or digits running up or down: abc, CBA, 123, 987. */
export function hasSequentialCharacters(password: string): boolean {
  const text = password.toLowerCase();
  for (let i = 0; i + 2 < text.length; i += 1) {
    const a = text.charCodeAt(i);
    const b = text.charCodeAt(i + 1);
    const c = text.charCodeAt(i + 2);
    const sameClass =
      (isLetter(a) && isLetter(b) && isLetter(c)) || (isDigit(a) && isDigit(b) && isDigit(c));
    if (!sameClass) continue;
    const step = b - a;
    if ((step === 1 || step === -1) && c - b === step) return true;
  }
  return false;
}

const isLetter = (code: number) => code >= 97 && code <= 122;
const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Every rule a new password breaks, most important first (an empty list means it is
 * acceptable). An empty password only reports that it is required.
 */
export function passwordIssues(password: string): string[] {
  if (password.length === 0) return [PASSWORD_MESSAGES.required];
  const issues: string[] = [];
  if (password.length < LIMITS.passwordMinLength) issues.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > LIMITS.passwordMaxLength) issues.push(PASSWORD_MESSAGES.tooLong);
  if (isCommonPassword(password)) issues.push(PASSWORD_MESSAGES.tooCommon);
  if (hasSequentialCharacters(password)) issues.push(PASSWORD_MESSAGES.sequential);
  if (passwordStrength(password) < MIN_PASSWORD_STRENGTH) issues.push(PASSWORD_MESSAGES.tooWeak);
  return issues;
}

/** A new password (registration, reset). The first issue is the one a form shows. */
export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .superRefine((password, ctx) => {
    for (const message of passwordIssues(password)) ctx.addIssue({ code: 'custom', message });
  });
