import { z } from 'zod';
import { plainText } from '../text/fields';
import { LIMITS } from '../constants';
import { phoneSchema } from '../phone-schemas';
import { optionalText, requiredText } from '../text/fields';
import { emailSchema } from './email';
import { AUTH_MESSAGES } from './messages';
import { passwordSchema } from './password';
import { REGISTRABLE_ROLES } from './roles';

// Sign-in and forgot-password live apart, so the sign-in page builds none of the rules below.
export * from './sign-in-schemas';
import { frozen } from '../frozen';

export const FIELD_MESSAGES = frozen({
  nameTooLong: `Name must be at most ${LIMITS.nameMaxLength} characters`,
  cityTooLong: `City must be at most ${LIMITS.placeMaxLength} characters`,
  countryTooLong: `Country must be at most ${LIMITS.placeMaxLength} characters`,
});

export const nameSchema = requiredText(
  AUTH_MESSAGES.nameRequired,
  LIMITS.nameMaxLength,
  FIELD_MESSAGES.nameTooLong,
);
export const citySchema = optionalText(LIMITS.placeMaxLength, FIELD_MESSAGES.cityTooLong);
export const countrySchema = optionalText(LIMITS.placeMaxLength, FIELD_MESSAGES.countryTooLong);

/** Registration may choose pet_parent (the default) or service_provider, never super_admin. */
export const registrableRoleSchema = z
  .enum(REGISTRABLE_ROLES, { error: AUTH_MESSAGES.roleNotAllowed })
  .default('pet_parent');

const confirmPasswordSchema = z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch });

const passwordsMatch = {
  check: (value: { password: string; confirmPassword: string }) =>
    value.password === value.confirmPassword,
  params: { message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] },
};

export const registerSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    role: registrableRoleSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    city: citySchema,
    country: countrySchema,
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

/**
 * A new password, from the emailed link (`token`) or for the signed-in user (no token).
 * The password follows every new-password rule, starting with 'Password must be at least 8 characters long'.
 */
export const resetPasswordSchema = z
  .object({
    token: plainText()
      .max(512, AUTH_MESSAGES.resetLinkInvalid)
      .optional()
      .transform((token) => token || undefined),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

/** What the server receives after parsing (defaults applied, blanks nulled). */
export type RegisterInput = z.output<typeof registerSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

/** What a form holds and sends before parsing. */
export type RegisterFormValues = z.input<typeof registerSchema>;
export type ResetPasswordFormValues = z.input<typeof resetPasswordSchema>;
