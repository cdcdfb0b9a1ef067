import { z } from 'zod';
import { plainText } from '../text/fields';
import { LIMITS } from '../constants';
import { ROLES } from '../auth/roles';
import { citySchema, countrySchema, nameSchema } from '../auth/schemas';
import { phoneSchema } from '../phone-schemas';
import { frozen } from '../frozen';

export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  prefer_not_to_say: 'Prefer not to say',
};

export const PROFILE_MESSAGES = frozen({
  invalidDate: 'Please enter a valid date of birth',
  futureDate: 'Date of birth cannot be in the future',
  tooYoung: 'You must be at least 18 years old',
  invalidGender: 'Please select a valid gender',
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const OLDEST_BIRTH_YEAR = 1900;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A real calendar date written 'YYYY-MM-DD', or null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return { year, month, day };
}

function utcToday(now: Date): CalendarDate {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

const compareDates = (a: CalendarDate, b: CalendarDate) =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/** Whole years from `birth` to `today` (a 29 February birthday counts from 1 March in other years). */
export function ageInYears(birth: CalendarDate, today: CalendarDate): number {
  let age = today.year - birth.year;
  if (today.month < birth.month || (today.month === birth.month && today.day < birth.day)) age -= 1;
  return age;
}

/** The first problem with a date of birth 'YYYY-MM-DD' (UTC calendar), or null. */
export function dateOfBirthIssue(value: string, now: Date = new Date()): string | null {
  const birth = parseIsoDate(value);
  if (!birth || birth.year < OLDEST_BIRTH_YEAR) return PROFILE_MESSAGES.invalidDate;
  const today = utcToday(now);
  if (compareDates(birth, today) > 0) return PROFILE_MESSAGES.futureDate;
  if (ageInYears(birth, today) < LIMITS.minimumAgeYears) return PROFILE_MESSAGES.tooYoung;
  return null;
}

/** Optional date of birth: blank or null becomes null. */
export const dateOfBirthSchema = plainText({ error: PROFILE_MESSAGES.invalidDate })
  .nullish()
  .transform((value) => (value ? value : null))
  .superRefine((value, ctx) => {
    if (value === null) return;
    const message = dateOfBirthIssue(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** Optional gender: blank or null becomes null. */
export const genderSchema = z
  .union([z.enum(GENDERS), z.literal(''), z.null()], { error: PROFILE_MESSAGES.invalidGender })
  .optional()
  .transform((value) => (value ? value : null));

/** What a user may change on their profile. Email is not here: it cannot change after registration. */
export const profileUpdateSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  city: citySchema,
  country: countrySchema,
  dateOfBirth: dateOfBirthSchema,
  gender: genderSchema,
});

export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;
export type ProfileUpdateFormValues = z.input<typeof profileUpdateSchema>;

/** The user as the API shows it (never the password hash). */
export const sessionUserSchema = z.object({
  id: z.guid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** 'YYYY-MM-DD' */
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  profilePic: z.string().nullable(),
  /** The address is confirmed (the emailed link was followed; docs/decisions/0027). */
  emailVerified: z.boolean(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `{ user }`: what sign-up, sign-in and the profile operations answer. */
export const userReplySchema = z.object({ user: sessionUserSchema });
