import { z } from 'zod';
import { frozen } from '../frozen';

/**
 * Two-factor sign-in for admins: time-based one-time passwords (RFC 6238: HMAC-SHA1,
 * 30-second steps, 6 digits), as every authenticator app makes them. The codes are computed
 * on the server (apps/server/src/auth/totp.ts).
 */
export const TOTP = frozen({ stepSeconds: 30, digits: 6, issuer: 'PetMitra' });
/** How many recovery codes an admin gets when turning two-factor on. */
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = frozen({
  wrongCode: 'That code is not correct. Enter the 6-digit code your authenticator app shows now.',
  reusedCode: 'That code has already been used. Wait for the next code in your authenticator app.',
  tooManyAttempts: 'Too many two-factor attempts. Please wait 15 minutes and sign in again.',
  challengeExpired: 'Your sign-in took too long. Please sign in again with your password.',
  alreadyEnabled: 'Two-factor sign-in is already on for your account.',
  notSetUp: 'Start the two-factor setup first.',
  notEnabled: 'Two-factor sign-in is not on for your account.',
  requiredCannotDisable:
    'Two-factor sign-in is required for admin accounts; turn the requirement off in System Settings first.',
  requiredNotSetUp:
    'Two-factor sign-in is required for admin accounts and yours is not set up. Another admin can turn the requirement off in System Settings while you set it up.',
  enableOwnFirst: 'Turn on two-factor sign-in for your own account first (Security Dashboard).',
});

/** A 6-digit code, or a recovery code (xxxxx-xxxxx). */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i, {
    error: 'Enter the 6-digit code or a recovery code',
  });

export const twoFactorCodeBodySchema = z.object({ code: twoFactorCodeSchema });
export const twoFactorLoginSchema = z.object({
  challenge: z.string().min(1).max(500),
  code: twoFactorCodeSchema,
});
export type TwoFactorLoginInput = z.infer<typeof twoFactorLoginSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The admin setting: every admin must sign in with a code. */
  required: z.boolean(),
  recoveryCodesLeft: z.number(),
});
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth link as a PNG QR code (data: URL). */
  qrCode: z.string(),
});
export const twoFactorEnabledSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The password was right; a code must follow (no session yet). */
export const twoFactorChallengeReplySchema = z.object({
  twoFactor: z.object({ challenge: z.string() }),
});
