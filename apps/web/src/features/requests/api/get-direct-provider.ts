import { useQuery } from '@tanstack/react-query';
import { providersApi } from '@petmitra/core/discovery/providers-api';
import { call } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

/** The provider a direct request goes to (?provider=), for the form to name them. */
export function useDirectProvider(providerId: string | null) {
  return useQuery({
    queryKey: [...requestsQueryKey, 'direct-provider', providerId],
    queryFn: async ({ signal }) =>
      (await call(providersApi.profile, { params: { id: providerId ?? '' }, signal })).provider,
    enabled: providerId !== null,
    retry: false,
  });
}
