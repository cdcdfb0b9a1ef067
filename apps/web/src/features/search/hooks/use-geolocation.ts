import { useCallback, useState } from 'react';
import { GEOLOCATION_MESSAGES, GEOLOCATION_OPTIONS } from '@petmitra/core/discovery/devices';
import type { Coordinates } from '@petmitra/core/discovery/results';

export type GeolocationStatus = 'idle' | 'locating' | 'located' | 'error';

/** Asks the browser for the user's position only when they press 'Use my location'. */
export function useGeolocation() {
  const [status, setStatus] = useState<GeolocationStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  const locate = useCallback((): Promise<Coordinates | null> => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setStatus('error');
      setError(GEOLOCATION_MESSAGES.unsupported);
      return Promise.resolve(null);
    }
    setStatus('locating');
    setError(null);
    return new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) => {
          setStatus('located');
          resolve({ lat: position.coords.latitude, lng: position.coords.longitude });
        },
        () => {
          setStatus('error');
          setError(GEOLOCATION_MESSAGES.unavailable);
          resolve(null);
        },
        GEOLOCATION_OPTIONS,
      );
    });
  }, []);

  return { status, error, locate };
}
