import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '@petmitra/core/api/operation';
import { notificationsApi } from '@petmitra/core/marketplace/notifications-api';
import type { EmailPreferences, NotificationSettings } from '@petmitra/core/notifications/settings';
import { call } from '../../../lib/api-client';

const settingsKey = ['notifications', 'settings'] as const;
const preferencesKey = ['email-preferences'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      (await call(notificationsApi.settings, { signal })) as NotificationSettings,
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: NotificationSettings) =>
      (await call(notificationsApi.saveSettings, { body: settings })) as NotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

export function useEmailPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: async ({ signal }): Promise<EmailPreferences> =>
      call(notificationsApi.emailPreferences, { signal }),
  });
}

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferences) =>
      call(notificationsApi.saveEmailPreferences, { body: preferences }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (body: BodyIn<typeof notificationsApi.testEmail>) =>
      call(notificationsApi.testEmail, { body }),
  });
}
