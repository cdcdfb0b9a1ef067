import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestsApi } from '@petmitra/core/marketplace/requests-api';
import { call } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

/** Every provider's response to one of the parent's requests. */
export const requestResponsesQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'responses', requestId],
    queryFn: async ({ signal }) =>
      (await call(requestsApi.responses, { params: { id: requestId }, signal })).responses,
  });

export function useRequestResponses(requestId: string | null) {
  return useQuery({
    ...requestResponsesQueryOptions(requestId ?? ''),
    enabled: requestId !== null,
  });
}
