import { queryOptions, useQuery } from '@tanstack/react-query';
import { platformApi } from '@petmitra/core/platform/platform-api';
import { siteInfoFrom, type SiteInfo } from '@petmitra/core/site-info';
import { SETTINGS_DEFAULTS } from '@petmitra/core/settings';
import { call } from './api-client';

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'site-info'] as const,
    queryFn: async ({ signal }) => siteInfoFrom(await call(platformApi.siteInfo, { signal })),
    staleTime: 5 * 60_000,
  });

/**
 * Company details, support contacts and marketing figures from the settings module (the
 * admin can change them). Until the answer arrives the defaults show, so a page never flashes.
 */
export function useSiteInfo(): SiteInfo {
  const { data } = useQuery(siteInfoQueryOptions());
  return data ?? siteInfoFrom(SETTINGS_DEFAULTS);
}
