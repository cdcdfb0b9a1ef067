import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  serviceSchema,
  type Service,
  type ServiceInput,
} from '@petmitra/core/marketplace/services';
import { api } from '../../../lib/api-client';
import { servicesQueryKey } from './get-my-services';

const serviceReplySchema = z.object({ service: serviceSchema });

export async function createService(input: ServiceInput): Promise<Service> {
  return serviceReplySchema.parse(await api.post<unknown>('/api/services', input)).service;
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
