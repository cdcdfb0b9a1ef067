import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { myResponsesReplySchema, type ResponseStatus } from '@petmitra/core/marketplace/responses';
import { api } from '../../../lib/api-client';
import { responsesQueryKey } from './keys';

export type MyResponsesReply = z.infer<typeof myResponsesReplySchema>;

export interface MyResponsesParams {
  status?: ResponseStatus;
  page: number;
}

/** The provider's responses (newest first, filtered by status on the server) and the tiles. */
export async function getMyResponses(
  params: MyResponsesParams,
  signal?: AbortSignal,
): Promise<MyResponsesReply> {
  const search = new URLSearchParams({ page: String(params.page) });
  if (params.status) search.set('status', params.status);
  return myResponsesReplySchema.parse(
    await api.get<unknown>(`/api/my/responses?${search.toString()}`, { signal }),
  );
}

export const myResponsesQueryOptions = (params: MyResponsesParams) =>
  queryOptions({
    queryKey: [...responsesQueryKey, 'mine', params],
    queryFn: ({ signal }) => getMyResponses(params, signal),
    placeholderData: keepPreviousData,
    // A parent may have accepted or declined since the last visit.
    refetchOnMount: 'always',
  });

export function useMyResponses(params: MyResponsesParams) {
  return useQuery(myResponsesQueryOptions(params));
}
