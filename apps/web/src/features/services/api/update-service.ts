import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  serviceSchema,
  type Service,
  type ServiceUpdateInput,
} from '@petmitra/core/marketplace/services';
import { api } from '../../../lib/api-client';
import { servicesQueryKey } from './get-my-services';

const serviceReplySchema = z.object({ service: serviceSchema });

/** Edit, and the activate/deactivate toggle (`{ isActive }`). */
export async function updateService(
  serviceId: string,
  input: ServiceUpdateInput,
): Promise<Service> {
  return serviceReplySchema.parse(await api.patch<unknown>(`/api/services/${serviceId}`, input))
    .service;
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, input }: { serviceId: string; input: ServiceUpdateInput }) =>
      updateService(serviceId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
