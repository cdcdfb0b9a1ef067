import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceInput } from '@petmitra/core/marketplace/services';
import { servicesApi } from '@petmitra/core/marketplace/services-api';
import { call } from '../../../lib/api-client';
import { servicesQueryKey } from './get-my-services';

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceInput) =>
      (await call(servicesApi.create, { body: input })).service,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
