import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, AUTH_STATUS_TEXT } from './messages';

describe('AUTH_MESSAGES', () => {
  it('uses the spec copy word for word', () => {
    expect(AUTH_MESSAGES).toMatchObject({
      tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
      invalidEmail: 'Please enter a valid email address.',
      loginFailed: 'Login failed.',
      invalidCredentials: 'Invalid email or password',
      registrationFailed: 'Registration failed.',
      registrationFailedTryAgain: 'Registration failed. Please try again.',
      profileNotFound: 'User profile not found and could not be created. Please contact support.',
      noUserLoggedIn: 'No user logged in',
      resetEmailFailed: 'Failed to send reset email',
      resetPasswordFailed: 'Failed to reset password',
      passwordsDoNotMatch: 'Passwords do not match',
      notAuthenticated: 'Not authenticated or session expired',
      accessDenied: 'Access Denied',
      adminAccessDenied: "Access Denied - You don't have admin privileges to access this page.",
      registrationSuccess: 'Registration successful! Welcome to PetMitra!',
      resetLinkInvalid: 'This password reset link is invalid or has expired.',
      emailTaken: 'An account with this email already exists.',
      roleNotAllowed: 'Role must be pet_parent or service_provider',
      emailRequired: 'Email is required',
      passwordRequired: 'Password is required',
      nameRequired: 'Name is required',
    });
  });

  it('fills in details', () => {
    expect(AUTH_MESSAGES.profileCreateFailed('duplicate key')).toBe(
      'Failed to create user profile: duplicate key',
    );
    expect(AUTH_MESSAGES.profileUpdateFailed('timeout')).toBe(
      'Failed to update profile in database: timeout',
    );
  });

  it('has the busy labels', () => {
    expect(AUTH_STATUS_TEXT).toEqual({
      loading: 'Loading...',
      checkingAdminAccess: 'Checking admin access...',
      signingIn: 'Signing In...',
      creatingAccount: 'Creating Account...',
    });
  });
});
