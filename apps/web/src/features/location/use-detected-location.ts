import { useQuery } from '@tanstack/react-query';
import type { Location } from '@petmitra/core/location/location';

/**
 * The country the app assumes when the visitor has not picked one ('Auto'): see
 * detect-location.ts (loaded after the page, so it costs the first load nothing).
 */
export function useDetectedLocation(): Location | undefined {
  const { data } = useQuery({
    queryKey: ['location'],
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }) => (await import('./detect-location')).detectLocation(signal),
  });
  return data;
}
