import { z } from 'zod';
import { defineOperation } from '../api/operation';
import { sessionUserSchema, userReplySchema } from '../users/profile';
import { emailVerificationStatusSchema, verifyEmailSchema } from './email-verification';
import { twoFactorChallengeReplySchema, twoFactorLoginSchema } from './totp';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from './schemas';

const okReply = z.object({ ok: z.literal(true) });

/** Sign-up, sign-in, sign-out and password resets (per-IP rate limited on the server). */
export const authApi = {
  session: defineOperation({
    method: 'GET',
    path: '/api/auth/session',
    tags: ['auth'],
    summary: 'The signed-in user, or null; also issues the CSRF cookie',
    reply: z.object({ user: sessionUserSchema.nullable(), csrfToken: z.string() }),
  }),
  register: defineOperation({
    method: 'POST',
    path: '/api/auth/register',
    tags: ['auth'],
    summary: 'Creates the account and signs the new user in',
    body: registerSchema,
    status: 201,
    reply: userReplySchema,
  }),
  login: defineOperation({
    method: 'POST',
    path: '/api/auth/login',
    tags: ['auth'],
    summary: 'Signs in; an admin with two-factor gets a challenge for the code step instead',
    body: loginSchema,
    reply: z.union([userReplySchema, twoFactorChallengeReplySchema]),
  }),
  loginTwoFactor: defineOperation({
    method: 'POST',
    path: '/api/auth/login/two-factor',
    tags: ['auth'],
    summary: "An admin's sign-in code step: the challenge and a TOTP or recovery code",
    body: twoFactorLoginSchema,
    reply: userReplySchema,
  }),
  logout: defineOperation({
    method: 'POST',
    path: '/api/auth/logout',
    tags: ['auth'],
    status: 204,
    reply: z.null(),
  }),
  forgotPassword: defineOperation({
    method: 'POST',
    path: '/api/auth/forgot-password',
    tags: ['auth'],
    summary: 'Emails a reset link when the address has an account (same answer either way)',
    body: forgotPasswordSchema,
    reply: okReply,
  }),
  resetPassword: defineOperation({
    method: 'POST',
    path: '/api/auth/reset-password',
    tags: ['auth'],
    summary: 'Sets a new password with the emailed token, or for the signed-in user',
    body: resetPasswordSchema,
    reply: okReply,
  }),
};

/** The link's page, the shell's notice and its Resend button. */
export const emailVerificationApi = {
  status: defineOperation({
    method: 'GET',
    path: '/api/auth/email-verification',
    tags: ['auth'],
    summary: "The signed-in account's verification state (verified, and whether it is required)",
    reply: emailVerificationStatusSchema,
  }),
  verify: defineOperation({
    method: 'POST',
    path: '/api/auth/email-verification/verify',
    tags: ['auth'],
    summary: 'Confirms the address with the emailed token (single use, expiring)',
    body: verifyEmailSchema,
    reply: okReply,
  }),
  resend: defineOperation({
    method: 'POST',
    path: '/api/auth/email-verification/resend',
    tags: ['auth'],
    summary: 'Emails the signed-in account a new verification link (rate limited)',
    reply: okReply,
  }),
};
