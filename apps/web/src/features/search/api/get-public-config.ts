import { queryOptions, useQuery } from '@tanstack/react-query';
import { platformApi } from '@petmitra/core/platform/platform-api';
import { call } from '../../../lib/api-client';

/** The public configuration; the map reads its tile server from it (never hard-coded). */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => call(platformApi.config, { signal }),
    // The server caches it for 5 minutes; it only changes with a redeploy.
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
