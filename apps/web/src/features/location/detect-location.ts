import {
  chooseLocation,
  LOCATION_CACHE_MS,
  storedLocation,
  type CachedLocation,
  type Location,
} from '@petmitra/core/location/location-choice';
import { locationApi } from '@petmitra/core/location/location-api';
import { call } from '../../lib/api-client';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

function readCache(): CachedLocation | null {
  try {
    const raw = JSON.parse(readStorage(STORAGE_KEYS.locationCache) ?? 'null') as {
      location?: unknown;
      at?: unknown;
    } | null;
    const location = storedLocation(raw?.location);
    return location && typeof raw?.at === 'number' ? { location, at: raw.at } : null;
  } catch {
    return null;
  }
}

/**
 * The server's lookup of the visitor's address, reused for 24 hours, with the spec's fallbacks
 * (packages/core location.ts). A fresh detection is not asked for again. Loaded on demand, off
 * the first page load.
 */
export async function detectLocation(signal: AbortSignal): Promise<Location> {
  const cached = readCache();
  const now = Date.now();
  if (cached && cached.location.source === 'ip' && now - cached.at < LOCATION_CACHE_MS) {
    return cached.location;
  }
  // A failed call is the spec's outer failure (chooseLocation's India fallback).
  const answer: Location | null = await call(locationApi.detect, { signal }).catch(() => null);
  if (answer?.source === 'ip') {
    writeStorage(STORAGE_KEYS.locationCache, JSON.stringify({ location: answer, at: now }));
  }
  return chooseLocation({ answer, cached, now });
}
