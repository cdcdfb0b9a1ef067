import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from './schemas';

const issues = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};
const messageAt = (schema: z.ZodType, value: unknown, path: string) =>
  issues(schema, value).find((issue) => issue.path === path)?.message;

const goodRegistration = {
  name: '  Priya Sharma ',
  email: ' Priya@Example.com',
  phone: '+919876543210',
  password: 'Parent@Pass2026!',
  confirmPassword: 'Parent@Pass2026!',
};

describe('registerSchema', () => {
  it('accepts a good registration, defaulting the role and nulling blank places', () => {
    expect(registerSchema.parse({ ...goodRegistration, city: '  ', country: undefined })).toEqual({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '+919876543210',
      role: 'pet_parent',
      password: 'Parent@Pass2026!',
      confirmPassword: 'Parent@Pass2026!',
      city: null,
      country: null,
    });
  });

  it('keeps a chosen registrable role and places', () => {
    const parsed = registerSchema.parse({
      ...goodRegistration,
      role: 'service_provider',
      city: ' Pune ',
      country: 'India',
    });
    expect(parsed.role).toBe('service_provider');
    expect(parsed.city).toBe('Pune');
    expect(parsed.country).toBe('India');
  });

  it('never lets a visitor register as super_admin', () => {
    expect(messageAt(registerSchema, { ...goodRegistration, role: 'super_admin' }, 'role')).toBe(
      'Role must be pet_parent or service_provider',
    );
    expect(messageAt(registerSchema, { ...goodRegistration, role: 'admin' }, 'role')).toBe(
      'Role must be pet_parent or service_provider',
    );
  });

  it('requires a name of at most 100 characters', () => {
    expect(messageAt(registerSchema, { ...goodRegistration, name: '   ' }, 'name')).toBe(
      'Name is required',
    );
    expect(messageAt(registerSchema, { ...goodRegistration, name: undefined }, 'name')).toBe(
      'Name is required',
    );
    expect(messageAt(registerSchema, { ...goodRegistration, name: 'x'.repeat(101) }, 'name')).toBe(
      'Name must be at most 100 characters',
    );
  });

  it('checks email, phone and password with their own rules', () => {
    expect(messageAt(registerSchema, { ...goodRegistration, email: '' }, 'email')).toBe(
      'Email is required',
    );
    expect(messageAt(registerSchema, { ...goodRegistration, email: 'bad' }, 'email')).toBe(
      'Invalid email format',
    );
    expect(messageAt(registerSchema, { ...goodRegistration, phone: '' }, 'phone')).toBe(
      'Phone number is required',
    );
    expect(
      messageAt(
        registerSchema,
        { ...goodRegistration, password: 'short', confirmPassword: 'short' },
        'password',
      ),
    ).toBe('Password must be at least 8 characters long');
  });

  it('limits city and country to 100 characters', () => {
    expect(messageAt(registerSchema, { ...goodRegistration, city: 'x'.repeat(101) }, 'city')).toBe(
      'City must be at most 100 characters',
    );
    expect(
      messageAt(registerSchema, { ...goodRegistration, country: 'x'.repeat(101) }, 'country'),
    ).toBe('Country must be at most 100 characters');
  });

  it('needs the confirmation to match', () => {
    expect(
      messageAt(
        registerSchema,
        { ...goodRegistration, confirmPassword: 'Parent@Pass2026?' },
        'confirmPassword',
      ),
    ).toBe('Passwords do not match');
    expect(
      messageAt(
        registerSchema,
        { ...goodRegistration, confirmPassword: undefined },
        'confirmPassword',
      ),
    ).toBe('Passwords do not match');
  });

  it('reports a mismatch alongside other field problems', () => {
    const found = issues(registerSchema, {
      ...goodRegistration,
      name: '',
      confirmPassword: 'other',
    });
    expect(found).toContainEqual({ path: 'name', message: 'Name is required' });
    expect(found).toContainEqual({ path: 'confirmPassword', message: 'Passwords do not match' });
  });
});

describe('loginSchema', () => {
  it('accepts an email and password, normalising the email', () => {
    expect(loginSchema.parse({ email: ' Priya@Example.COM ', password: 'x' })).toEqual({
      email: 'priya@example.com',
      password: 'x',
    });
  });

  it('requires both', () => {
    expect(messageAt(loginSchema, { password: 'x' }, 'email')).toBe('Email is required');
    expect(messageAt(loginSchema, { email: ' ', password: 'x' }, 'email')).toBe(
      'Email is required',
    );
    expect(messageAt(loginSchema, { email: 'a@b.in' }, 'password')).toBe('Password is required');
    expect(messageAt(loginSchema, { email: 'a@b.in', password: '' }, 'password')).toBe(
      'Password is required',
    );
  });

  it('asks for a valid email address', () => {
    for (const email of ['nope', 'a@b..in', `${'a'.repeat(250)}@b.in`, '<script>@b.in']) {
      expect(messageAt(loginSchema, { email, password: 'x' }, 'email'), email).toBe(
        'Please enter a valid email address.',
      );
    }
  });
});

describe('forgotPasswordSchema', () => {
  it('takes an email', () => {
    expect(forgotPasswordSchema.parse({ email: 'A@B.in' })).toEqual({ email: 'a@b.in' });
    expect(messageAt(forgotPasswordSchema, {}, 'email')).toBe('Email is required');
    expect(messageAt(forgotPasswordSchema, { email: 'x' }, 'email')).toBe(
      'Please enter a valid email address.',
    );
  });
});

describe('resetPasswordSchema', () => {
  const good = { password: 'PetMitra@2026', confirmPassword: 'PetMitra@2026' };

  it('accepts a new password with or without a token', () => {
    expect(resetPasswordSchema.parse(good)).toEqual({ ...good, token: undefined });
    expect(resetPasswordSchema.parse({ ...good, token: ' abc ' }).token).toBe('abc');
    expect(resetPasswordSchema.parse({ ...good, token: '' }).token).toBeUndefined();
  });

  it('needs at least 8 characters and the other password rules', () => {
    expect(
      messageAt(resetPasswordSchema, { password: 'Ab1!', confirmPassword: 'Ab1!' }, 'password'),
    ).toBe('Password must be at least 8 characters long');
    expect(
      messageAt(
        resetPasswordSchema,
        { password: 'Password123', confirmPassword: 'Password123' },
        'password',
      ),
    ).toBe('Password is too common');
  });

  it('needs the confirmation to match', () => {
    expect(
      messageAt(
        resetPasswordSchema,
        { ...good, confirmPassword: 'PetMitra@2027' },
        'confirmPassword',
      ),
    ).toBe('Passwords do not match');
  });

  it('refuses an absurd token', () => {
    expect(messageAt(resetPasswordSchema, { ...good, token: 'x'.repeat(600) }, 'token')).toBe(
      'This password reset link is invalid or has expired.',
    );
  });
});
