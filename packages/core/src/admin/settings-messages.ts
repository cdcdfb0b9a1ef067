import { frozen } from '../frozen';

/**
 * The System Settings copy (spec part 1, sections 2, 3, 4 and 8). Apart from the form's schemas
 * (settings-form.ts) so the maintenance page of the web shell shows it without loading zod.
 */
export const SETTINGS_MESSAGES = frozen({
  saved: 'Settings saved successfully!',
  saveFailed: 'Failed to save settings. Please try again.',
  loadFailed: 'Failed to load settings',
  noChanges: 'No Changes',
  save: 'Save Settings',
  saving: 'Saving...',
  emailTestFailed: 'Email connection test failed.',
  emailTestSucceeded: 'Email connection test succeeded.',
  smtpHostRequired: 'Enter the SMTP host first.',
  siteNameRequired: 'Site name is required',
  siteNameTooLong: 'Site name must be at most 100 characters',
  siteDescriptionTooLong: 'Site description must be at most 500 characters',
  wholeNumber: 'Enter a whole number',
  portRange: 'Port must be between 1 and 65535',
  sessionTimeoutRange: 'Session timeout must be between 1 and 720 hours',
  maxLoginAttemptsRange: 'Max login attempts must be between 1 and 100',
  tooLong: 'Must be at most 200 characters',
  registrationsClosed: 'New registrations are currently closed. Please try again later.',
  maintenance: 'PetMitra is down for maintenance. Please try again shortly.',
  maintenanceTitle: 'Down for maintenance',
});
