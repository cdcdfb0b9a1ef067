import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { myServiceSchema, myServicesSummarySchema } from '@petmitra/core/marketplace/services';
import { api } from '../../../lib/api-client';

/** Every services query starts with this key, so one invalidation refreshes them all. */
export const servicesQueryKey = ['services'] as const;

const myServicesReplySchema = z.object({
  services: z.array(myServiceSchema),
  summary: myServicesSummarySchema,
});
export type MyServicesReply = z.infer<typeof myServicesReplySchema>;

/** The provider's services with their request counts, and the tiles and performance summary. */
export async function getMyServices(signal?: AbortSignal): Promise<MyServicesReply> {
  return myServicesReplySchema.parse(await api.get<unknown>('/api/my/services', { signal }));
}

export const myServicesQueryOptions = () =>
  queryOptions({
    queryKey: [...servicesQueryKey, 'mine'],
    queryFn: ({ signal }) => getMyServices(signal),
  });

export function useMyServices() {
  return useQuery(myServicesQueryOptions());
}
