import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@petmitra/core/errors';

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // An API answer (4xx/5xx) will not change by asking again; a dropped connection may.
        retry: (failureCount, error) => !isApiError(error) && failureCount < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}
