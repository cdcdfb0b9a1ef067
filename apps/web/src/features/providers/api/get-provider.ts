import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderProfile } from '@petmitra/core/discovery/providers';
import { providersApi } from '@petmitra/core/discovery/providers-api';
import type { ReplyOf } from '@petmitra/core/api/operation';
import { isApiError } from '@petmitra/core/errors';
import { apiUrl, call } from '../../../lib/api-client';

/**
 * The public profile (active services, first five reviews, stats), or null when there is no such
 * provider to show (the API's 404): an answer, kept like one, that the server can render too.
 */
export async function getProvider(
  id: string,
  signal?: AbortSignal,
): Promise<ProviderProfile | null> {
  try {
    return profileOf(await call(providersApi.profile, { params: { id }, signal }));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The profile in the API's answer (what the profile query holds). */
export const profileOf = (reply: ReplyOf<typeof providersApi.profile>): ProviderProfile =>
  reply.provider;

/** The API URL of the profile, which the server renders the page with. */
export const providerProfileUrl = (id: string) => apiUrl(providersApi.profile, { params: { id } });

export const providerQueryKeys = {
  all: ['providers'] as const,
  detail: (id: string) => ['providers', id] as const,
};

export const providerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: providerQueryKeys.detail(id),
    queryFn: ({ signal }) => getProvider(id, signal),
    enabled: id !== '',
  });

export function useProvider(id: string) {
  return useQuery(providerQueryOptions(id));
}
