import { useMutation, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@petmitra/core/marketplace/notifications-api';
import { call } from '../../../lib/api-client';

export function useUnsubscribeInfo(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => call(notificationsApi.unsubscribeInfo, { query: { token }, signal }),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => call(notificationsApi.unsubscribe, { body: { token } }),
  });
}
