import { findCountry, type Country } from '@petmitra/core/countries';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

/** The country the visitor picked by hand, if any (spec part 1, section 4: manual override). */
export function getCountryOverride(): Country | undefined {
  return findCountry(readStorage(STORAGE_KEYS.countryOverride));
}

/** Saves the manual choice and reloads, so prices and the payment gateway follow it everywhere. */
export function setCountryOverride(code: string): void {
  writeStorage(STORAGE_KEYS.countryOverride, code);
  window.location.reload();
}

/** 'Reset to auto': forget the manual choice and reload. */
export function clearCountryOverride(): void {
  removeStorage(STORAGE_KEYS.countryOverride);
  window.location.reload();
}
