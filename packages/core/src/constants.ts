import { frozen } from './frozen';

/**
 * Business constants and limits shared by the API and the web app (spec part 1, section 9).
 * Durations are in milliseconds unless the name says otherwise.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const LIMITS = frozen({
  /** More than this many login attempts per email inside the window is refused. */
  loginMaxAttempts: 5,
  loginWindowMs: 15 * MINUTE,
  /** Admin sessions end after 30 minutes without activity. */
  adminIdleMs: 30 * MINUTE,
  /** How often the web app re-checks an admin session (5 minutes). */
  adminCheckIntervalMs: 300_000,
  /** JSON request bodies must be under 1 MB. */
  payloadMaxBytes: 1_048_576,
  /** Uploaded images must be under 5 MB. */
  uploadMaxBytes: 5_242_880,
  /** Image search accepts pictures under 10 MB. */
  imageSearchMaxBytes: 10_485_760,
  emailMaxLength: 254,
  sanitizerMaxLength: 1000,
  passwordMinLength: 8,
  /** Not in the spec: bounds the work a password hash can be made to do. */
  passwordMaxLength: 128,
  nameMaxLength: 100,
  /** City and country free-text fields. */
  placeMaxLength: 100,
  /** Minimum age of an account holder, in years. */
  minimumAgeYears: 18,
  /** The reset page sends the user to /login this long after a successful reset. */
  passwordResetRedirectMs: 3 * SECOND,
  passwordResetTokenTtlMs: HOUR,
  /** Ordinary sessions last 24 hours (the session_timeout setting's default). */
  sessionTtlMs: 24 * HOUR,
});

export const TOAST_DURATIONS = frozen({
  success: 2000,
  error: 4000,
  info: 4000,
  warning: 4000,
  /** A notification toast that names no duration. */
  default: 5000,
  /** Urgent notifications raise an error toast for 10 s. */
  urgent: 10_000,
  /** High-priority notifications raise an info toast for 5 s. */
  high: 5000,
  /** At most this many toasts are kept on screen. */
  max: 20,
});
