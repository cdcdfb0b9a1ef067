import { z } from 'zod';
import { emailSchema } from '../auth/email';
import { plainText } from '../text/fields';
import type { Settings } from '../settings';
import { SETTINGS_MESSAGES } from './settings-messages';

// The System Settings form (spec part 1, sections 2, 3, 4 and 8): the system_settings rows as
// the admin form's object, with bounds (the spec shows none; these are ours, documented in
// docs/admin.md) and the spec's copy (settings-messages.ts, re-exported here).
export { SETTINGS_MESSAGES };

/** How long the success message stays (spec section 9: 5 s). */
export const SETTINGS_SAVED_MESSAGE_MS = 5000;

const int = (min: number, max: number, rangeMessage: string) =>
  z
    .number({ error: SETTINGS_MESSAGES.wholeNumber })
    .int(SETTINGS_MESSAGES.wholeNumber)
    .min(min, rangeMessage)
    .max(max, rangeMessage);

const shortText = plainText().max(200, SETTINGS_MESSAGES.tooLong);

export const settingsFormSchema = z.object({
  general: z.object({
    siteName: plainText({ error: SETTINGS_MESSAGES.siteNameRequired })
      .min(1, SETTINGS_MESSAGES.siteNameRequired)
      .max(100, SETTINGS_MESSAGES.siteNameTooLong),
    siteDescription: plainText().max(500, SETTINGS_MESSAGES.siteDescriptionTooLong),
    maintenanceMode: z.boolean(),
    allowRegistrations: z.boolean(),
  }),
  email: z.object({
    smtpHost: shortText,
    smtpPort: int(1, 65535, SETTINGS_MESSAGES.portRange),
    smtpUser: shortText,
    /**
     * Write-only. Blank keeps the stored password (it is never sent back to the browser);
     * `clearSmtpPassword` removes it.
     */
    smtpPassword: z.string().max(200, SETTINGS_MESSAGES.tooLong),
    clearSmtpPassword: z.boolean().default(false),
    fromEmail: z.union([z.literal(''), emailSchema]),
    fromName: shortText,
  }),
  security: z.object({
    sessionTimeout: int(1, 720, SETTINGS_MESSAGES.sessionTimeoutRange),
    maxLoginAttempts: int(1, 100, SETTINGS_MESSAGES.maxLoginAttemptsRange),
    requireEmailVerification: z.boolean(),
    enableTwoFactor: z.boolean(),
  }),
});
export type SettingsFormInput = z.output<typeof settingsFormSchema>;
export type SettingsFormValues = z.input<typeof settingsFormSchema>;

/** What the admin reads: the form's values (password blank) and whether a password is stored. */
export const settingsReplySchema = z.object({
  settings: settingsFormSchema,
  smtpPasswordSet: z.boolean(),
  updatedAt: z.string().nullable(),
});

/** Test Connection: the form's SMTP fields (blank password: the stored one). */
export const emailTestBodySchema = settingsFormSchema.shape.email;
export const emailTestReplySchema = z.object({
  success: z.boolean(),
  message: z.string(),
});

/** What anyone may read (the general group), for the shell, titles and the maintenance page. */
export const publicSettingsSchema = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  maintenanceMode: z.boolean(),
  allowRegistrations: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** The settings (keyed rows) as the form's object; the password always blank. */
export function toSettingsForm(s: Settings): SettingsFormInput {
  return {
    general: {
      siteName: s.site_name,
      siteDescription: s.site_description,
      maintenanceMode: s.maintenance_mode,
      allowRegistrations: s.allow_registrations,
    },
    email: {
      smtpHost: s.smtp_host,
      smtpPort: s.smtp_port,
      smtpUser: s.smtp_user,
      smtpPassword: '',
      clearSmtpPassword: false,
      fromEmail: s.from_email,
      fromName: s.from_name,
    },
    security: {
      sessionTimeout: s.session_timeout,
      maxLoginAttempts: s.max_login_attempts,
      requireEmailVerification: s.require_email_verification,
      enableTwoFactor: s.enable_two_factor,
    },
  };
}

/** The form's object as setting_key values (the password handled by the caller). */
export function fromSettingsForm(
  form: SettingsFormInput,
): Partial<Record<keyof Settings, string | number | boolean>> {
  return {
    site_name: form.general.siteName,
    site_description: form.general.siteDescription,
    maintenance_mode: form.general.maintenanceMode,
    allow_registrations: form.general.allowRegistrations,
    smtp_host: form.email.smtpHost,
    smtp_port: form.email.smtpPort,
    smtp_user: form.email.smtpUser,
    from_email: form.email.fromEmail,
    from_name: form.email.fromName,
    session_timeout: form.security.sessionTimeout,
    max_login_attempts: form.security.maxLoginAttempts,
    require_email_verification: form.security.requireEmailVerification,
    enable_two_factor: form.security.enableTwoFactor,
  };
}

/** The Save button's label (spec section 2). */
export function saveButtonLabel(dirty: boolean, saving: boolean): string {
  if (saving) return SETTINGS_MESSAGES.saving;
  return dirty ? SETTINGS_MESSAGES.save : SETTINGS_MESSAGES.noChanges;
}
