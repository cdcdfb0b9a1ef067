import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionUserSchema, type SessionUser } from '@petmitra/core/users/profile';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getProfile(signal?: AbortSignal): Promise<SessionUser> {
  const body = await api.get<{ user: unknown }>('/api/profile', { signal });
  return sessionUserSchema.parse(body.user);
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
