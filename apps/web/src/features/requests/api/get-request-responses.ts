import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestResponseSchema, type RequestResponse } from '@petmitra/core/marketplace/responses';
import { api } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

const responsesReplySchema = z.object({ responses: z.array(requestResponseSchema) });

/** Every provider's response to one of the parent's requests. */
export async function getRequestResponses(
  requestId: string,
  signal?: AbortSignal,
): Promise<RequestResponse[]> {
  return responsesReplySchema.parse(
    await api.get<unknown>(`/api/requests/${requestId}/responses`, { signal }),
  ).responses;
}

export const requestResponsesQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'responses', requestId],
    queryFn: ({ signal }) => getRequestResponses(requestId, signal),
  });

export function useRequestResponses(requestId: string | null) {
  return useQuery({
    ...requestResponsesQueryOptions(requestId ?? ''),
    enabled: requestId !== null,
  });
}
