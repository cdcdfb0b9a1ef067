import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestsApi } from '@petmitra/core/marketplace/requests-api';
import { call } from '../../../lib/api-client';
import { requestsQueryKey } from './keys';

/** The provider's service radius (km): the board then shows the requests within it. */
export function useSetServiceRadius() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (radiusKm: number) =>
      (await call(requestsApi.serviceRadius, { body: { radiusKm } })).area,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
