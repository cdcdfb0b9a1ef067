import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { servicesQueryKey } from './get-my-services';

export function deleteService(serviceId: string): Promise<void> {
  return api.delete<void>(`/api/services/${serviceId}`);
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
