import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './api/schemas';
import {
  ApiError,
  ERROR_CODES,
  ERROR_STATUS,
  errorKindOf,
  GENERIC_ERROR_MESSAGES,
  isApiError,
  messageForError,
} from './errors';

describe('ERROR_CODES', () => {
  it('lists the API error codes with their statuses', () => {
    expect(ERROR_CODES).toEqual([
      'validation',
      'auth',
      'permission',
      'not_found',
      'conflict',
      'rate_limited',
      'payment',
      'internal',
      'maintenance',
      'email_unverified',
    ]);
    expect(ERROR_STATUS).toEqual({
      validation: 400,
      auth: 401,
      permission: 403,
      not_found: 404,
      conflict: 409,
      rate_limited: 429,
      payment: 402,
      internal: 500,
      maintenance: 503,
      email_unverified: 403,
    });
  });
});

describe('apiErrorSchema', () => {
  it('accepts the error body', () => {
    const body = {
      error: { code: 'validation', message: 'Name is required', details: { fieldErrors: {} } },
    };
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(apiErrorSchema.parse({ error: { code: 'auth', message: 'x' } })).toEqual({
      error: { code: 'auth', message: 'x' },
    });
  });

  it('refuses other shapes', () => {
    expect(apiErrorSchema.safeParse({ error: { code: 'teapot', message: 'x' } }).success).toBe(
      false,
    );
    expect(apiErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
    expect(apiErrorSchema.safeParse('x').success).toBe(false);
  });
});

describe('GENERIC_ERROR_MESSAGES', () => {
  it('uses the spec copy', () => {
    expect(GENERIC_ERROR_MESSAGES).toEqual({
      auth: 'Authentication failed. Please check your credentials.',
      network: 'Network error. Please check your connection.',
      permission: 'You do not have permission to perform this action.',
      rate: 'Too many attempts. Please wait before trying again.',
      validation: 'Please check your input and try again.',
      other: 'An unexpected error occurred. Please try again.',
      unknown: 'An unknown error occurred.',
    });
  });
});

describe('ApiError', () => {
  it('is built from a response body', () => {
    const error = ApiError.fromBody({
      error: { code: 'conflict', message: 'An account with this email already exists.' },
    });
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'conflict',
      status: 409,
      message: 'An account with this email already exists.',
    });
    expect(ApiError.fromBody({ error: { code: 'auth', message: 'x' } }, 419)?.status).toBe(419);
    expect(ApiError.fromBody({ nope: true })).toBeNull();
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('takes exactly the bodies apiErrorSchema accepts', () => {
    const bodies: unknown[] = [
      { error: { code: 'validation', message: 'Name is required', details: { fieldErrors: {} } } },
      { error: { code: 'auth', message: 'x' } },
      { error: { code: 'teapot', message: 'x' } },
      { error: { code: 'auth', message: 7 } },
      { error: { code: 'auth' } },
      { error: null },
      { error: 'auth' },
      { message: 'x' },
      'x',
      null,
      undefined,
    ];
    for (const body of bodies) {
      const parsed = apiErrorSchema.safeParse(body);
      const error = ApiError.fromBody(body);
      expect(error !== null, JSON.stringify(body)).toBe(parsed.success);
      if (parsed.success) {
        expect(error).toMatchObject(parsed.data.error);
      }
    }
  });
});

describe('errorKindOf', () => {
  it('classifies messages by content', () => {
    expect(errorKindOf('Failed to fetch')).toBe('network');
    expect(errorKindOf('NetworkError when attempting to fetch resource.')).toBe('network');
    expect(errorKindOf('Request timed out')).toBe('network');
    expect(errorKindOf('Rate limit exceeded')).toBe('rate');
    expect(errorKindOf('Too many requests')).toBe('rate');
    expect(errorKindOf('Permission denied for table users')).toBe('permission');
    expect(errorKindOf('Forbidden')).toBe('permission');
    expect(errorKindOf('Invalid login credentials')).toBe('auth');
    expect(errorKindOf('JWT expired')).toBe('auth');
    expect(errorKindOf('Unauthorized')).toBe('auth');
    expect(errorKindOf('Validation failed: name')).toBe('validation');
    expect(errorKindOf('Field is required')).toBe('validation');
    expect(errorKindOf('Something odd happened')).toBe('other');
    expect(errorKindOf('Could not generate report')).toBe('other');
  });
});

describe('messageForError', () => {
  it("shows an API error's own message", () => {
    expect(
      messageForError(
        new ApiError('rate_limited', 'Too many login attempts. Please try again later.'),
      ),
    ).toBe('Too many login attempts. Please try again later.');
    expect(
      messageForError({ error: { code: 'validation', message: 'Passwords do not match' } }),
    ).toBe('Passwords do not match');
  });

  it('falls back to the generic message for an API error without a message', () => {
    expect(messageForError(new ApiError('auth', ''))).toBe(GENERIC_ERROR_MESSAGES.auth);
    expect(messageForError(new ApiError('permission', '  '))).toBe(
      GENERIC_ERROR_MESSAGES.permission,
    );
    expect(messageForError(new ApiError('rate_limited', ''))).toBe(GENERIC_ERROR_MESSAGES.rate);
    expect(messageForError(new ApiError('validation', ''))).toBe(GENERIC_ERROR_MESSAGES.validation);
    expect(messageForError(new ApiError('internal', ''))).toBe(GENERIC_ERROR_MESSAGES.other);
  });

  it('maps other errors by the kind their message describes, never showing the raw text', () => {
    expect(messageForError(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your connection.',
    );
    expect(messageForError(new Error('Invalid login credentials'))).toBe(
      'Authentication failed. Please check your credentials.',
    );
    expect(messageForError(new Error('permission denied'))).toBe(
      'You do not have permission to perform this action.',
    );
    expect(messageForError(new Error('Too many requests'))).toBe(
      'Too many attempts. Please wait before trying again.',
    );
    expect(messageForError(new Error('value is invalid'))).toBe(
      'Please check your input and try again.',
    );
    expect(messageForError(new Error('boom at db.ts:12'))).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(messageForError(new Error(''))).toBe('An unexpected error occurred. Please try again.');
  });

  it('says an unknown error occurred for values that are not errors', () => {
    expect(messageForError('oops')).toBe('An unknown error occurred.');
    expect(messageForError(42)).toBe('An unknown error occurred.');
    expect(messageForError(null)).toBe('An unknown error occurred.');
    expect(messageForError(undefined)).toBe('An unknown error occurred.');
    expect(messageForError({ message: 'x' })).toBe('An unknown error occurred.');
  });
});
