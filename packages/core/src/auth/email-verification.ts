import { z } from 'zod';
import { frozen } from '../frozen';
import { plainText } from '../text/fields';

/**
 * Email verification (the require_email_verification setting; issue 12, docs/decisions/
 * 0027-email-verification.md). While the setting is on, an account that has not confirmed its
 * address may sign in, browse, search and keep its profile, pets and services, but not the
 * actions below; the API refuses them with 403 `email_unverified` and EMAIL_VERIFICATION_MESSAGES
 * .required. Super admins are exempt; with the setting off nothing is refused.
 */
export const EMAIL_VERIFICATION_BLOCKED_ACTIONS = [
  'post a service request',
  'respond to a service request',
  'send a message',
  'pay or subscribe',
  'write a review',
] as const;

export const EMAIL_VERIFICATION_LIMITS = frozen({
  /** A verification link works once, for this long. */
  tokenTtlMs: 24 * 60 * 60 * 1000,
  /** A signed-in user may ask for a new link this many times per window. */
  resendMax: 3,
  resendWindowMs: 60 * 60 * 1000,
});

export const EMAIL_VERIFICATION_MESSAGES = frozen({
  /** The API's message for a blocked action (403 `email_unverified`). */
  required:
    'Please verify your email address first. We sent you a link when you signed up; you can ask for a new one from the notice at the top of the page.',
  /** The signed-in shell's notice. */
  notice:
    'Please verify your email address. Until you do, you cannot post or respond to requests, send messages, pay or write reviews.',
  noticeSentTo: (email: string) => `We sent a verification link to ${email}.`,
  resend: 'Resend verification email',
  resending: 'Sending...',
  resent: 'Verification email sent. Please check your inbox.',
  tooManyResends: 'Too many verification emails requested. Please try again later.',
  alreadyVerified: 'Your email address is already verified.',
  // The /verify-email page
  pageTitle: 'Verify your email',
  verifying: 'Verifying your email address...',
  verified: 'Your email address is verified. Thank you!',
  linkInvalid: 'This link has expired or was already used',
  linkInvalidHint: 'Sign in and ask for a new verification email.',
  continue: 'Continue',
  signInToResend: 'Sign in to get a new link',
});

export const verifyEmailSchema = z.object({
  token: plainText()
    .min(1, EMAIL_VERIFICATION_MESSAGES.linkInvalid)
    .max(512, EMAIL_VERIFICATION_MESSAGES.linkInvalid),
});
export type VerifyEmailInput = z.output<typeof verifyEmailSchema>;

export const emailVerificationStatusSchema = z.object({
  /** The account's address is confirmed. */
  verified: z.boolean(),
  /** The blocked actions are refused to this account until it verifies. */
  required: z.boolean(),
});
export type EmailVerificationStatus = z.infer<typeof emailVerificationStatusSchema>;
