import { plainText } from './text/fields';
import { INDIAN_PHONE_PATTERN, PHONE_MESSAGES, phoneIssue, removeSeparators } from './phone';

// The phone rules as zod schemas, apart from phone.ts's dial codes and helpers so that a page
// showing a phone field does not load zod with them (docs/performance.md).

/** The account validator's optional Indian mobile number (spaces and dashes are ignored). */
export const indianPhoneSchema = plainText({ error: PHONE_MESSAGES.invalidIndian })
  .transform((value) => removeSeparators(value))
  .superRefine((value, ctx) => {
    if (value !== '' && !INDIAN_PHONE_PATTERN.test(value)) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalidIndian });
    }
  })
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A stored phone number (dial code plus digits), e.g. '+919876543210'. */
export const phoneSchema = plainText({ error: PHONE_MESSAGES.required })
  .transform((value) => removeSeparators(value))
  .superRefine((value, ctx) => {
    const message = phoneIssue(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
