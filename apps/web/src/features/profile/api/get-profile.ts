import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@petmitra/core/users/profile';
import { profileApi } from '@petmitra/core/users/profile-api';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getProfile(signal?: AbortSignal): Promise<SessionUser> {
  return (await call(profileApi.get, { signal })).user;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
