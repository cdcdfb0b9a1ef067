import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceUpdateInput } from '@petmitra/core/marketplace/services';
import { servicesApi } from '@petmitra/core/marketplace/services-api';
import { call } from '../../../lib/api-client';
import { servicesQueryKey } from './get-my-services';

/** Edit, and the activate/deactivate toggle (`{ isActive }`). */
export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ serviceId, input }: { serviceId: string; input: ServiceUpdateInput }) =>
      (await call(servicesApi.update, { params: { id: serviceId }, body: input })).service,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
