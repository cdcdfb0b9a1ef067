import { useMutation, useQueryClient } from '@tanstack/react-query';
import { servicesApi } from '@petmitra/core/marketplace/services-api';
import { call } from '../../../lib/api-client';
import { servicesQueryKey } from './get-my-services';

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) => call(servicesApi.remove, { params: { id: serviceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
