import { z } from 'zod';
import { plainText } from '../text/fields';
import { emailIssue, EMAIL_MESSAGES } from './email';
import { AUTH_MESSAGES } from './messages';

/**
 * The sign-in and forgot-password forms' rules, apart from registration's (schemas.ts), so the
 * sign-in page does not build the phone, password and name rules it never uses.
 */

/** The sign-in email: 'Email is required', anything else wrong is 'Please enter a valid email address.' */
export const loginEmailSchema = plainText({ error: AUTH_MESSAGES.emailRequired })
  .toLowerCase()
  .superRefine((email, ctx) => {
    const issue = emailIssue(email);
    if (issue) {
      ctx.addIssue({
        code: 'custom',
        message:
          issue === EMAIL_MESSAGES.required
            ? AUTH_MESSAGES.emailRequired
            : AUTH_MESSAGES.invalidEmail,
      });
    }
  });

export const loginSchema = z.object({
  email: loginEmailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired),
});

export const forgotPasswordSchema = z.object({
  email: loginEmailSchema,
});

export type LoginInput = z.output<typeof loginSchema>;
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;
export type LoginFormValues = z.input<typeof loginSchema>;
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordSchema>;
