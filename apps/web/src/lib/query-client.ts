import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@petmitra/core/errors';

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Ask even when the browser says it is offline: the service worker answers the
        // signed-in user's pets and requests from their last visit (docs/site.md, offline).
        networkMode: 'offlineFirst',
        // An API answer (4xx/5xx) will not change by asking again; a dropped connection may.
        retry: (failureCount, error) => !isApiError(error) && failureCount < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}
