import { queryOptions, useQuery } from '@tanstack/react-query';
import { platformApi } from '@petmitra/core/platform/platform-api';
import { SITE } from '@petmitra/core/settings';
import type { PublicSettings } from '@petmitra/core/admin/settings-form';
import { call } from './api-client';

export const publicSettingsKey = ['public-settings'] as const;

/** Until the server answers (or if it cannot), the defaults: the page never waits on this. */
const FALLBACK: PublicSettings = {
  siteName: SITE.siteName,
  siteDescription: SITE.description,
  maintenanceMode: false,
  allowRegistrations: true,
};

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: publicSettingsKey,
    queryFn: ({ signal }) => call(platformApi.publicSettings, { signal }),
    // A minute, and on focus: maintenance switched on shows up without a reload.
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

/** The admin's public settings (site name and description, maintenance, registrations). */
export function usePublicSettings(): PublicSettings {
  return useQuery(publicSettingsQueryOptions()).data ?? FALLBACK;
}
