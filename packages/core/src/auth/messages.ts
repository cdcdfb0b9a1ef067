import { SITE } from '../settings';
import { frozen } from '../frozen';

/**
 * The product's copy for sign-in, registration, accounts and password reset (spec part 1,
 * sections 2, 5 and 8), word for word. Parametrised messages are functions.
 */
export const AUTH_MESSAGES = frozen({
  // Login
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  invalidEmail: 'Please enter a valid email address.',
  loginFailed: 'Login failed.',
  invalidCredentials: 'Invalid email or password',
  /** Shown only after the right password, so it does not reveal which emails have accounts. */
  accountSuspended: `Your account has been suspended. Please contact ${SITE.supportEmail}.`,
  // Fields
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  passwordsDoNotMatch: 'Passwords do not match',
  roleNotAllowed: 'Role must be pet_parent or service_provider',
  // Registration and profile
  registrationSuccess: `Registration successful! Welcome to ${SITE.siteName}!`,
  registrationFailed: 'Registration failed.',
  registrationFailedTryAgain: 'Registration failed. Please try again.',
  emailTaken: 'An account with this email already exists.',
  profileNotFound: 'User profile not found and could not be created. Please contact support.',
  profileCreateFailed: (detail: string) => `Failed to create user profile: ${detail}`,
  profileUpdateFailed: (detail: string) => `Failed to update profile in database: ${detail}`,
  noUserLoggedIn: 'No user logged in',
  notAuthenticated: 'Not authenticated or session expired',
  // Password reset
  resetEmailFailed: 'Failed to send reset email',
  resetPasswordFailed: 'Failed to reset password',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  // Admin guard
  accessDenied: 'Access Denied',
  adminAccessDenied: "Access Denied - You don't have admin privileges to access this page.",
});

/** Busy and guard labels of the sign-in screens and route guards (spec part 1, section 2). */
export const AUTH_STATUS_TEXT = frozen({
  loading: 'Loading...',
  checkingAdminAccess: 'Checking admin access...',
  signingIn: 'Signing In...',
  creatingAccount: 'Creating Account...',
});
