/**
 * Browser storage keys. Every key is prefixed with the product's name (spec part 1, section 9)
 * so PetMitra never collides with another app on the same origin.
 */
export const STORAGE_KEYS = {
  theme: 'petmitra_theme',
  countryOverride: 'petmitra_country_override',
  /** The last detected location and when (spec part 1, section 9: reused for 24 hours). */
  locationCache: 'petmitra_location_cache',
  /** When the install prompt was last dismissed (hidden for an hour after). */
  installDismissedAt: 'petmitra_install_dismissed_at',
  /** Set once the app was installed or the install was accepted: no prompt again. */
  appInstalled: 'petmitra_app_installed',
  /** The build version whose update banner was dismissed (not offered again). */
  updateDismissedVersion: 'petmitra_update_dismissed_version',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can throw (private mode, disabled cookies); the app must keep working without it.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisted; the choice still applies to this page view.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
