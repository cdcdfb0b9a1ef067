import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  dateOfBirthIssue,
  GENDER_LABELS,
  GENDERS,
  parseIsoDate,
  profileUpdateSchema,
  sessionUserSchema,
} from './profile';

const messageAt = (value: unknown, path: string) => {
  const result = profileUpdateSchema.safeParse(value);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
};

const yearsAgo = (years: number, dayOffset = 0) => {
  const now = new Date();
  const date = new Date(
    Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + dayOffset),
  );
  return date.toISOString().slice(0, 10);
};

const good = { name: ' Priya ', phone: '+919876543210' };

describe('GENDERS', () => {
  it('lists the genders with labels', () => {
    expect(GENDERS).toEqual(['male', 'female', 'other', 'prefer_not_to_say']);
    expect(GENDER_LABELS.prefer_not_to_say).toBe('Prefer not to say');
    expect(GENDER_LABELS.male).toBe('Male');
  });
});

describe('profileUpdateSchema', () => {
  it('accepts a minimal update, nulling the optional fields', () => {
    expect(profileUpdateSchema.parse(good)).toEqual({
      name: 'Priya',
      phone: '+919876543210',
      city: null,
      country: null,
      dateOfBirth: null,
      gender: null,
    });
  });

  it('accepts a full update', () => {
    const dob = yearsAgo(30);
    expect(
      profileUpdateSchema.parse({
        ...good,
        city: ' Bengaluru ',
        country: 'India',
        dateOfBirth: dob,
        gender: 'female',
      }),
    ).toEqual({
      name: 'Priya',
      phone: '+919876543210',
      city: 'Bengaluru',
      country: 'India',
      dateOfBirth: dob,
      gender: 'female',
    });
  });

  it('turns empty strings into null', () => {
    const parsed = profileUpdateSchema.parse({
      ...good,
      city: '',
      country: '',
      dateOfBirth: '',
      gender: '',
    });
    expect(parsed).toMatchObject({ city: null, country: null, dateOfBirth: null, gender: null });
  });

  it('has no email field', () => {
    const parsed = profileUpdateSchema.parse({ ...good, email: 'new@example.com' });
    expect(parsed).not.toHaveProperty('email');
  });

  it('requires the name and phone', () => {
    expect(messageAt({ ...good, name: '' }, 'name')).toBe('Name is required');
    expect(messageAt({ ...good, phone: '' }, 'phone')).toBe('Phone number is required');
    expect(messageAt({ ...good, phone: '+915555555555' }, 'phone')).toBe(
      'Please enter a valid Indian phone number',
    );
  });

  it('limits city and country', () => {
    expect(messageAt({ ...good, city: 'x'.repeat(101) }, 'city')).toBe(
      'City must be at most 100 characters',
    );
    expect(messageAt({ ...good, country: 'x'.repeat(101) }, 'country')).toBe(
      'Country must be at most 100 characters',
    );
  });

  it('checks the date of birth', () => {
    expect(messageAt({ ...good, dateOfBirth: '12/05/1990' }, 'dateOfBirth')).toBe(
      'Please enter a valid date of birth',
    );
    expect(messageAt({ ...good, dateOfBirth: '1990-02-30' }, 'dateOfBirth')).toBe(
      'Please enter a valid date of birth',
    );
    expect(messageAt({ ...good, dateOfBirth: '1850-01-01' }, 'dateOfBirth')).toBe(
      'Please enter a valid date of birth',
    );
    expect(messageAt({ ...good, dateOfBirth: yearsAgo(0, 1) }, 'dateOfBirth')).toBe(
      'Date of birth cannot be in the future',
    );
    expect(messageAt({ ...good, dateOfBirth: yearsAgo(17) }, 'dateOfBirth')).toBe(
      'You must be at least 18 years old',
    );
    expect(messageAt({ ...good, dateOfBirth: yearsAgo(19) }, 'dateOfBirth')).toBeUndefined();
  });

  it('checks the gender', () => {
    expect(messageAt({ ...good, gender: 'unknown' }, 'gender')).toBe(
      'Please select a valid gender',
    );
    expect(profileUpdateSchema.parse({ ...good, gender: 'prefer_not_to_say' }).gender).toBe(
      'prefer_not_to_say',
    );
  });
});

describe('date helpers', () => {
  it('parses only real dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2023-13-01')).toBeNull();
    expect(parseIsoDate('2023-1-01')).toBeNull();
  });

  it('counts whole years', () => {
    expect(ageInYears({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 14 })).toBe(
      17,
    );
    expect(ageInYears({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 15 })).toBe(
      18,
    );
    expect(ageInYears({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 2, day: 28 })).toBe(
      17,
    );
    expect(ageInYears({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 3, day: 1 })).toBe(
      18,
    );
  });

  it('judges a date of birth against a given day', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(dateOfBirthIssue('2008-03-10', now)).toBeNull();
    expect(dateOfBirthIssue('2008-03-11', now)).toBe('You must be at least 18 years old');
    expect(dateOfBirthIssue('2026-03-11', now)).toBe('Date of birth cannot be in the future');
    expect(dateOfBirthIssue('2026-03-10', now)).toBe('You must be at least 18 years old');
  });
});

describe('sessionUserSchema', () => {
  const user = {
    id: '3f2b8c1e-8d4a-4c7b-9e2f-1a2b3c4d5e6f',
    name: 'Priya',
    email: 'priya@example.com',
    phone: null,
    role: 'pet_parent',
    city: null,
    country: null,
    dateOfBirth: '1990-05-12',
    gender: null,
    profilePic: null,
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('accepts the API user', () => {
    expect(sessionUserSchema.parse(user)).toEqual(user);
  });

  it('refuses a bad id, role or gender', () => {
    expect(sessionUserSchema.safeParse({ ...user, id: 'nope' }).success).toBe(false);
    expect(sessionUserSchema.safeParse({ ...user, role: 'admin' }).success).toBe(false);
    expect(sessionUserSchema.safeParse({ ...user, gender: 'x' }).success).toBe(false);
  });

  it('does not pass a password hash through', () => {
    expect(sessionUserSchema.parse({ ...user, passwordHash: 'secret' })).not.toHaveProperty(
      'passwordHash',
    );
  });
});
